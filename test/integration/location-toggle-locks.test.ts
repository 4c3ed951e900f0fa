import type { MikroORM } from '@mikro-orm/postgresql';
import { openOrm } from '../../src/db/orm';
import { entities } from '../../src/entities';
import { inTransaction, queryOne, queryRows } from '../../src/db/sql';
import { beginCheckout } from '../../src/checkout/checkout.steps';
import { commitStock } from '../../src/catalogue/stock/stock.repository';
import { createLocation, listStoreLocations, updateLocation } from '../../src/catalogue/stock/locations.admin.service';
import { changeVariantStock } from '../../src/catalogue/stock/stock.admin.service';
import { newId } from '../../src/shared/ids';
import { waitFor } from '../support/processes';
import { makeCheckoutStore, makeReadyCart, makeStockedProduct } from '../support/checkout-factories';

/**
 * A store owner turns "fulfils online orders" off at a location while an order paid there is being allocated. The
 * change locks the location, then the variants it holds; the payment holds its variants, then writes allocations
 * whose foreign key share-locks the location. A location locked FOR UPDATE refuses that share lock, so the two
 * waited on each other until PostgreSQL stopped one (deadlock detected).
 */
let orm: MikroORM;
beforeAll(async () => {
  orm = await openOrm(process.env.DATABASE_URL as string, entities, 4);
});
afterAll(() => orm.close(true));

const em = () => orm.em.fork();

/** Whether a statement of the location change waits for a row lock (the variant the payment holds). */
async function changeWaitsForVariant(): Promise<boolean> {
  const waiting = await queryRows(
    em(),
    `SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'
        AND query LIKE '%FROM location_stock WHERE location_id = %FOR UPDATE%'`,
  );
  return waiting.length > 0;
}

describe('when a location stops fulfilling online orders while an order paid from it is allocated', () => {
  it('then neither deadlocks: the payment allocates there, and the change goes through after it', async () => {
    const shop = await makeCheckoutStore(em());
    const product = await makeStockedProduct(em(), shop, 10);
    const {
      data: [home],
    } = await listStoreLocations(em(), shop.storeId);
    await updateLocation(em(), shop.storeId, home.id, { priority: 10 });
    const annex = await createLocation(em(), shop.storeId, { name: 'Annex', priority: 0 });
    await inTransaction(em(), (tx) =>
      changeVariantStock(tx, shop.storeId, { variantId: product.variantId, locationId: annex.id, set: 3 }),
    );
    const cart = await makeReadyCart(em(), shop, [{ ...product, quantity: 2 }]);
    const ids = { orderId: newId('ord'), paymentId: newId('pay') };
    await beginCheckout(em(), { storeId: shop.storeId, cartId: cart.cartId, ...ids, paymentMethod: 'card' });

    let change: Promise<unknown> | undefined;
    await inTransaction(em(), async (tx) => {
      // The payment's first hold, as commitStock's update of the variants takes it.
      await queryOne(tx, 'SELECT id FROM variants WHERE id = ? FOR UPDATE', [product.variantId]);
      change = updateLocation(em(), shop.storeId, annex.id, { fulfilsOnlineOrders: false });
      await waitFor(changeWaitsForVariant, 'the location change to wait for the variant', 10_000);
      await commitStock(tx, ids.orderId);
    });
    await expect(change).resolves.toMatchObject({ id: annex.id, fulfilsOnlineOrders: false });
    const allocations = await queryRows<{ location_id: string; quantity: number }>(
      em(),
      'SELECT location_id, quantity FROM stock_allocations WHERE order_id = ?',
      [ids.orderId],
    );
    expect(allocations).toStrictEqual([{ location_id: annex.id, quantity: 2 }]);
    // Home's 10 units alone count once the annex stops fulfilling online orders.
    const variant = await queryOne<{ stock_on_hand: number }>(em(), 'SELECT stock_on_hand FROM variants WHERE id = ?', [
      product.variantId,
    ]);
    expect(variant?.stock_on_hand).toBe(10);
  }, 60_000);
});
