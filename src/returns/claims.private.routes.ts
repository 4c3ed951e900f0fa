import type { Handlers } from '../http/context';
import { pathId } from '../http/path-id';
import { keyedId } from '../shared/ids';
import type { OrderActionDeps } from '../orders/orders.service';
import { createClaim, getClaim, listClaims } from './claims.service';

/** The staff's claims: a claim's refund runs as a step of its order's workflow. */
export const claimsPrivateHandlers = (orders: OrderActionDeps): Handlers => ({
  async adminCreateClaim(ctx) {
    const input = { ...ctx.state.input.body, id: keyedId('clm', ctx.state.idempotencyScope) };
    ctx.status = 201;
    const orderId = ctx.state.input.params.orderId;
    ctx.body = await createClaim(ctx.state.em, orders.workflows, ctx.state.store, orderId, input);
  },
  async adminListClaims(ctx) {
    ctx.body = await listClaims(ctx.state.em, ctx.state.cursors, ctx.state.store, ctx.state.input.query);
  },
  async adminGetClaim(ctx) {
    ctx.body = await getClaim(ctx.state.em, ctx.state.store, pathId(ctx));
  },
});
