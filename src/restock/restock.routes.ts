import type { Handlers } from '../http/context';
import type { Mailer } from '../mail/mailer';
import { awaitedVariants, confirmRestockAlert, signUpForRestock, unsubscribeRestockAlert } from './restock.service';

export function restockHandlers(mailer: Mailer): Handlers {
  return {
    async createRestockAlert(ctx) {
      const { em, deps, store, input, customerId } = ctx.state;
      ctx.body = await signUpForRestock(em, mailer, deps.config, store.id, { ...input.body, customerId });
    },
    async confirmRestockAlert(ctx) {
      ctx.body = await confirmRestockAlert(ctx.state.em, ctx.state.deps.config, ctx.state.input.query.token);
    },
    async unsubscribeRestockAlert(ctx) {
      ctx.body = await unsubscribeRestockAlert(ctx.state.em, ctx.state.deps.config, ctx.state.input.query.token);
    },
    async adminListAwaitedVariants(ctx) {
      ctx.body = await awaitedVariants(ctx.state.em, ctx.state.store.id, ctx.state.input.query.limit ?? 20);
    },
  };
}
