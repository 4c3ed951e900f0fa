import type { ApiContext, Handlers } from '../http/context';
import { pathId } from '../http/path-id';
import type { OrderWorkflows } from '../orders/order-workflows.port';
import { orderNumberOf, payOrderBalanceLink } from '../order-edits/order-edits.service';
import { draftOfLink } from '../draft-orders/draft-orders.service';
import { getPaymentLink, type PaymentLinkView } from './payment-links.service';

/** A draft order's link shows the draft's lines and totals beside the amount. */
async function withDraft(ctx: ApiContext, view: PaymentLinkView) {
  const draftOrder = view.purpose === 'draft_order' ? await draftOfLink(ctx.state.em, ctx.state.store, view.id) : null;
  return draftOrder ? { ...view, draftOrder } : view;
}

/**
 * The public pay page's operations: read a link, pay it (an order's balance, or a draft order's total, through the
 * order's workflow).
 */
export const paymentLinksPublicHandlers = (workflows: OrderWorkflows): Handlers => ({
  async getPaymentLink(ctx) {
    const { em, store } = ctx.state;
    ctx.body = await withDraft(ctx, await getPaymentLink(em, store, pathId(ctx), orderNumberOf(em, store)));
  },
  async payPaymentLink(ctx) {
    const { em, store, idempotencyScope } = ctx.state;
    const updateId = idempotencyScope ? `idempotency-${idempotencyScope}` : undefined;
    const token = ctx.state.input.body.paymentToken;
    ctx.body = await withDraft(ctx, await payOrderBalanceLink(em, workflows, store, pathId(ctx), token, updateId));
  },
});
