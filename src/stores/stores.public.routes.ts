import type { Handlers } from '../http/context';
import { publicProviderView } from '../payments/provider-settings';
import { returnPolicyOf } from '../settings/return-policy';
import { publicProfile } from './stores.service';

export const storesPublicHandlers: Handlers = {
  async getStore(ctx) {
    const { em, store } = ctx.state;
    // The reasons a return may give, so that a storefront offers only those the store accepts; and the payment
    // provider, so that a storefront on Stripe collects the card with Stripe.js and the store's publishable key.
    const { reasons } = await returnPolicyOf(em, store.id);
    const paymentProvider = await publicProviderView(em, store.id);
    ctx.body = { ...publicProfile(store), returnReasons: reasons, paymentProvider };
  },
};
