import type { MikroORM } from '@mikro-orm/postgresql';
import { openOrm } from '../../src/db/orm';
import { entities } from '../../src/entities';
import { queryOne } from '../../src/db/sql';
import { beginCheckout, completeCheckout } from '../../src/checkout/checkout.steps';
import { newId } from '../../src/shared/ids';
import { makeCheckoutStore, makeReadyCart, makeStockedProduct } from '../support/checkout-factories';

/**
 * The checkout's two transactions on one variant of one store, run side by side on the real PostgreSQL: a new order's
 * (stock reserved, the day's sales row counted) and a paid order's (stock committed, the day's sales row counted).
 * Taken in opposite orders, those two rows deadlocked, and PostgreSQL stopped one transaction after its 1 s wait.
 */
const ROUNDS = 4;
const PER_ROUND = 12;

let orm: MikroORM;
beforeAll(async () => {
  orm = await openOrm(process.env.DATABASE_URL as string, entities, 2 * PER_ROUND);
});
afterAll(() => orm.close(true));

const em = () => orm.em.fork();

describe('when orders of one variant are placed while earlier ones are being paid', () => {
  it('then no transaction deadlocks, and the days count every checkout and every sale once', async () => {
    const shop = await makeCheckoutStore(em());
    const product = await makeStockedProduct(em(), shop, ROUNDS * PER_ROUND * 2);
    const begin = async () => {
      const cart = await makeReadyCart(em(), shop, [{ ...product, quantity: 1 }]);
      const ids = { orderId: newId('ord'), paymentId: newId('pay') };
      await beginCheckout(em(), { storeId: shop.storeId, cartId: cart.cartId, ...ids, paymentMethod: 'card' });
      return ids;
    };
    const failures: unknown[] = [];
    const settle = async <T>(work: Promise<T>) => work.catch((error: unknown) => void failures.push(error));
    let begun = await Promise.all(Array.from({ length: PER_ROUND }, begin));
    let paid = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      const paying = begun.map((ids) =>
        settle(completeCheckout(em(), shop.storeId, ids.orderId, ids.paymentId).then(() => (paid += 1))),
      );
      const beginning = Array.from({ length: PER_ROUND }, () => settle(begin()));
      await Promise.all(paying);
      begun = (await Promise.all(beginning)).filter((ids) => ids !== undefined);
    }
    expect(failures.map((error) => (error as { code?: string }).code ?? String(error))).toStrictEqual([]);
    // Summed over days: a run across midnight (UTC) counts on two.
    const days = await queryOne<{ checkouts: string; orders: string; units: string }>(
      em(),
      'SELECT sum(checkouts) AS checkouts, sum(orders) AS orders, sum(units) AS units FROM order_sales_days ' +
        'WHERE store_id = ?',
      [shop.storeId],
    );
    expect(days).toStrictEqual({
      checkouts: String((ROUNDS + 1) * PER_ROUND),
      orders: String(paid),
      units: String(paid),
    });
    expect(paid).toBe(ROUNDS * PER_ROUND);
  }, 60_000);
});
