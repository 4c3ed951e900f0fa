import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound } from '../shared/errors';
import { toPage, type CursorCodec, type PageQuery } from '../shared/pagination';
import type { Store } from '../stores/store.entity';
import { findCustomerOrder, listCustomerOrders } from './customer-orders.repository';
import { findOrderLines } from '../orders/orders.repository';
import { presentCustomerOrder, presentCustomerOrderSummary } from './customer-orders.presenter';

/** The signed-in customer's order history, newest first, in pages. */
export async function listOrdersOfCustomer(em: EntityManager, cursors: CursorCodec, store: Store, customerId: string, query: PageQuery) {
  const fingerprint = `customer-orders:${customerId}`;
  const after = query.cursor ? (cursors.decode(fingerprint, query.cursor) as [string, string]) : undefined;
  const rows = await listCustomerOrders(em, store.id, customerId, query.limit, after);
  return toPage(
    rows,
    query.limit,
    (row) => presentCustomerOrderSummary(row, store.defaultLanguage),
    (last) => cursors.encode(fingerprint, [last.position_at, last.id]),
  );
}

/** One of the customer's own orders; anyone else's is simply not found. */
export async function getOrderOfCustomer(em: EntityManager, store: Store, customerId: string, orderId: string) {
  const order = await findCustomerOrder(em, store.id, customerId, orderId);
  if (!order) throw notFound('order', orderId);
  return presentCustomerOrder(order, await findOrderLines(em, order.id), store.defaultLanguage);
}
