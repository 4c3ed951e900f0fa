import type { EntityManager } from '@mikro-orm/postgresql';
import { stringify } from 'csv-stringify/sync';
import type { Store } from '../stores/store.entity';
import { DomainError } from '../shared/errors';
import { cartsByPeriod } from '../cart/cart-days.repository';
import {
  customersByPeriod,
  salesByPeriod,
  topSellers,
  type ReportInterval,
  type SalesDayTotals,
  type SalesRange,
  type TopSeller,
} from './order-sales.repository';

/** A year of days and a bit: longer ranges are asked for by week or month in pieces. */
const MAX_DAYS = 731;
const DAY_MS = 86_400_000;
const DEFAULT_DAYS = 30;

export interface ReportQuery {
  from?: string;
  to?: string;
  currency?: string;
}

const invalid = (field: string, message: string) =>
  new DomainError('validation_failed', message, [{ field: `query.${field}`, code: 'invalid', message }]);

const dayOf = (field: string, text: string) => {
  const day = new Date(`${text}T00:00:00Z`);
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== text)
    throw invalid(field, `${text} is not a calendar date (YYYY-MM-DD).`);
  return day;
};

/** The range asked for: `to` defaults to today (UTC), `from` to 30 days ending at `to`; the store's currency. */
export function rangeOf(store: Store, query: ReportQuery): SalesRange {
  const to = query.to ? dayOf('to', query.to) : new Date(new Date().toISOString().slice(0, 10));
  const from = query.from ? dayOf('from', query.from) : new Date(to.getTime() - (DEFAULT_DAYS - 1) * DAY_MS);
  if (from > to) throw invalid('from', 'from is after to.');
  if ((to.getTime() - from.getTime()) / DAY_MS + 1 > MAX_DAYS)
    throw invalid('from', `A report covers at most ${MAX_DAYS} days.`);
  const currency = query.currency ?? store.defaultCurrency;
  if (!store.currencies.includes(currency))
    throw invalid('currency', `The store sells in ${store.currencies.join(', ')}, not ${currency}.`);
  return {
    storeId: store.id,
    currency,
    from: from.toISOString().slice(0, 10),
    to: to.toISOString().slice(0, 10),
  };
}

/** One period's figures; money in minor units of the report's currency. */
function figuresOf(row: Omit<SalesDayTotals, 'start'>) {
  const n = (value: string) => Number(value);
  const orders = n(row.orders);
  return {
    grossSales: n(row.gross_sales),
    discounts: n(row.discounts),
    refunds: n(row.refunded_amount),
    netSales: n(row.gross_sales) - n(row.discounts) - n(row.refunded_amount),
    tax: n(row.tax),
    shipping: n(row.shipping),
    totalSales: n(row.total_sales),
    orders,
    units: n(row.units),
    averageOrderValue: orders === 0 ? 0 : Math.round(n(row.total_sales) / orders),
    checkoutsStarted: n(row.checkouts),
    declinedCheckouts: n(row.declined),
    refundCount: n(row.refunds),
    cancellations: n(row.cancellations),
    cancelledAmount: n(row.cancelled_amount),
  };
}

type Figures = ReturnType<typeof figuresOf>;
const COLUMNS = Object.keys(figuresOf({} as SalesDayTotals)) as Array<keyof Figures>;

export async function salesReport(em: EntityManager, store: Store, query: ReportQuery & { interval?: ReportInterval }) {
  const range = rangeOf(store, query);
  const interval = query.interval ?? 'day';
  const rows = await salesByPeriod(em, range, interval);
  const totals = Object.fromEntries(COLUMNS.map((column) => [column, 0])) as Figures;
  const periods = rows.map(({ start, ...row }) => ({ start, ...figuresOf(row) }));
  for (const period of periods) for (const column of COLUMNS) totals[column] += period[column];
  totals.averageOrderValue = totals.orders === 0 ? 0 : Math.round(totals.totalSales / totals.orders);
  return { currency: range.currency, from: range.from, to: range.to, interval, totals, periods };
}

export type SalesReport = Awaited<ReturnType<typeof salesReport>>;

export const salesReportCsv = (report: SalesReport) =>
  stringify(
    report.periods.map((period) => [period.start, ...COLUMNS.map((column) => period[column])]),
    { header: true, columns: ['start', ...COLUMNS] },
  );

const presentSeller = (row: TopSeller) => ({
  productId: row.product_id,
  ...(row.variant_id ? { variantId: row.variant_id, variantTitle: row.variant_title, sku: row.sku } : {}),
  title: row.title,
  units: Number(row.units),
  grossSales: Number(row.gross_sales),
  discounts: Number(row.discounts),
  netSales: Number(row.gross_sales) - Number(row.discounts),
});

export async function topProductsReport(
  em: EntityManager,
  store: Store,
  query: ReportQuery & { by?: 'product' | 'variant'; limit?: number },
) {
  const range = rangeOf(store, query);
  const by = query.by ?? 'product';
  const rows = await topSellers(em, range, by, query.limit ?? 10);
  return { currency: range.currency, from: range.from, to: range.to, by, data: rows.map(presentSeller) };
}

export const topProductsCsv = (report: Awaited<ReturnType<typeof topProductsReport>>) =>
  stringify(report.data, {
    header: true,
    columns: ['productId', 'variantId', 'title', 'variantTitle', 'sku', 'units', 'grossSales', 'discounts', 'netSales'],
  });

/**
 * The funnel: carts that got their first item, checkouts submitted and orders placed, per period of the range. A
 * checkout declined and submitted again counts twice; its cart and its order once.
 */
export async function funnelReport(
  em: EntityManager,
  store: Store,
  query: ReportQuery & { interval?: ReportInterval },
) {
  const range = rangeOf(store, query);
  const interval = query.interval ?? 'day';
  const [carts, sales] = await Promise.all([cartsByPeriod(em, range, interval), salesByPeriod(em, range, interval)]);
  const periods = sales.map((row, i) => ({
    start: row.start,
    cartsWithItems: Number(carts[i].carts),
    checkoutsStarted: Number(row.checkouts),
    ordersPlaced: Number(row.orders),
  }));
  const totals = { cartsWithItems: 0, checkoutsStarted: 0, ordersPlaced: 0 };
  for (const period of periods) {
    totals.cartsWithItems += period.cartsWithItems;
    totals.checkoutsStarted += period.checkoutsStarted;
    totals.ordersPlaced += period.ordersPlaced;
  }
  return { currency: range.currency, from: range.from, to: range.to, interval, totals, periods };
}

export const funnelCsv = (report: Awaited<ReturnType<typeof funnelReport>>) =>
  stringify(report.periods, { header: true, columns: ['start', 'cartsWithItems', 'checkoutsStarted', 'ordersPlaced'] });

const presentCustomers = (row: { new_customers: string; returning_customers: string }) => ({
  newCustomers: Number(row.new_customers),
  returningCustomers: Number(row.returning_customers),
  customers: Number(row.new_customers) + Number(row.returning_customers),
});

/**
 * New and returning customers (by e-mail) per period, in every currency: a customer is new in the period of their
 * first placed order, and returning in a later period they order in. The totals treat the range as one period.
 */
export async function customersReport(
  em: EntityManager,
  store: Store,
  query: Omit<ReportQuery, 'currency'> & { interval?: ReportInterval },
) {
  const { storeId, from, to } = rangeOf(store, query);
  const interval = query.interval ?? 'day';
  const [periods, [totals]] = await Promise.all([
    customersByPeriod(em, { storeId, from, to }, interval),
    customersByPeriod(em, { storeId, from, to }, undefined),
  ]);
  return {
    from,
    to,
    interval,
    totals: presentCustomers(totals),
    periods: periods.map((row) => ({ start: row.start, ...presentCustomers(row) })),
  };
}

export const customersCsv = (report: Awaited<ReturnType<typeof customersReport>>) =>
  stringify(report.periods, { header: true, columns: ['start', 'newCustomers', 'returningCustomers', 'customers'] });
