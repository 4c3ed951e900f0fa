import type { Handlers } from '../http/context';
import { returnPolicyOf } from '../settings/return-policy';
import { publicProfile } from './stores.service';

export const storesPublicHandlers: Handlers = {
  async getStore(ctx) {
    // The reasons a return may give, so that a storefront offers only those the store accepts.
    const { reasons } = await returnPolicyOf(ctx.state.em, ctx.state.store.id);
    ctx.body = { ...publicProfile(ctx.state.store), returnReasons: reasons };
  },
};
