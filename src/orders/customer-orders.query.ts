import type { EntityManager } from '@mikro-orm/postgresql';
import { queryOne } from '../db/sql';
import { fetchKeysetPage, newestFirst, SqlFilters } from '../db/keyset';
import type { CursorCodec, Page, PageQuery } from '../shared/pagination';
import type { EntityRow } from '../db/entity-row';
import type { OrderSchema } from './order.entity';
import { joinCustomers, ORDER_OF_CUSTOMER } from '../customers/customers.repository';

export type CustomerOrderRow = EntityRow<typeof OrderSchema> & { item_count: number };

const OWNED = `o.store_id = ? AND ${ORDER_OF_CUSTOMER}`;
const COLUMNS =
  'o.*, (SELECT COALESCE(sum(l.quantity), 0)::int FROM order_lines l WHERE l.order_id = o.id) AS item_count';

/** A page of the customer's orders, newest first. */
export async function pageOfCustomerOrders<Item>(
  em: EntityManager,
  cursors: CursorCodec,
  storeId: string,
  customerId: string,
  page: PageQuery,
  toItem: (row: CustomerOrderRow) => Item,
): Promise<Page<Item>> {
  return fetchKeysetPage<CustomerOrderRow, Item>(
    em,
    cursors,
    {
      selectFrom: `${COLUMNS} FROM orders o ${joinCustomers('c', 'o.store_id').questionMarkText}`,
      filters: new SqlFilters(`c.id = ? AND ${OWNED}`, customerId, storeId),
      ...newestFirst('o'),
      page,
      fingerprint: `customer-orders:${customerId}`,
    },
    (rows) => rows.map(toItem),
  );
}

export async function findCustomerOrder(
  em: EntityManager,
  storeId: string,
  customerId: string,
  orderId: string,
): Promise<CustomerOrderRow | undefined> {
  return queryOne<CustomerOrderRow>(
    em,
    `SELECT ${COLUMNS} FROM orders o ${joinCustomers('c', 'o.store_id').questionMarkText}
      WHERE c.id = ? AND o.id = ? AND ${OWNED}`,
    [customerId, orderId, storeId],
  );
}
