import type { Handlers } from '../http/context';
import type { CartActivityPort } from '../cart/cart-activity.port';
import { restoreCart, unsubscribeFromRecovery } from './cart-recovery.service';

export function cartRecoveryHandlers(recovery: CartActivityPort): Handlers {
  return {
    async restoreCart(ctx) {
      ctx.body = await restoreCart(ctx.state.em, ctx.state.deps.config, ctx.state.store, ctx.state.input.body.token);
    },
    async unsubscribeCartRecovery(ctx) {
      const { storeId, cartIds } = await unsubscribeFromRecovery(
        ctx.state.em,
        ctx.state.deps.config,
        ctx.state.input.query.token,
      );
      ctx.body = { unsubscribed: true };
      // The list is saved, so each step would stop anyway; the signals only end the waits now. Not awaited, and a
      // failure is logged, so the shopper's unsubscribe never fails on Temporal.
      for (const cartId of cartIds) {
        recovery
          .notify({ kind: 'ended', storeId, cartId, reason: 'unsubscribed' })
          .catch((error) => ctx.state.deps.logger.warn({ err: error, cartId }, 'cart recovery not told'));
      }
    },
  };
}
