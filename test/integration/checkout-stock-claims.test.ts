import type { MikroORM } from '@mikro-orm/postgresql';
import { openOrm } from '../../src/db/orm';
import { entities } from '../../src/entities';
import { execute, inTransaction } from '../../src/db/sql';
import { findCartById, findCartLines } from '../../src/cart/cart.repository';
import { claimStockForSubmit } from '../../src/checkout/checkout-stock';
import {
  makeCheckoutStore,
  makeReadyCart,
  makeStockedProduct,
  type CheckoutStore,
} from '../support/checkout-factories';

/** The API's stock check before a checkout starts (src/checkout/checkout-stock.ts), on the real PostgreSQL. */
let orm: MikroORM;
let store: CheckoutStore;
beforeAll(async () => {
  orm = await openOrm(process.env.DATABASE_URL as string, entities, 2);
  store = await makeCheckoutStore(orm.em.fork());
});
afterAll(() => orm.close(true));

const em = () => orm.em.fork();

/** N carts of one unit each of a product with the given stock. */
async function cartsFor(stock: number, carts: number) {
  const product = await makeStockedProduct(em(), store, stock);
  const made = [];
  for (let i = 0; i < carts; i += 1) made.push(await makeReadyCart(em(), store, [{ ...product, quantity: 1 }]));
  return { product, carts: made.map((cart) => cart.cartId) };
}

/** The submit's claim as the API takes it: the cart and its lines read together, then the check. */
async function claimFor(cartId: string) {
  const cart = await findCartById(em(), cartId);
  if (!cart) throw new Error(`no cart ${cartId}`);
  return claimStockForSubmit(em(), cart, await findCartLines(em(), cart.id, cart.currency));
}

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
