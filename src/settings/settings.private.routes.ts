import { keyringOf } from '../secrets/keyring';
import type { Handlers } from '../http/context';
import type { CartActivityPort } from '../cart/cart-activity.port';
import { getSettings, updateSettings } from './settings.service';

export const settingsPrivateHandlers = (recovery: Pick<CartActivityPort, 'stopStore'>): Handlers => ({
  async adminGetStoreSettings(ctx) {
    ctx.body = await getSettings(ctx.state.em, ctx.state.store.id);
  },
  async adminUpdateStoreSettings(ctx) {
    const keyring = () => keyringOf(ctx.state.deps.config);
    const storeId = ctx.state.store.id;
    ctx.body = await updateSettings(ctx.state.em, storeId, ctx.state.input.body, keyring);
    // The cached store behind the publishable key carries these settings.
    ctx.state.deps.publishableKeys.forgetStore(storeId);
    // Recovery switched off: the running sequences end now, not at their next step (which would find it off and send
    // nothing anyway). Not awaited, and a failure only logged, so the save never fails on Temporal.
    if (ctx.state.input.body.cartRecovery?.enabled === false)
      recovery
        .stopStore(storeId)
        .catch((error) => ctx.state.deps.logger.warn({ err: error, storeId }, 'cart recovery not told'));
  },
});
