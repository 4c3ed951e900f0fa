import type { ApiContext, Handlers } from '../http/context';
import { pathId } from '../http/path-id';
import type { OrderWorkflows } from '../orders/order-workflows.port';
import { confirmOrderBalanceLink, orderNumberOf, payOrderBalanceLink } from '../order-edits/order-edits.service';
import { draftOfLink } from '../draft-orders/draft-orders.service';
import type { SecretKeyring } from '../secrets/secret-box';
import { getPaymentLink, nextActionOfLink, type PaymentLinkView } from './payment-links.service';

export interface PaymentLinkDeps {
  workflows: OrderWorkflows;
  keyring: () => SecretKeyring;
  /** How long a card that asks for 3-D Secure waits for the pay page's confirm (CHECKOUT_ACTION_TIMEOUT_SECONDS). */
  actionTimeoutSeconds: number;
}

/**
 * A draft order's link shows the draft's lines and totals beside the amount; a link whose card waits on its shopper
 * says what to do next (`nextAction`).
 */
async function answerOf(ctx: ApiContext, keyring: () => SecretKeyring, view: PaymentLinkView) {
  const { em, store } = ctx.state;
  const draftOrder = view.purpose === 'draft_order' ? await draftOfLink(em, store, view.id) : null;
  const nextAction = view.status === 'open' ? await nextActionOfLink(em, keyring, store, view.id) : null;
  return { ...view, ...(draftOrder && { draftOrder }), ...(nextAction && { nextAction }) };
}

/**
 * The public pay page's operations: read a link, pay it (an order's balance, or a draft order's total, through the
 * order's workflow), and confirm a card's second step (3-D Secure).
 */
export const paymentLinksPublicHandlers = ({
  workflows,
  keyring,
  actionTimeoutSeconds,
}: PaymentLinkDeps): Handlers => ({
  async getPaymentLink(ctx) {
    const { em, store } = ctx.state;
    ctx.body = await answerOf(ctx, keyring, await getPaymentLink(em, store, pathId(ctx), orderNumberOf(em, store)));
  },
  async payPaymentLink(ctx) {
    const { em, store, idempotencyScope } = ctx.state;
    const updateId = idempotencyScope ? `idempotency-${idempotencyScope}` : undefined;
    const link = { id: pathId(ctx), token: ctx.state.input.body.paymentToken, actionTimeoutSeconds };
    ctx.body = await answerOf(ctx, keyring, await payOrderBalanceLink(em, workflows, store, link, updateId));
  },
  async confirmPaymentLink(ctx) {
    const { em, store, idempotencyScope } = ctx.state;
    const updateId = idempotencyScope ? `idempotency-${idempotencyScope}` : undefined;
    const { paymentId, result } = ctx.state.input.body;
    const confirmation = { linkId: pathId(ctx), paymentId, approved: result !== 'failed' };
    ctx.body = await answerOf(
      ctx,
      keyring,
      await confirmOrderBalanceLink(em, workflows, store, confirmation, updateId),
    );
  },
});
