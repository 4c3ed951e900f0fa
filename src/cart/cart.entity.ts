import { defineEntity, p } from '@mikro-orm/core';

export const CartSchema = defineEntity({
  name: 'Cart',
  tableName: 'carts',
  properties: {
    id: p.text().primary(),
    storeId: p.text(),
    token: p.text(),
    currency: p.text(),
    status: p.enum(['open', 'checking_out', 'completed']).defaultRaw("'open'::text"),
    customerId: p.text().nullable(),
    email: p.text().nullable(),
    shippingAddress: p.json<Record<string, unknown>>().columnType('jsonb').nullable(),
    billingAddress: p.json<Record<string, unknown>>().columnType('jsonb').nullable(),
    note: p.text().nullable(),
    shippingOptionId: p.text().nullable(),
    discountCode: p.text().nullable(),
    lastCheckoutError: p.json<Record<string, unknown>>().columnType('jsonb').nullable(),
    /** When its first line came: the funnel's carts with items (src/cart/sql/cart_days_follow_lines.sql). */
    /**
     * Whether a line ever chose a selling plan (src/subscriptions/sql/cart_selling_plans_mark_cart.sql): without it the
     * cart's answers and submit read no plans.
     */
    sellingPlanChosen: p.boolean().defaultRaw('false'),
    itemsAddedAt: p.datetime().columnType('timestamptz').nullable(),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
    updatedAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
  },
  uniques: [{ name: 'carts_store_id_token_key', properties: ['storeId', 'token'] }],
});
