import type { Middleware } from 'koa';
import type { ApiState } from '../http/context';
import type { MikroORM } from '@mikro-orm/postgresql';
import { findCartsWithLines, findOrCreateCartWithLines, type CartLineRow, type CartRow } from '../cart/cart.repository';
import { batched } from '../shared/batched';
import { SubmitStockCheck } from './checkout-stock';
import type { SoldOutVariants } from './sold-out-variants';

declare module '../http/context' {
  interface AppDeps {
    /** The variants this process knows to be sold out; without it every refusal rests on what the cart read. */
    soldOutVariants?: SoldOutVariants;
  }
  interface ApiState {
    /** The cart a submit read before its Idempotency-Key was claimed, with its lines, for the submit to go on with. */
    submittedCart?: { cart: CartRow; lines: CartLineRow[] };
  }
}

/**
 * The stock check of POST /cart/checkout/submit, before its Idempotency-Key is claimed: a flash sale's losers cost the
 * cart's read (which the submit makes anyway) and the refusal's record, not the key's claim and release too. A refusal
 * is not kept under the key (a 409 never is), so a retry with the same key is checked again, as it would have been.
 * The submit's claim on the units lasts as long as the request, or after a 202 until the checkout has reserved
 * (src/checkout/checkout-stock.ts). One per API process: made once by the composition root.
 */
export function submitStockCheck(orm: MikroORM): Middleware<ApiState> {
  const check = new SubmitStockCheck(orm);
  // The carts of submits that arrive together, read in one statement (two at a time), so that a flash sale's burst
  // of submits costs the API's pool and PostgreSQL a few reads rather than one each. A token without a cart yet is
  // read (and its cart created) on its own.
  const readSubmittedCart = batched(
    (keys: Array<{ storeId: string; token: string }>) => findCartsWithLines(orm.em.fork(), keys),
    2,
  );
  return async (ctx, next) => {
    const { em, store, deps } = ctx.state;
    const token = ctx.state.cartToken as string;
    const known = deps.soldOutVariants;
    const readSince = known?.readStarts();
    const readBegun = check.readStarts();
    const read =
      (await readSubmittedCart({ storeId: store.id, token })) ??
      (await findOrCreateCartWithLines(em, store.id, token, store.defaultCurrency));
    ctx.state.submittedCart = read;
    // A payment method the store does not take is refused by the submit itself (422), before any stock.
    const method = (ctx.state.input.body as { paymentMethod?: string } | undefined)?.paymentMethod;
    if (read.cart.status !== 'open' || !method || !store.paymentMethods.includes(method)) return next();
    const soldOut = known && readSince !== undefined ? { known, storeId: store.id, readSince } : undefined;
    const endClaim = await check.claim(em, read.cart, read.lines, soldOut, readBegun);
    try {
      await next();
    } catch (error) {
      endClaim();
      throw error;
    }
    // A 202: the checkout runs on and may not have reserved yet, so its claim stays until it shows (checkout-stock.ts).
    endClaim(ctx.status === 202);
  };
}
