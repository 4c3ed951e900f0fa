import type { ApiContext, Handlers } from '../http/context';
import {
  cancelOrderUpdate,
  fulfilOrderUpdate,
  markOrderPaidUpdate,
  refundOrderUpdate,
} from '../../workflows/definitions';
import { getOrder, listOrders, runOrderAction } from './orders.service';

const orderIdOf = (ctx: { state: { input: { params: { orderId: string } } } }) => ctx.state.input.params.orderId;
/** The request's Idempotency-Key as the workflow update's id: a retry the key lets through again joins the first. */
const updateIdOf = (ctx: ApiContext) =>
  ctx.state.idempotencyScope ? `idempotency-${ctx.state.idempotencyScope}` : undefined;

export const ordersPrivateHandlers: Handlers = {
  async adminListOrders(ctx) {
    ctx.body = await listOrders(ctx.state.em, ctx.state.cursors, ctx.state.store, ctx.state.input.query);
  },
  async adminGetOrder(ctx) {
    ctx.body = await getOrder(ctx.state.deps, ctx.state.em, ctx.state.store, orderIdOf(ctx));
  },
  async adminFulfilOrder(ctx) {
    ctx.body = await runOrderAction(
      ctx.state.deps,
      ctx.state.em,
      ctx.state.store,
      orderIdOf(ctx),
      fulfilOrderUpdate,
      [ctx.state.input.body ?? {}],
      updateIdOf(ctx),
    );
  },
  async adminRefundOrder(ctx) {
    ctx.body = await runOrderAction(
      ctx.state.deps,
      ctx.state.em,
      ctx.state.store,
      orderIdOf(ctx),
      refundOrderUpdate,
      [ctx.state.input.body ?? {}],
      updateIdOf(ctx),
    );
  },
  async adminCancelOrder(ctx) {
    ctx.body = await runOrderAction(
      ctx.state.deps,
      ctx.state.em,
      ctx.state.store,
      orderIdOf(ctx),
      cancelOrderUpdate,
      [ctx.state.input.body ?? {}],
      updateIdOf(ctx),
    );
  },
  async adminMarkOrderPaid(ctx) {
    ctx.body = await runOrderAction(
      ctx.state.deps,
      ctx.state.em,
      ctx.state.store,
      orderIdOf(ctx),
      markOrderPaidUpdate,
      [],
      updateIdOf(ctx),
    );
  },
};
