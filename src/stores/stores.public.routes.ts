import type { Handlers } from '../http/context';
import { publicProfile } from './stores.service';

export const storesPublicHandlers: Handlers = {
  async getStore(ctx) {
    ctx.body = publicProfile(ctx.state.store);
  },
};
