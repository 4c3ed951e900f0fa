import type { Sql } from '../db/sql-template';

/**
 * What payments read and write of the order a payment belongs to; src/orders implements it (orders sit a layer
 * above payments). Reads and writes are SQL fragments, so a payment and its order still come in one statement.
 */
export interface PaymentOrders {
  /** A subquery of the store_id and currency of the order whose id `orderId` yields. */
  storeAndCurrency(orderId: Sql): Sql;
  /** A condition: the checkout of the order whose id `orderId` yields is over (the order is no longer pending). */
  checkoutOver(orderId: Sql): Sql;
  /**
   * A statement: the order whose id `orderId` yields, while its payment is still pending, is authorized. Payments
   * run it inside the statement that records the authorization, so both change together.
   */
  markAuthorized(orderId: Sql): Sql;
}
