import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound } from '../shared/errors';
import type { CursorCodec, PageQuery } from '../shared/pagination';
import type { Store } from '../stores/store.entity';
import { findCustomerOrder, pageOfCustomerOrders } from './customer-orders.query';
import { findOrderLines } from './orders.repository';
import { presentCustomerOrder, presentCustomerOrderSummary } from './customer-orders.presenter';

/** The signed-in customer's order history, newest first, in pages. */
export async function listOrdersOfCustomer(
  em: EntityManager,
  cursors: CursorCodec,
  store: Store,
  customerId: string,
  query: PageQuery,
) {
  return pageOfCustomerOrders(em, cursors, store.id, customerId, query, (row) =>
    presentCustomerOrderSummary(row, store.defaultLanguage),
  );
}

/** One of the customer's own orders; anyone else's is simply not found. */
export async function getOrderOfCustomer(em: EntityManager, store: Store, customerId: string, orderId: string) {
  const order = await findCustomerOrder(em, store.id, customerId, orderId);
  if (!order) throw notFound('order', orderId);
  return presentCustomerOrder(order, await findOrderLines(em, order.id), store.defaultLanguage);
}
