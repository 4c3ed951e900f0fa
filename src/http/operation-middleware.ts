import type { Middleware } from 'koa';
import type { ApiState } from './context';
import type { Operation } from './openapi';

/** Per-operation middleware contributed by domains, chosen from what the operation declares in openapi.json. */
export function operationMiddleware(_op: Operation): Middleware<ApiState>[] {
  return [];
}
