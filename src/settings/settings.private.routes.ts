import { keyringOf } from '../secrets/keyring';
import type { Handlers } from '../http/context';
import { getSettings, updateSettings } from './settings.service';

export const settingsPrivateHandlers: Handlers = {
  async adminGetStoreSettings(ctx) {
    ctx.body = await getSettings(ctx.state.em, ctx.state.store.id);
  },
  async adminUpdateStoreSettings(ctx) {
    const keyring = () => keyringOf(ctx.state.deps.config);
    ctx.body = await updateSettings(ctx.state.em, ctx.state.store.id, ctx.state.input.body, keyring);
    // The cached store behind the publishable key carries these settings.
    ctx.state.deps.publishableKeys.forgetStore(ctx.state.store.id);
  },
};
