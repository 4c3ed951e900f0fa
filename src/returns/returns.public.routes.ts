import type { Handlers } from '../http/context';
import { pathId } from '../http/path-id';
import { keyedId } from '../shared/ids';
import { temporalReturnWorkflows } from '../temporal/return-workflows';
import { requestCustomerReturn, requestGuestReturn } from './returns.service';

export const returnsPublicHandlers: Handlers = {
  async requestCustomerReturn(ctx) {
    const workflows = temporalReturnWorkflows(ctx.state.deps.temporal);
    // Set by the session middleware: the operation requires X-Customer-Session.
    const customerId = ctx.state.customerId as string;
    const input = { ...ctx.state.input.body, id: keyedId('ret', ctx.state.idempotencyScope) };
    ctx.status = 201;
    ctx.body = await requestCustomerReturn(ctx.state.em, workflows, ctx.state.store, customerId, pathId(ctx), input);
  },
  async requestGuestReturn(ctx) {
    const workflows = temporalReturnWorkflows(ctx.state.deps.temporal);
    ctx.status = 201;
    const input = { ...ctx.state.input.body, id: keyedId('ret', ctx.state.idempotencyScope) };
    ctx.body = await requestGuestReturn(ctx.state.em, workflows, ctx.state.store, input);
  },
};
