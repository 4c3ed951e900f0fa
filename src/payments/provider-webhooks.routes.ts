import type { Handlers } from '../http/context';
import { receiveProviderWebhook, type ProviderWebhookDeps } from '../orders/provider-webhooks.service';

/** The payment providers' webhooks: a payment's outcome reaches its order's workflow and its cart's checkout. */
export const providerWebhookHandlers = (deps: ProviderWebhookDeps): Handlers => ({
  async receiveStripeWebhook(ctx) {
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
});
