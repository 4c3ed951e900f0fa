import type { Handlers } from '../http/context';
import { cancelOrderUpdate, fulfilOrderUpdate, markOrderPaidUpdate, refundOrderUpdate } from '../../workflows/definitions';
import { getOrder, listOrders, runOrderAction } from './orders.service';
import type { OrderFilters } from './orders.search';
import type { CancelRequest, FulfilRequest, RefundRequest } from './order.types';

const orderIdOf = (ctx: Parameters<Handlers[string]>[0]) => (ctx.state.input.params as { orderId: string }).orderId;
/** The request's Idempotency-Key as the workflow update's id: a retry the key lets through again joins the first. */
const updateIdOf = (ctx: Parameters<Handlers[string]>[0]) => (ctx.state.idempotencyScope ? `idempotency-${ctx.state.idempotencyScope}` : undefined);

export const ordersPrivateHandlers: Handlers = {
  async adminListOrders(ctx) {
    ctx.body = await listOrders(ctx.state.em, ctx.state.cursors, ctx.state.store, ctx.state.input.query as unknown as OrderFilters);
  },
  async adminGetOrder(ctx) {
    ctx.body = await getOrder(ctx.state.deps, ctx.state.em, ctx.state.store, orderIdOf(ctx));
  },
  async adminFulfilOrder(ctx) {
    ctx.body = await runOrderAction(ctx.state.deps, ctx.state.em, ctx.state.store, orderIdOf(ctx), fulfilOrderUpdate, [(ctx.state.input.body ?? {}) as FulfilRequest], updateIdOf(ctx));
  },
  async adminRefundOrder(ctx) {
    ctx.body = await runOrderAction(ctx.state.deps, ctx.state.em, ctx.state.store, orderIdOf(ctx), refundOrderUpdate, [(ctx.state.input.body ?? {}) as RefundRequest], updateIdOf(ctx));
  },
  async adminCancelOrder(ctx) {
    ctx.body = await runOrderAction(ctx.state.deps, ctx.state.em, ctx.state.store, orderIdOf(ctx), cancelOrderUpdate, [(ctx.state.input.body ?? {}) as CancelRequest], updateIdOf(ctx));
  },
  async adminMarkOrderPaid(ctx) {
    ctx.body = await runOrderAction(ctx.state.deps, ctx.state.em, ctx.state.store, orderIdOf(ctx), markOrderPaidUpdate, [], updateIdOf(ctx));
  },
};
