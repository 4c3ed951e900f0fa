import type { Handlers } from '../http/context';
import { pathId } from '../http/path-id';
import type { OrderWorkflows } from '../orders/order-workflows.port';
import { orderNumberOf, payOrderBalanceLink } from '../order-edits/order-edits.service';
import { getPaymentLink } from './payment-links.service';

/** The public pay page's operations: read a link, pay it (an order's balance through the order's workflow). */
export const paymentLinksPublicHandlers = (workflows: OrderWorkflows): Handlers => ({
  async getPaymentLink(ctx) {
    const { em, store } = ctx.state;
    ctx.body = await getPaymentLink(em, store, pathId(ctx), orderNumberOf(em, store));
  },
  async payPaymentLink(ctx) {
    const { em, store, idempotencyScope } = ctx.state;
    const updateId = idempotencyScope ? `idempotency-${idempotencyScope}` : undefined;
    const token = ctx.state.input.body.paymentToken;
    ctx.body = await payOrderBalanceLink(em, workflows, store, pathId(ctx), token, updateId);
  },
});
