import { SqlFilters } from '../db/keyset';
import { containsPattern } from '../shared/like';
import type { PageQuery } from '../shared/pagination';

export interface OrderFilters extends PageQuery {
  status?: string;
  paymentStatus?: string;
  fulfillmentStatus?: string;
  createdFrom?: string;
  createdTo?: string;
  email?: string;
  q?: string;
  /** Declined payments and checkouts still waiting for the card are left out unless this is set. */
  includeAttempts?: boolean;
}

/**
 * An order is placed once its payment is taken, or at once when it waits for a bank transfer (or another offline
 * method): a declined card leaves an order row with its payment failed, and a card checkout in progress has a
 * pending one; neither is a sale. The reports count exactly the orders this matches (orders.reports.repository.ts).
 */
export const PLACED_ORDER = "o.payment_status <> 'failed' AND NOT (o.status = 'pending' AND o.payment_method = 'card')";

/** The private order list's conditions: the store, plus each filter the request sent. */
export function orderConditions(storeId: string, filters: OrderFilters): SqlFilters {
  const conditions = new SqlFilters('o.store_id = ?', storeId)
    .when(!filters.includeAttempts, PLACED_ORDER)
    .when(filters.status, 'o.status = ?', filters.status)
    .when(filters.paymentStatus, 'o.payment_status = ?', filters.paymentStatus)
    .when(filters.fulfillmentStatus, 'o.fulfillment_status = ?', filters.fulfillmentStatus)
    .when(filters.createdFrom, 'o.created_at >= ?::timestamptz', filters.createdFrom)
    .when(filters.createdTo, 'o.created_at < ?::timestamptz', filters.createdTo)
    .when(filters.email, 'lower(o.email) = lower(?)', filters.email);
  const q = filters.q;
  const like = q && containsPattern(q);
  return conditions.when(
    q,
    `(o.id = ? OR o.number::text = ? OR o.email ILIKE ? OR (o.shipping_address->>'firstName') || ' ' || ` +
      `(o.shipping_address->>'lastName') ILIKE ?)`,
    q,
    q?.replace(/^#/, ''),
    like,
    like,
  );
}

/** A cursor fits only the filters it was made for (not the page size). */
export const orderListFingerprint = (filters: OrderFilters) =>
  JSON.stringify(
    Object.entries(filters)
      .filter(([key]) => key !== 'cursor' && key !== 'limit')
      .sort(),
  );
