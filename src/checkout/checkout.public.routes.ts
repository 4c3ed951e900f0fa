import type { ApiContext, Handlers } from '../http/context';
import { keyringOf } from '../secrets/keyring';
import { temporalCheckoutWorkflows } from '../temporal/checkout-workflows';
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
};
