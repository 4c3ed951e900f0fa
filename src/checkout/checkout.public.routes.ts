import type { ApiContext, Handlers } from '../http/context';
import { applyGiftCard, applyStoreCredit, removeTender } from './checkout-balances.service';
import { setCartItemGiftCard } from './cart-gift-cards.service';
import { pathId } from '../http/path-id';
import { confirmPayment, getCheckout, submitCheckout, type CheckoutDeps, type SubmitOutcome } from './checkout.service';

const cartToken = (ctx: ApiContext) => ctx.state.cartToken as string;

/** A placed order answers 201; a checkout in progress 202, saying where to poll it until it settles. */
const send = (ctx: ApiContext, outcome: SubmitOutcome) => {
  ctx.status = outcome.placed ? 201 : 202;
  ctx.body = outcome.body;
  if (!outcome.placed) ctx.set('Location', `/v3/public/${ctx.state.credential}/cart/checkout`);
};

/** The storefront's checkout operations, with the checkout's workflows and keyring built once by the app. */
export const checkoutPublicHandlers = (checkoutDeps: CheckoutDeps): Handlers => ({
  async getCheckout(ctx) {
    ctx.body = await getCheckout(checkoutDeps, ctx.state.em, ctx.state.store, ctx.state.cartToken as string);
  },
  async submitCheckout(ctx) {
    send(
      ctx,
      await submitCheckout(
        checkoutDeps,
        ctx.state.em,
        ctx.state.store,
        ctx.state.cartToken as string,
        ctx.state.input.body,
        ctx.state.submittedCart,
      ),
    );
  },
  async confirmPayment(ctx) {
    const { paymentId } = ctx.state.input.params;
    const { result } = ctx.state.input.body ?? {};
    send(ctx, await confirmPayment(checkoutDeps, ctx.state.em, ctx.state.store, paymentId, result !== 'failed'));
  },
  async setCartItemGiftCard(ctx) {
    const { em, store, input } = ctx.state;
    ctx.body = await setCartItemGiftCard(em, store, cartToken(ctx), pathId(ctx), input.body);
  },
  async applyCartGiftCard(ctx) {
    ctx.body = await applyGiftCard(ctx.state.em, ctx.state.store, cartToken(ctx), ctx.state.input.body.code);
  },
  async removeCartBalance(ctx) {
    ctx.body = await removeTender(ctx.state.em, ctx.state.store, cartToken(ctx), { id: ctx.state.input.params.id });
  },
  async applyCartStoreCredit(ctx) {
    const customerId = ctx.state.customerId as string;
    ctx.body = await applyStoreCredit(ctx.state.em, ctx.state.store, cartToken(ctx), customerId);
  },
  async removeCartStoreCredit(ctx) {
    ctx.body = await removeTender(ctx.state.em, ctx.state.store, cartToken(ctx), { storeCredit: true });
  },
});
