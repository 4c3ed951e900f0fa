import { defineEntity, p } from '@mikro-orm/core';

export const OrderSchema = defineEntity({
  name: 'Order',
  tableName: 'orders',
  properties: {
    id: p.text().primary(),
    storeId: p.text(),
    number: p.bigint('string').autoincrement(),
    cartId: p.text(),
    customerId: p.text().nullable(),
    email: p.text(),
    currency: p.text(),
    status: p.enum(['pending', 'confirmed', 'completed', 'cancelled']),
    paymentStatus: p.enum(['pending', 'authorized', 'paid', 'partially_refunded', 'refunded', 'voided', 'failed']),
    fulfillmentStatus: p.enum(['unfulfilled', 'partially_fulfilled', 'fulfilled']),
    paymentMethod: p.text(),
    subtotalAmount: p.bigint('string'),
    discountAmount: p.bigint('string').defaultRaw('0'),
    shippingAmount: p.bigint('string').defaultRaw('0'),
    taxAmount: p.bigint('string').defaultRaw('0'),
    totalAmount: p.bigint('string'),
    capturedAmount: p.bigint('string').defaultRaw('0'),
    refundedAmount: p.bigint('string').defaultRaw('0'),
    balancePaidAmount: p.bigint('string').defaultRaw('0'),
    /** Bumped by each committed edit; a commit names the version it was made on (If-Match). */
    version: p.integer().defaultRaw('0'),
    /** What an edit added that the shopper has still to pay through a payment link. */
    balanceDueAmount: p.bigint('string').defaultRaw('0'),
    discountCode: p.text().nullable(),
    shippingAddress: p.json<Record<string, unknown>>().columnType('jsonb').nullable(),
    billingAddress: p.json<Record<string, unknown>>().columnType('jsonb').nullable(),
    shippingOption: p.json<Record<string, unknown>>().columnType('jsonb').nullable(),
    note: p.text().nullable(),
    workflowId: p.text(),
    cancelReason: p.text().nullable(),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('clock_timestamp()'),
    updatedAt: p.datetime().columnType('timestamptz').defaultRaw('clock_timestamp()'),
    cancelledAt: p.datetime().columnType('timestamptz').nullable(),
  },
  indexes: [
    {
      name: 'orders_customer',
      expression: 'CREATE INDEX orders_customer ON orders USING btree (customer_id, created_at DESC, id DESC)',
    },
    {
      name: 'orders_store_created',
      expression: 'CREATE INDEX orders_store_created ON orders USING btree (store_id, created_at DESC, id DESC)',
    },
    {
      name: 'orders_store_email',
      expression: 'CREATE INDEX orders_store_email ON orders USING btree (store_id, lower(email), created_at DESC)',
    },
    {
      name: 'orders_store_status',
      expression: 'CREATE INDEX orders_store_status ON orders USING btree (store_id, status, created_at DESC, id DESC)',
    },
  ],
  uniques: [
    {
      name: 'orders_one_live_order_per_cart',
      expression:
        'CREATE UNIQUE INDEX orders_one_live_order_per_cart ON orders USING btree (cart_id) ' +
        "WHERE (payment_status <> 'failed'::text)",
    },
  ],
  checks: [
    { name: 'orders_check', expression: '(refunded_amount <= (captured_amount + balance_paid_amount))' },
    { name: 'orders_balance_due_amount_check', expression: '(balance_due_amount >= 0)' },
  ],
});
