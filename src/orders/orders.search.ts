import type { EntityManager } from '@mikro-orm/postgresql';
import { queryRows } from '../db/sql';
import type { CursorCodec } from '../shared/pagination';
import type { OrderRow } from './orders.repository';
import { containsPattern } from '../shared/like';

export interface OrderFilters {
  status?: string;
  paymentStatus?: string;
  fulfillmentStatus?: string;
  createdFrom?: string;
  createdTo?: string;
  email?: string;
  q?: string;
  limit?: number;
  cursor?: string;
}

type Row = OrderRow & { created_key: string };

/** Private order list: filters plus keyset pagination on (created_at, id), newest first, in one query. */
export async function searchOrders(em: EntityManager, cursors: CursorCodec, storeId: string, filters: OrderFilters) {
  const limit = filters.limit ?? 20;
  const fingerprint = JSON.stringify(Object.entries(filters).filter(([key]) => key !== 'cursor' && key !== 'limit').sort());
  const where: string[] = ['o.store_id = ?'];
  const params: unknown[] = [storeId];
  const add = (sql: string, ...values: unknown[]) => {
    where.push(sql);
    params.push(...values);
  };
  if (filters.status) add('o.status = ?', filters.status);
  if (filters.paymentStatus) add('o.payment_status = ?', filters.paymentStatus);
  if (filters.fulfillmentStatus) add('o.fulfillment_status = ?', filters.fulfillmentStatus);
  if (filters.createdFrom) add('o.created_at >= ?::timestamptz', filters.createdFrom);
  if (filters.createdTo) add('o.created_at < ?::timestamptz', filters.createdTo);
  if (filters.email) add('lower(o.email) = lower(?)', filters.email);
  if (filters.q) {
    const like = containsPattern(filters.q);
    add(
      `(o.id = ? OR o.number::text = ? OR o.email ILIKE ? OR (o.shipping_address->>'firstName') || ' ' || (o.shipping_address->>'lastName') ILIKE ?)`,
      filters.q, filters.q.replace(/^#/, ''), like, like,
    );
  }
  if (filters.cursor) {
    const [createdKey, id] = cursors.decode(fingerprint, filters.cursor);
    add('(o.created_at, o.id) < (?::timestamptz, ?)', createdKey, id);
  }
  const rows = await queryRows<Row>(
    em,
    `SELECT o.*, o.created_at::text AS created_key,
            EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = o.id AND l.fulfilled_quantity > 0) AS any_fulfilled
       FROM orders o WHERE ${where.join(' AND ')} ORDER BY o.created_at DESC, o.id DESC LIMIT ?`,
    [...params, limit + 1],
  );
  return { rows, limit, cursorFor: (last: Row) => cursors.encode(fingerprint, [last.created_key, last.id]) };
}
