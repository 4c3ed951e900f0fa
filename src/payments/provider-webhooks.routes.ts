import type { Handlers } from '../http/context';
import { receiveProviderWebhook } from '../orders/provider-webhooks.service';
import { keyringOf } from '../secrets/keyring';
import { signalPaymentOutcome } from '../temporal/checkout-workflows';
import { orderActionDeps } from '../temporal/order-workflows';

export const providerWebhookHandlers: Handlers = {
  async receiveStripeWebhook(ctx) {
    const { temporal, config } = ctx.state.deps;
    const deps = {
      orders: orderActionDeps(temporal, config),
      keyring: () => keyringOf(config),
      notifyPaymentOutcome: (cartId: string, approved: boolean) => signalPaymentOutcome(temporal, cartId, approved),
    };
    const headers = { 'stripe-signature': ctx.get('Stripe-Signature') || undefined };
    ctx.body = await receiveProviderWebhook(
      deps,
      ctx.state.em,
      'stripe',
      ctx.params.storeId,
      ctx.state.rawBody ?? '',
      headers,
    );
  },
};
