import type { MikroORM } from '@mikro-orm/postgresql';
import { openOrm } from '../../src/db/orm';
import { entities } from '../../src/entities';
import { execute, inTransaction } from '../../src/db/sql';
import {
  findCartById,
  findCartLines,
  findCartsWithLines,
  findCartWithLines,
  recordRefusedCheckouts,
} from '../../src/cart/cart.repository';
import { SubmitStockCheck } from '../../src/checkout/checkout-stock';
import { SoldOutVariants } from '../../src/checkout/sold-out-variants';
import { createLogger } from '../../src/logger';
import { waitFor } from '../support/processes';
import {
  makeCheckoutStore,
  makeReadyCart,
  makeStockedProduct,
  type CheckoutStore,
} from '../support/checkout-factories';

/** The API's stock check before a checkout starts (src/checkout/checkout-stock.ts), on the real PostgreSQL. */
let orm: MikroORM;
let store: CheckoutStore;
let soldOut: SoldOutVariants;
let check: SubmitStockCheck;
beforeAll(async () => {
  orm = await openOrm(process.env.DATABASE_URL as string, entities, 2);
  check = new SubmitStockCheck(orm);
  store = await makeCheckoutStore(orm.em.fork());
  // A lease far longer than the tests: only PostgreSQL's notices can make a sold-out variant available again here.
  soldOut = await SoldOutVariants.open(process.env.DATABASE_URL as string, createLogger('warn', 'test'), 600_000);
});
afterAll(async () => {
  await soldOut.stop();
  await orm.close(true);
});

const em = () => orm.em.fork();

/** N carts of one unit each of a product with the given stock. */
async function cartsFor(stock: number, carts: number) {
  const product = await makeStockedProduct(em(), store, stock);
  const made = [];
  for (let i = 0; i < carts; i += 1) made.push(await makeReadyCart(em(), store, [{ ...product, quantity: 1 }]));
  return { product, carts: made.map((cart) => cart.cartId) };
}

/**
 * The submit's claim as the API takes it: the cart and its lines read together, then the check, with what the
 * process knows of sold-out variants when `knowing`.
 */
async function claimFor(cartId: string, knowing = false) {
  const readSince = soldOut.readStarts();
  const { cart, lines, begun } = await readCart(cartId);
  return check.claim(
    em(),
    cart,
    lines,
    knowing ? { known: soldOut, storeId: store.storeId, readSince } : undefined,
    begun,
  );
}

/** The cart and its lines read as the submit reads them (its timestamps as to_jsonb writes them), and when it began. */
async function readCart(cartId: string) {
  const begun = check.readStarts();
  const found = await findCartById(em(), cartId);
  const read = found && (await findCartWithLines(em(), found.store_id, found.token));
  if (!read) throw new Error(`no cart ${cartId}`);
  return { ...read, begun };
}

/** Whether the claim is let through (its end given back at once) rather than refused out of stock. */
const letThrough = (cartId: string) =>
  claimFor(cartId, true).then(
    (end) => (end(), true),
    (error: { code?: string }) => {
      if (error.code !== 'cart_item_out_of_stock') throw error;
      return false;
    },
  );

/** What the checkout's first transaction does to the stock and the cart (beginCheckout), in one transaction. */
async function reserveAsCheckoutDoes(cartId: string, variantId: string) {
  await inTransaction(em(), async (tx) => {
    await execute(tx, 'UPDATE variants SET stock_reserved = stock_reserved + 1 WHERE id = ?', [variantId]);
    await execute(tx, `UPDATE carts SET status = 'checking_out' WHERE id = ?`, [cartId]);
  });
}

describe('when a submit under way holds the last unit and has not reserved it yet', () => {
  it('then the next cart is refused with 0 units left, and let through once that submit ends', async () => {
    const { carts } = await cartsFor(1, 2);
    const endFirst = await claimFor(carts[0]);
    await expect(claimFor(carts[1])).rejects.toMatchObject({
      code: 'cart_item_out_of_stock',
      details: { requested: 1, available: 0 },
    });
    endFirst();
    (await claimFor(carts[1]))();
  });
});

describe('when a submit under way has reserved its unit but not answered yet', () => {
  it('then its unit counts once: the next cart gets the unit still left', async () => {
    const { product, carts } = await cartsFor(2, 3);
    const endFirst = await claimFor(carts[0]);
    await reserveAsCheckoutDoes(carts[0], product.variantId);
    const endSecond = await claimFor(carts[1]);
    await expect(claimFor(carts[2])).rejects.toMatchObject({
      code: 'cart_item_out_of_stock',
      details: { requested: 1, available: 0 },
    });
    endFirst();
    endSecond();
  });
});

describe('when the process knows a variant sold out and units come back', () => {
  it('then a submit resting on claims is let through once units come back, by the notice alone', async () => {
    const { product, carts } = await cartsFor(1, 4);
    const [holder, refused, waiting, later] = carts;
    const endHolder = await claimFor(holder, true);
    await reserveAsCheckoutDoes(holder, product.variantId);
    // The reservation's notice arrives; a read begun after it finds the variant sold out and the process keeps that.
    await waitFor(
      async () => !(await letThrough(refused)) && soldOut.isSoldOut(store.storeId, product.variantId),
      'sold out known',
    );
    // Units back (a restock, as a released reservation would): the holder's claim still counts, so the next submit
    // rests on claims, where a stale "sold out" would refuse it; it must be let through once the notice is in.
    await execute(em(), 'UPDATE variants SET stock_on_hand = stock_on_hand + 1 WHERE id = ?', [product.variantId]);
    await waitFor(() => letThrough(waiting), 'the restocked unit to be let through', 10_000);
    expect(soldOut.isSoldOut(store.storeId, product.variantId)).toBe(false);
    endHolder();
    (await claimFor(later, true))();
  });

  it('then, sold out and the holder still claiming, a submit is refused from what is known, with no read', async () => {
    const { product, carts } = await cartsFor(1, 3);
    const [holder, first, second] = carts;
    const endHolder = await claimFor(holder, true);
    await reserveAsCheckoutDoes(holder, product.variantId);
    await waitFor(
      async () => !(await letThrough(first)) && soldOut.isSoldOut(store.storeId, product.variantId),
      'sold out known',
    );
    // The second cart's read is made to show the unit still there (as a read begun before the reservation would):
    // claims make it short, and the known sold-out refuses it without reading the stock again.
    const refusalsBefore = soldOut.refusals;
    const cart = await findCartById(em(), second);
    const lines = (await findCartLines(em(), second, cart!.currency)).map((line) => ({ ...line, available: 1 }));
    await expect(
      check.claim(em(), cart!, lines, {
        known: soldOut,
        storeId: store.storeId,
        readSince: soldOut.readStarts(),
      }),
    ).rejects.toMatchObject({ code: 'cart_item_out_of_stock', details: { available: 0 } });
    expect(soldOut.refusals).toBe(refusalsBefore + 1);
    endHolder();
  });
});

describe('when a variant is known sold out and no notice comes', () => {
  it('then the knowledge lapses after its lease, and none is kept once it stops listening', async () => {
    const leased = await SoldOutVariants.open(process.env.DATABASE_URL as string, createLogger('warn', 'test'), 200);
    try {
      leased.learn(store.storeId, 'prod_x', 'var_x', leased.readStarts());
      expect(leased.isSoldOut(store.storeId, 'var_x')).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(leased.isSoldOut(store.storeId, 'var_x')).toBe(false);
    } finally {
      await leased.stop();
    }
    leased.learn(store.storeId, 'prod_x', 'var_x', leased.readStarts());
    expect(leased.isSoldOut(store.storeId, 'var_x')).toBe(false);
  });
});

describe('when a submit answered 202 and its checkout has not reserved yet', () => {
  it('then its claim stays until the cart shows the reservation, and ends when the checkout fails', async () => {
    const { product, carts } = await cartsFor(1, 3);
    const [answered, next, after] = carts;
    (await claimFor(answered))(true);
    // Still open and unchanged: its checkout may reserve the unit any moment, so the next cart is refused.
    await expect(claimFor(next)).rejects.toMatchObject({ code: 'cart_item_out_of_stock' });
    // The checkout failed before reserving (as failCheckout reopens a cart with its error): the unit is free again.
    await execute(em(), `UPDATE carts SET last_checkout_error = '{"code":"x"}', updated_at = now() WHERE id = ?`, [
      answered,
    ]);
    (await claimFor(next))(true);
    // This one reserves: the stock holds its unit and the claim ends, counted once.
    await reserveAsCheckoutDoes(next, product.variantId);
    await expect(claimFor(after)).rejects.toMatchObject({ details: { available: 0 } });
    await execute(em(), 'UPDATE variants SET stock_on_hand = stock_on_hand + 1 WHERE id = ?', [product.variantId]);
    (await claimFor(after))();
  });
});

describe('when a read of the stock began before a claim ended with its reservation', () => {
  it('then that claim still counts against the read: the cart read with it is refused', async () => {
    const { product, carts } = await cartsFor(2, 3);
    const [answered, fresh, stale] = carts;
    (await claimFor(answered))(true);
    // Read while the answered checkout had not reserved: 2 units left as far as this read knows.
    const staleRead = await readCart(stale);
    await reserveAsCheckoutDoes(answered, product.variantId);
    // A read after the reservation ends the answered claim (the stock holds its unit now) and takes the last unit.
    (await claimFor(fresh))(true);
    await expect(check.claim(em(), staleRead.cart, staleRead.lines, undefined, staleRead.begun)).rejects.toMatchObject({
      code: 'cart_item_out_of_stock',
      details: { available: 0 },
    });
  });
});

describe('when the reads of several submits come back together (one batched read)', () => {
  it('then each check sees the claims taken before it: no more carts are let through than units', async () => {
    const { carts } = await cartsFor(1, 3);
    const reads = await Promise.all(carts.map(readCart));
    const outcomes = await Promise.allSettled(
      reads.map((read) => check.claim(em(), read.cart, read.lines, undefined, read.begun)),
    );
    const letThroughs = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
    expect(letThroughs).toHaveLength(1);
    for (const end of letThroughs) end();
  });
});

describe('when submits arrive together, their carts are read and their refusals kept in one statement each', () => {
  it('then each token gets its cart and lines (none for a token without a cart), each cart its error', async () => {
    const product = await makeStockedProduct(em(), store, 5);
    const one = await makeReadyCart(em(), store, [{ ...product, quantity: 2 }]);
    const other = await makeReadyCart(em(), store, [{ ...product, quantity: 3 }]);
    const read = await findCartsWithLines(em(), [
      { storeId: store.storeId, token: other.token },
      { storeId: store.storeId, token: 'no-such-cart' },
      { storeId: store.storeId, token: one.token },
    ]);
    expect(read.map((found) => found && [found.cart.id, found.lines.map((line) => line.quantity)])).toEqual([
      [other.cartId, [3]],
      undefined,
      [one.cartId, [2]],
    ]);
    expect(read[2]).toEqual(await findCartWithLines(em(), store.storeId, one.token));
    await recordRefusedCheckouts(em(), [
      { cartId: one.cartId, error: { code: 'first' } },
      { cartId: other.cartId, error: { code: 'second' } },
      { cartId: one.cartId, error: { code: 'first' } },
    ]);
    expect((await findCartById(em(), one.cartId))?.last_checkout_error).toEqual({ code: 'first' });
    expect((await findCartById(em(), other.cartId))?.last_checkout_error).toEqual({ code: 'second' });
  });
});
