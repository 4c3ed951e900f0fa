import type { EntityManager } from '@mikro-orm/postgresql';
import { execute } from '../src/db/sql';
import { newId } from '../src/shared/ids';
import { createSession } from '../src/customers/customer-sessions.repository';
import {
  insertCustomerGroup,
  insertPriceList,
  replacePrices,
  setPriceListStatus,
  upsertGroupMember,
} from '../src/price-lists/price-lists.repository';
import { setPriceListsLive } from '../src/stores/stores.repository';
import type { BenchStore } from './seed-catalogue';

export interface PricedBenchStore {
  /** A signed-in trade customer's session (X-Customer-Session): the shopper the group's list prices. */
  tradeSession: string;
}

/**
 * Turns a seeded store into one with 3 locations and 2 active price lists (issue 46), as a store using both would be:
 * two more locations that fulfil online orders, each variant's on-hand spread over the three (its sum, which the
 * catalogue and the cart read, unchanged); a 10 % sale for everyone, and a trade group's override list pricing the
 * first 200 products' variants (the first page of every list and the cart scenarios' products among them, with a tier
 * from 10 units). The lists are written active, as their workflows would leave them, without a Temporal server.
 */
export async function pricedBenchStore(em: EntityManager, store: BenchStore): Promise<PricedBenchStore> {
  const [storeId] = [store.storeId];
  for (const [i, name] of ['Shop floor', 'Dropship partner'].entries()) {
    await execute(
      em,
      `INSERT INTO stock_locations (id, store_id, name, kind, priority, fulfils_online_orders)
       VALUES (?, ?, ?, ?, ?, true)`,
      [newId('loc'), storeId, name, i === 0 ? 'shop' : 'dropship', i + 1],
    );
  }
  // Each extra location takes a third of the default location's units; the variant's sum stays what it was.
  await execute(
    em,
    `INSERT INTO location_stock (location_id, variant_id, store_id, on_hand)
     SELECT l.id, s.variant_id, s.store_id, s.on_hand / 3
       FROM location_stock s
       JOIN stock_locations d ON d.id = s.location_id AND d.is_default
       JOIN stock_locations l ON l.store_id = s.store_id AND NOT l.is_default
      WHERE s.store_id = ?`,
    [storeId],
  );
  await execute(
    em,
    `UPDATE location_stock s SET on_hand = s.on_hand - 2 * (s.on_hand / 3)
       FROM stock_locations d WHERE d.id = s.location_id AND d.is_default AND s.store_id = ?`,
    [storeId],
  );

  const sale = newId('plist');
  await insertPriceList(em, sale, storeId, {
    name: 'Sale',
    kind: 'percentage',
    percentOff: 10,
    minQuantity: 1,
    customerGroupId: null,
    startsAt: null,
    endsAt: null,
  });
  const group = await insertCustomerGroup(em, {
    id: newId('cgrp'),
    storeId,
    name: 'Trade',
    handle: 'trade',
    emailDomains: [],
  });
  const trade = newId('plist');
  await insertPriceList(em, trade, storeId, {
    name: 'Trade prices',
    kind: 'override',
    percentOff: null,
    minQuantity: 1,
    customerGroupId: group.id,
    startsAt: null,
    endsAt: null,
  });
  const variants = store.variantIds.slice(0, 200).flat();
  await replacePrices(em, trade, [
    ...variants.map((variantId) => ({
      variantId,
      currency: 'USD',
      minQuantity: 1,
      amount: 1500,
      compareAtAmount: null,
    })),
    ...variants.map((variantId) => ({
      variantId,
      currency: 'USD',
      minQuantity: 10,
      amount: 1200,
      compareAtAmount: null,
    })),
  ]);
  for (const id of [sale, trade]) await setPriceListStatus(em, id, 'active');
  await setPriceListsLive(em, storeId, true);

  // As autovacuum would have by the time a store runs its lists: unanalysed, the trade list's prices were walked by
  // list and currency, the variants filtered, instead of read as the small table they are.
  await execute(em, 'ANALYZE price_lists, price_list_prices, customer_groups, stock_locations, location_stock');

  const customerId = newId('cus');
  await execute(em, 'INSERT INTO customers (id, store_id, email, has_account) VALUES (?, ?, ?, true)', [
    customerId,
    storeId,
    `buyer-${customerId}@trade.example`,
  ]);
  await upsertGroupMember(em, storeId, group.id, customerId);
  const { token } = await createSession(em, storeId, customerId, { idleSeconds: 86_400, maxSeconds: 86_400 });
  return { tradeSession: token };
}
