import type { Handlers } from '../http/context';
import { receiveProviderWebhook } from './provider-webhooks.service';

export const providerWebhookHandlers: Handlers = {
  async receiveStripeWebhook(ctx) {
    const headers = { 'stripe-signature': ctx.get('Stripe-Signature') || undefined };
    ctx.body = await receiveProviderWebhook(
      ctx.state.deps,
      ctx.state.em,
      'stripe',
      ctx.params.storeId,
      ctx.state.rawBody ?? '',
      headers,
    );
  },
};
