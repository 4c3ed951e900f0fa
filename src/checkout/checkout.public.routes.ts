import type { ApiContext, Handlers } from '../http/context';
import { confirmPayment, getCheckout, submitCheckout, type SubmitOutcome } from './checkout.service';

/** A 202 says where to poll the checkout until it settles. */
const send = (ctx: ApiContext, outcome: SubmitOutcome) => {
  ctx.status = outcome.status;
  ctx.body = outcome.body;
  if (outcome.status === 202) ctx.set('Location', `/v3/public/${ctx.state.credential}/cart/checkout`);
};

export const checkoutPublicHandlers: Handlers = {
  async getCheckout(ctx) {
    ctx.body = await getCheckout(ctx.state.deps, ctx.state.em, ctx.state.store, ctx.state.cartToken as string);
  },
  async submitCheckout(ctx) {
    send(
      ctx,
      await submitCheckout(
        ctx.state.deps,
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
    send(ctx, await confirmPayment(ctx.state.deps, ctx.state.em, ctx.state.store, paymentId, result !== 'failed'));
  },
};
