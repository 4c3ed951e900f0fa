import type { ApiContext } from './context';

/** The validated `{id}` path parameter of the operation. */
export function pathId(ctx: ApiContext): string {
  return ctx.state.input.params.id as string;
}
