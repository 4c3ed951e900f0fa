import type { Middleware } from 'koa';
import type { ApiContext, ApiState } from '../http/context';
import { recordAuditEntry } from './audit.repository';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The resource a change was about: the path's id, else the id of what it created. */
function resourceOf(ctx: ApiContext): string | undefined {
  const params = ctx.state.input?.params ?? {};
  const fromPath = params.id ?? params.orderId;
  if (typeof fromPath === 'string') return fromPath;
  const created = (ctx.body as { id?: unknown } | undefined)?.id;
  return typeof created === 'string' ? created : undefined;
}

/**
 * Records every state change made through the private API once it succeeded (a refused or failed request changed
 * nothing, and a replayed Idempotency-Key answer changed nothing again): who, what, when and from which IP.
 */
export function auditTrail(): Middleware<ApiState> {
  return async (ctx, next) => {
    await next();
    const principal = ctx.state.principal;
    if (READS.has(ctx.method) || ctx.status >= 400 || !principal || ctx.response.get('Idempotent-Replayed')) return;
    await recordAuditEntry(ctx.state.em, {
      storeId: ctx.state.store.id,
      actorType: principal.type,
      actorId: principal.id,
      actorName: principal.name,
      operationId: ctx.state.operation.operationId,
      method: ctx.method,
      path: ctx.path,
      resourceId: resourceOf(ctx),
      status: ctx.status,
      ip: ctx.ip,
    });
  };
}
