import { queryRows } from '../db/sql';
import { raw, sql } from '../db/sql-template';
import { joinCustomers, ORDER_OF_CUSTOMER } from '../customers/customers.repository';
import type { CustomerSpend, CustomerSpendRow } from '../customers/customer-spend.port';

/** One query for a page of customers; guest orders placed before the customer row existed are matched by e-mail. */
export const customerSpend: CustomerSpend = {
  async of(em, customerIds) {
    if (customerIds.length === 0) return [];
    return queryRows<CustomerSpendRow>(
      em,
      sql`SELECT c.id AS customer_id, o.currency, count(*)::int AS orders,
                 sum(o.captured_amount - o.refunded_amount) AS spent
            FROM orders o ${joinCustomers('c', 'o.store_id')} AND ${raw(ORDER_OF_CUSTOMER)}
           WHERE c.id = ANY(${customerIds})
           GROUP BY c.id, o.currency ORDER BY o.currency`,
    );
  },
};
