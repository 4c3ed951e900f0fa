import type { ApiContext, Handlers } from '../http/context';
import { pathId } from '../http/path-id';
import { getReturn, listReturns, runReturnStep } from './returns.service';
import type { ReturnStep, ReturnWorkflows } from './return-workflows.port';

/** The request's Idempotency-Key as the workflow update's id: a retry the key lets through again joins the first. */
export const updateIdOf = (ctx: ApiContext) =>
  ctx.state.idempotencyScope ? `idempotency-${ctx.state.idempotencyScope}` : undefined;

/** The staff's return operations; each step runs as an update of the return's workflow. */
export const returnsPrivateHandlers = (workflows: ReturnWorkflows): Handlers => {
  const runStep = (ctx: ApiContext, returnId: string, step: ReturnStep) =>
    runReturnStep(ctx.state.em, workflows, ctx.state.store, returnId, step, updateIdOf(ctx));
  return {
    async adminListReturns(ctx) {
      ctx.body = await listReturns(ctx.state.em, ctx.state.cursors, ctx.state.store, ctx.state.input.query);
    },
    async adminGetReturn(ctx) {
      ctx.body = await getReturn(ctx.state.em, ctx.state.store, pathId(ctx));
    },
    async adminApproveReturn(ctx) {
      ctx.body = await runStep(ctx, pathId(ctx), { action: 'approve', message: ctx.state.input.body?.message ?? null });
    },
    async adminRefuseReturn(ctx) {
      ctx.body = await runStep(ctx, pathId(ctx), { action: 'refuse', message: ctx.state.input.body.message });
    },
    async adminReceiveReturn(ctx) {
      ctx.body = await runStep(ctx, pathId(ctx), { action: 'receive', lines: ctx.state.input.body.lines });
    },
    async adminAddReturnTracking(ctx) {
      const { kind, carrier = null, number = null, url = null } = ctx.state.input.body;
      ctx.body = await runStep(ctx, pathId(ctx), {
        action: 'track',
        entry: { kind, carrier, number, url, addedBy: 'staff' },
      });
    },
    async adminResolveReturn(ctx) {
      const { method, exchange } = ctx.state.input.body;
      const step = { action: 'resolve' as const, method, ...(exchange ? { exchange: exchange.lines } : {}) };
      ctx.body = await runStep(ctx, pathId(ctx), step);
    },
  };
};
