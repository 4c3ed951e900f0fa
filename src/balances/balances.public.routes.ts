import type { Handlers } from '../http/context';
import { takeAuthBuckets } from '../customers/auth-rate-limit.middleware';
import { giftCardBalance } from './gift-card-balance.service';
import { storeCreditOf } from './store-credit.service';

export const balancesPublicHandlers: Handlers = {
  async checkGiftCardBalance(ctx) {
    const { store, deps } = ctx.state;
    // The sign-in operations' per-IP limit, in a bucket of its own: guessing codes is as slow as guessing sign-ins.
    await takeAuthBuckets(ctx, [
      { bucket: `gift-card-check:ip:${store.id}:${ctx.ip}`, limit: deps.config.customerAuthRateLimits.ip },
    ]);
    ctx.body = await giftCardBalance(ctx.state.em, store, ctx.state.input.body.code);
  },
  async getCurrentCustomerStoreCredit(ctx) {
    ctx.body = await storeCreditOf(ctx.state.em, ctx.state.store, ctx.state.customerId as string);
  },
};
