import type { Handlers } from '../http/context';
import { restoreCart, unsubscribeFromRecovery } from './cart-recovery.service';

export const cartRecoveryHandlers: Handlers = {
  async restoreCart(ctx) {
    ctx.body = await restoreCart(ctx.state.em, ctx.state.deps.config, ctx.state.store, ctx.state.input.body.token);
  },
  async unsubscribeCartRecovery(ctx) {
    await unsubscribeFromRecovery(ctx.state.em, ctx.state.deps.config, ctx.state.input.query.token);
    ctx.body = { unsubscribed: true };
  },
};
