import type { ApiContext, Handlers } from '../http/context';
import { getOrder, listOrders, runOrderAction, type OrderActionDeps } from './orders.service';
import type { OrderStep } from './order-workflows.port';
import { listOrderAllocations, reallocateOrderStock } from './order-allocations.service';
import { listPickList } from './pick-list.service';
import { pathId } from '../http/path-id';

const orderIdOf = (ctx: { state: { input: { params: { orderId: string } } } }) => ctx.state.input.params.orderId;
/** The request's Idempotency-Key as the workflow update's id: a retry the key lets through again joins the first. */
const updateIdOf = (ctx: ApiContext) =>
  ctx.state.idempotencyScope ? `idempotency-${ctx.state.idempotencyScope}` : undefined;

/** The order operations; each lifecycle step runs as an update of the order's workflow. */
export const ordersPrivateHandlers = (orders: OrderActionDeps): Handlers => {
  const runStep = (ctx: ApiContext, orderId: string, step: OrderStep) =>
    runOrderAction(orders, ctx.state.em, ctx.state.store, orderId, step, updateIdOf(ctx));
  return {
    async adminListOrders(ctx) {
      ctx.body = await listOrders(ctx.state.em, ctx.state.cursors, ctx.state.store, ctx.state.input.query);
    },
    async adminGetOrder(ctx) {
      ctx.body = await getOrder(orders.links, ctx.state.em, ctx.state.store, orderIdOf(ctx));
    },
    async adminFulfilOrder(ctx) {
      ctx.body = await runStep(ctx, orderIdOf(ctx), { action: 'fulfil', request: ctx.state.input.body ?? {} });
    },
    async adminRefundOrder(ctx) {
      ctx.body = await runStep(ctx, orderIdOf(ctx), { action: 'refund', request: ctx.state.input.body ?? {} });
    },
    async adminCancelOrder(ctx) {
      ctx.body = await runStep(ctx, orderIdOf(ctx), { action: 'cancel', request: ctx.state.input.body ?? {} });
    },
    async adminMarkOrderPaid(ctx) {
      ctx.body = await runStep(ctx, orderIdOf(ctx), { action: 'markPaid' });
    },
    async adminListOrderAllocations(ctx) {
      ctx.body = await listOrderAllocations(ctx.state.em, ctx.state.store.id, orderIdOf(ctx));
    },
    async adminReallocateOrderStock(ctx) {
      ctx.body = await reallocateOrderStock(ctx.state.em, ctx.state.store.id, orderIdOf(ctx), ctx.state.input.body);
    },
    async adminGetLocationPickList(ctx) {
      const query = { ...ctx.state.input.query, locationId: pathId(ctx) };
      ctx.body = await listPickList(ctx.state.em, ctx.state.cursors, ctx.state.store, query);
    },
  };
};
