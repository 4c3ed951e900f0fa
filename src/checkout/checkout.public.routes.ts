import type { ApiContext, Handlers } from '../http/context';
import { keyringOf } from '../secrets/keyring';
import { temporalCheckoutWorkflows } from '../temporal/checkout-workflows';
import { applyGiftCard, applyStoreCredit, removeTender } from './checkout-balances.service';
import { confirmPayment, getCheckout, submitCheckout, type CheckoutDeps, type SubmitOutcome } from './checkout.service';

const checkoutDeps = (ctx: ApiContext): CheckoutDeps => {
  const { temporal, logger, config } = ctx.state.deps;
  return {
    workflows: temporalCheckoutWorkflows(temporal, logger, config.checkoutKeepStartingSeconds * 1000),
    keyring: () => keyringOf(config),
    logger,
    actionTimeoutSeconds: config.checkoutActionTimeoutSeconds,
  };
};

const cartToken = (ctx: ApiContext) => ctx.state.cartToken as string;

/** A placed order answers 201; a checkout in progress 202, saying where to poll it until it settles. */
const send = (ctx: ApiContext, outcome: SubmitOutcome) => {
  ctx.status = outcome.placed ? 201 : 202;
  ctx.body = outcome.body;
  if (!outcome.placed) ctx.set('Location', `/v3/public/${ctx.state.credential}/cart/checkout`);
};

export const checkoutPublicHandlers: Handlers = {
  async getCheckout(ctx) {
    ctx.body = await getCheckout(checkoutDeps(ctx), ctx.state.em, ctx.state.store, ctx.state.cartToken as string);
  },
  async submitCheckout(ctx) {
    send(
      ctx,
      await submitCheckout(
        checkoutDeps(ctx),
        ctx.state.em,
        ctx.state.store,
        ctx.state.cartToken as string,
        ctx.state.input.body,
      ),
    );
  },
  async confirmPayment(ctx) {
    const { paymentId } = ctx.state.input.params;
    const { result } = ctx.state.input.body ?? {};
    send(ctx, await confirmPayment(checkoutDeps(ctx), ctx.state.em, ctx.state.store, paymentId, result !== 'failed'));
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
};
