import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { openOrm } from '../../src/db/orm';
import { entities } from '../../src/entities';
import { queryRows } from '../../src/db/sql';
import { sql } from '../../src/db/sql-template';
import { beginCheckout, completeCheckout } from '../../src/checkout/checkout.steps';
import { createLocation } from '../../src/catalogue/stock/locations.admin.service';
import { adjustLocationStock } from '../../src/catalogue/stock/stock.admin.service';
import { saveAllocationStrategy, type AllocationStrategy } from '../../src/catalogue/stock/stock-allocation.repository';
import { newId } from '../../src/shared/ids';
import { makeProduct } from '../support/factories';
import { makeCheckoutStore, makeReadyCart, stockOf, type CheckoutStore } from '../support/checkout-factories';

/**
 * What paying an order of two variants stocked at three locations writes, per strategy: the allocations, each
 * location's stock, one ledger row and one inventory.updated event per line and location.
 */
let orm: MikroORM;
beforeAll(async () => {
  orm = await openOrm(process.env.DATABASE_URL as string, entities);
});
afterAll(() => orm.close(true));

const em = (): EntityManager => orm.em.fork();

interface Shop {
  store: CheckoutStore;
  /** Locations by name: the default one (priority 0), then first (1) and second (2). */
  at: Record<'home' | 'first' | 'second', string>;
}

async function shopWithLocations(strategy: AllocationStrategy): Promise<Shop> {
  const store = await makeCheckoutStore(em());
  await saveAllocationStrategy(em(), store.storeId, strategy);
  const [home] = await queryRows<{ id: string }>(
    em(),
    'SELECT id FROM stock_locations WHERE store_id = ? AND is_default',
    [store.storeId],
  );
  const first = await createLocation(em(), store.storeId, { name: 'First', priority: 1 });
  const second = await createLocation(em(), store.storeId, { name: 'Second', priority: 2 });
  return { store, at: { home: home.id, first: first.id, second: second.id } };
}

/** A product of two variants, each holding the given units at the named locations. */
async function stockedProduct(shop: Shop, levels: Array<Partial<Record<keyof Shop['at'], number>>>) {
  const product = await makeProduct(em(), shop.store.storeId, {
    variants: levels.map(() => ({ stock: 0, prices: { USD: 1000 } })),
  });
  for (const [index, level] of levels.entries())
    for (const [name, set] of Object.entries(level))
      await adjustLocationStock(em(), shop.store.storeId, shop.at[name as keyof Shop['at']], {
        variantId: product.variantIds[index],
        set,
      });
  return product;
}

async function paidOrder(shop: Shop, lines: Array<{ productId: string; variantId: string; quantity: number }>) {
  const cart = await makeReadyCart(em(), shop.store, lines);
  const ids = { orderId: newId('ord'), paymentId: newId('pay') };
  await beginCheckout(em(), { storeId: shop.store.storeId, cartId: cart.cartId, ...ids, paymentMethod: 'card' });
  await completeCheckout(em(), shop.store.storeId, ids.orderId, ids.paymentId);
  return ids.orderId;
}

/** What the payment wrote, by variant (as the product lists them) and location name, in a stable order. */
async function written(shop: Shop, orderId: string, variantIds: string[]) {
  const name = (locationId: string) => Object.entries(shop.at).find(([, id]) => id === locationId)?.[0];
  const variant = (variantId: string) => `v${variantIds.indexOf(variantId)}`;
  const allocations = await queryRows<{ variant_id: string; location_id: string; quantity: number }>(
    em(),
    'SELECT variant_id, location_id, quantity FROM stock_allocations WHERE order_id = ?',
    [orderId],
  );
  const ledger = await queryRows<{
    id: string;
    variant_id: string;
    location_id: string;
    delta: number;
    stock_after: number;
    location_stock_after: number;
    reason: string;
  }>(
    em(),
    `SELECT id, variant_id, location_id, delta, stock_after, location_stock_after, reason FROM stock_ledger
      WHERE reference = ?`,
    [orderId],
  );
  const events = await queryRows<{ object: Record<string, unknown> }>(
    em(),
    sql`SELECT payload->'data'->'object' AS object FROM events
         WHERE type = 'inventory.updated'
           AND payload->'data'->'object'->'ledgerEntry'->>'id' = ANY(${ledger.map((row) => row.id)}::text[])`,
  );
  const levels = await queryRows<{ variant_id: string; location_id: string; on_hand: number }>(
    em(),
    sql`SELECT variant_id, location_id, on_hand FROM location_stock WHERE variant_id = ANY(${variantIds}::text[])`,
  );
  const byKey = <T>(rows: T[], key: (row: T) => string) => rows.map(key).sort();
  return {
    allocations: byKey(allocations, (a) => `${variant(a.variant_id)} ${name(a.location_id)} ${a.quantity}`),
    ledger: byKey(
      ledger,
      (l) =>
        `${variant(l.variant_id)} ${name(l.location_id)} ${l.delta} after ${l.stock_after}, ` +
        `${l.location_stock_after} there (${l.reason})`,
    ),
    events: byKey(events, ({ object: o }) => {
      const entry = o.ledgerEntry as Record<string, unknown>;
      const row = ledger.find((l) => l.id === entry.id);
      const matches =
        row !== undefined &&
        o.id === row.variant_id &&
        o.variantId === row.variant_id &&
        entry.delta === row.delta &&
        entry.stockAfter === row.stock_after &&
        entry.locationId === row.location_id &&
        entry.locationStockAfter === row.location_stock_after &&
        entry.reason === row.reason &&
        o.updatedAt === entry.createdAt;
      return (
        `${variant(o.variantId as string)} ${name(o.locationId as string)} on hand ${o.onHand}, ` +
        `reserved ${o.reserved}, available ${o.available}, ${o.locationOnHand} there` +
        (matches ? '' : ' (not its ledger row)')
      );
    }),
    levels: byKey(
      levels.filter((l) => l.on_hand > 0),
      (l) => `${variant(l.variant_id)} ${name(l.location_id)} ${l.on_hand}`,
    ),
  };
}

/** Pays an order of the given units of each variant, stocked at the levels given, and answers what it wrote. */
async function paidAt(
  strategy: AllocationStrategy,
  quantities: number[],
  ...levels: Array<Partial<Record<keyof Shop['at'], number>>>
) {
  const shop = await shopWithLocations(strategy);
  const product = await stockedProduct(shop, levels);
  const lines = product.variantIds.map((variantId, index) => ({
    productId: product.id,
    variantId,
    quantity: quantities[index],
  }));
  const orderId = await paidOrder(shop, lines);
  return { variantIds: product.variantIds, written: await written(shop, orderId, product.variantIds) };
}

describe('when an order of two variants stocked at three locations is paid', () => {
  it('then by priority each line takes from the locations in turn, one ledger row and event per location', async () => {
    const paid = await paidAt('priority', [4, 2], { home: 1, first: 2, second: 5 }, { first: 1, second: 4 });
    expect(paid.written).toEqual({
      allocations: ['v0 first 2', 'v0 home 1', 'v0 second 1', 'v1 first 1', 'v1 second 1'],
      ledger: [
        'v0 first -2 after 4, 0 there (order)',
        'v0 home -1 after 4, 0 there (order)',
        'v0 second -1 after 4, 4 there (order)',
        'v1 first -1 after 3, 0 there (order)',
        'v1 second -1 after 3, 3 there (order)',
      ],
      events: [
        'v0 first on hand 4, reserved 0, available 4, 0 there',
        'v0 home on hand 4, reserved 0, available 4, 0 there',
        'v0 second on hand 4, reserved 0, available 4, 4 there',
        'v1 first on hand 3, reserved 0, available 3, 0 there',
        'v1 second on hand 3, reserved 0, available 3, 3 there',
      ],
      levels: ['v0 second 4', 'v1 second 3'],
    });
    expect(await stockOf(em(), paid.variantIds[0])).toEqual({ onHand: 4, reserved: 0 });
  });

  it('then single_location_first ships it all from the first location holding every line whole', async () => {
    const paid = await paidAt(
      'single_location_first',
      [3, 2],
      { home: 3, first: 3, second: 5 },
      { first: 1, second: 2 },
    );
    expect(paid.written).toEqual({
      allocations: ['v0 second 3', 'v1 second 2'],
      ledger: ['v0 second -3 after 8, 2 there (order)', 'v1 second -2 after 1, 0 there (order)'],
      events: [
        'v0 second on hand 8, reserved 0, available 8, 2 there',
        'v1 second on hand 1, reserved 0, available 1, 0 there',
      ],
      levels: ['v0 first 3', 'v0 home 3', 'v0 second 2', 'v1 first 1'],
    });
  });

  it('then single_location_first splits by priority when no location holds every line whole', async () => {
    const paid = await paidAt('single_location_first', [4, 1], { first: 3, second: 1 }, { second: 2 });
    expect(paid.written).toEqual({
      allocations: ['v0 first 3', 'v0 second 1', 'v1 second 1'],
      ledger: [
        'v0 first -3 after 0, 0 there (order)',
        'v0 second -1 after 0, 0 there (order)',
        'v1 second -1 after 1, 1 there (order)',
      ],
      events: [
        'v0 first on hand 0, reserved 0, available 0, 0 there',
        'v0 second on hand 0, reserved 0, available 0, 0 there',
        'v1 second on hand 1, reserved 0, available 1, 1 there',
      ],
      levels: ['v1 second 1'],
    });
  });
});
