import type { ApiContext, Handlers } from '../http/context';
import { pathId } from '../http/path-id';
import {
  adjustGiftCard,
  getGiftCard,
  giftCardIdentityOf,
  issueGiftCard,
  listGiftCards,
  setGiftCardEnabled,
} from './gift-cards.admin.service';
import { changeStoreCredit, storeCreditOfCustomer } from './store-credit.service';
import { keyedId } from '../shared/ids';
import { keyringIfSet } from '../secrets/keyring';

/** Who made a change, as the ledger row keeps it: the secret key or the staff member. */
const actorOf = (ctx: ApiContext) => {
  const principal = ctx.state.principal;
  return principal ? `${principal.type}:${principal.id}` : 'unknown';
};

export const balancesPrivateHandlers: Handlers = {
  async adminListGiftCards(ctx) {
    ctx.body = await listGiftCards(ctx.state.em, ctx.state.cursors, ctx.state.store, ctx.state.input.query);
  },
  async adminIssueGiftCard(ctx) {
    ctx.status = 201;
    const { em, store, input, idempotencyScope, deps } = ctx.state;
    const identity = giftCardIdentityOf(keyringIfSet(deps.config), idempotencyScope);
    ctx.body = await issueGiftCard(em, store, input.body, actorOf(ctx), identity);
  },
  async adminGetGiftCard(ctx) {
    ctx.body = await getGiftCard(ctx.state.em, ctx.state.store, pathId(ctx));
  },
  async adminDisableGiftCard(ctx) {
    ctx.body = await setGiftCardEnabled(ctx.state.em, ctx.state.store, pathId(ctx), false);
  },
  async adminEnableGiftCard(ctx) {
    ctx.body = await setGiftCardEnabled(ctx.state.em, ctx.state.store, pathId(ctx), true);
  },
  async adminAdjustGiftCard(ctx) {
    const { em, store, input, idempotencyScope } = ctx.state;
    const adjustmentId = keyedId('bal', idempotencyScope);
    ctx.body = await adjustGiftCard(em, store, pathId(ctx), input.body, actorOf(ctx), adjustmentId);
  },
  async adminGetCustomerStoreCredit(ctx) {
    ctx.body = await storeCreditOfCustomer(ctx.state.em, ctx.state.store, pathId(ctx));
  },
  async adminChangeCustomerStoreCredit(ctx) {
    const { em, store, input, idempotencyScope } = ctx.state;
    const adjustmentId = keyedId('bal', idempotencyScope);
    ctx.body = await changeStoreCredit(em, store, pathId(ctx), input.body, actorOf(ctx), adjustmentId);
  },
};
