import type { EntityManager } from '@mikro-orm/postgresql';
import type { CursorCodec, Page } from '../shared/pagination';
import type { Store } from '../stores/store.entity';
import {
  checkProductFilters,
  listAdminProducts,
  type ListProductsQuery,
} from '../catalogue/products/products.admin.query';
import { checkStockLedgerFilters, listStockLedger, type StockLedgerQuery } from '../catalogue/stock/stock-ledger.query';
import { listCustomers } from '../customers/customers.admin.service';
import type { ListCustomersQuery } from '../customers/customers.admin.types';
import { listOrderDetails } from '../orders/orders.service';
import { listPickList } from '../orders/pick-list.service';
import { getLocation } from '../catalogue/stock/locations.admin.service';
import {
  checkInventoryLevelFilters,
  listInventoryLevels,
  type InventoryLevelsQuery,
} from '../catalogue/stock/inventory-levels.query';
import { customerSpend } from '../orders/customer-spend.query';
import type { OrderFilters } from '../orders/orders.search';
import type { WorkflowLinks } from '../orders/orders.presenter';
import { checkPriceExportFilters, listPricesForExport } from '../price-lists/price-lists.admin.service';
import { checkMemberExportFilters, listMembersForExport } from '../price-lists/customer-groups.admin.service';
import { variantSkus } from '../catalogue/catalogue.repository';
import { customersByIdOrEmail } from '../customers/customers.admin.repository';

import { listReturns } from '../returns/returns.service';
import { listSubscriptions } from '../subscriptions/subscription-actions.service';
import type { Config } from '../config';
import type { ReturnFilters } from '../returns/returns.repository';

export const EXPORT_KINDS = [
  'products',
  'orders',
  'customers',
  'stock_ledger',
  'pick_list',
  'inventory',
  'price_list_prices',
  'customer_group_members',
  'returns',
  'subscriptions',
] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];
export type ExportFormat = 'csv' | 'jsonl';

/** A list's filters without its page: what an export request sends and its row keeps. */
export type ExportFilters = Record<string, string | undefined>;

export interface ExportPageRequest {
  store: Store;
  filters: ExportFilters;
  cursor?: string;
  limit: number;
  links: WorkflowLinks;
  /** The length of a subscription day, for a subscription's schedule. */
  config: Pick<Config, 'subscriptionDaySeconds'>;
}

type PageReader = (em: EntityManager, cursors: CursorCodec, request: ExportPageRequest) => Promise<Page<object>>;

/** A page of override prices with each variant's SKU, in the columns the price import reads. */
async function pricesWithSkus(em: EntityManager, cursors: CursorCodec, request: ExportPageRequest) {
  const { store, filters, cursor, limit } = request;
  const page = await listPricesForExport(em, cursors, store, { priceListId: filters.priceListId, cursor, limit });
  const skus = await variantSkus(
    em,
    store.id,
    page.data.map((price) => price.variantId),
  );
  return {
    ...page,
    data: page.data.map(({ variantId, ...price }) => ({
      priceListId: price.priceListId,
      priceListName: price.priceListName,
      variantId,
      sku: skus.get(variantId) ?? null,
      currency: price.currency,
      minQuantity: price.minQuantity,
      amount: price.amount,
      compareAtAmount: price.compareAtAmount,
    })),
  };
}

/** A page of group members with each customer's e-mail, in the columns the membership import reads. */
async function membersWithEmails(em: EntityManager, cursors: CursorCodec, request: ExportPageRequest) {
  const { store, filters, cursor, limit } = request;
  const page = await listMembersForExport(em, cursors, store, {
    customerGroupId: filters.customerGroupId,
    cursor,
    limit,
  });
  const customers = await customersByIdOrEmail(
    em,
    store.id,
    page.data.map((member) => member.customerId),
    [],
  );
  const emails = new Map(customers.map((customer) => [customer.id, customer.email]));
  return { ...page, data: page.data.map((member) => ({ ...member, email: emails.get(member.customerId) ?? null })) };
}

/**
 * Each kind is read through its domain's own list (same filters, same order, same presentation as the private API
 * lists it), a page at a time with keyset cursors, so an export holds one page in memory whatever its size.
 */
const READERS: Record<ExportKind, PageReader> = {
  products: (em, cursors, { store, filters, cursor, limit }) =>
    listAdminProducts(em, cursors, store, { ...(filters as Omit<ListProductsQuery, 'limit'>), cursor, limit }),
  orders: (em, cursors, { store, filters, cursor, limit, links }) =>
    listOrderDetails(em, cursors, store, { ...(filters as Omit<OrderFilters, 'limit'>), cursor, limit }, links),
  customers: (em, cursors, { store, filters, cursor, limit }) =>
    listCustomers(em, customerSpend, cursors, store, {
      ...(filters as Omit<ListCustomersQuery, 'limit'>),
      cursor,
      limit,
    }),
  stock_ledger: (em, cursors, { store, filters, cursor, limit }) =>
    listStockLedger(em, cursors, store, { ...(filters as Omit<StockLedgerQuery, 'limit'>), cursor, limit }),
  pick_list: (em, cursors, { store, filters, cursor, limit }) =>
    listPickList(em, cursors, store, { locationId: filters.locationId as string, cursor, limit }),
  inventory: (em, cursors, { store, filters, cursor, limit }) =>
    listInventoryLevels(em, cursors, store, { ...(filters as Omit<InventoryLevelsQuery, 'limit'>), cursor, limit }),
  price_list_prices: pricesWithSkus,
  customer_group_members: membersWithEmails,
  returns: (em, cursors, { store, filters, cursor, limit }) =>
    listReturns(em, cursors, store, { ...(filters as Omit<ReturnFilters, 'limit'>), cursor, limit }),
  subscriptions: (em, cursors, { store, filters, cursor, limit, config }) =>
    listSubscriptions(em, config, cursors, { storeId: store.id }, { status: filters.status, cursor, limit }),
};

export function readExportPage(
  em: EntityManager,
  cursors: CursorCodec,
  kind: ExportKind,
  request: ExportPageRequest,
): Promise<Page<object>> {
  return READERS[kind](em, cursors, request);
}

type FilterCheck = (em: EntityManager, storeId: string, filters: ExportFilters) => Promise<void>;
const noIds: FilterCheck = () => Promise.resolve();

/** The ids a kind's filters name (checked as its list checks them): another store's answers 404, not an empty file. */
const FILTER_CHECKS: Record<ExportKind, FilterCheck> = {
  products: (em, storeId, filters) => checkProductFilters(em, storeId, filters, 'body.filters'),
  orders: noIds,
  customers: noIds,
  stock_ledger: (em, storeId, filters) => checkStockLedgerFilters(em, storeId, filters, 'body.filters'),
  // An unknown location answers 404, as its pick list does.
  pick_list: async (em, storeId, filters) => {
    await getLocation(em, storeId, filters.locationId as string);
  },
  inventory: (em, storeId, filters) => checkInventoryLevelFilters(em, storeId, filters, 'body.filters'),
  price_list_prices: (em, storeId, filters) => checkPriceExportFilters(em, storeId, filters),
  customer_group_members: (em, storeId, filters) => checkMemberExportFilters(em, storeId, filters),
  // An order id of another store matches none of this store's returns: an empty file, as the list answers.
  returns: noIds,
  subscriptions: noIds,
};

export function checkExportFilters(em: EntityManager, storeId: string, kind: ExportKind, filters: ExportFilters) {
  return FILTER_CHECKS[kind](em, storeId, filters);
}
