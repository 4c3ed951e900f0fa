import { defineEntity, p } from '@mikro-orm/core';

const INTERVALS = ['day', 'week', 'month'] as const;

export const SellingPlanSchema = defineEntity({
  name: 'SellingPlan',
  tableName: 'selling_plans',
  properties: {
    id: p.text().primary(),
    storeId: p.text(),
    productId: p.text(),
    name: p.text(),
    interval: p.enum([...INTERVALS]),
    intervalCount: p.integer(),
    discountPercent: p.integer().default(0),
    minimumCycles: p.integer().default(0),
    trialDays: p.integer().default(0),
    position: p.integer(),
    /** Left out when staff last set the product's plans: no new subscriptions, running ones keep their terms. */
    withdrawnAt: p.datetime().columnType('timestamptz').nullable(),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('clock_timestamp()'),
    updatedAt: p.datetime().columnType('timestamptz').defaultRaw('clock_timestamp()'),
  },
  indexes: [
    { name: 'selling_plans_product', properties: ['productId', 'position'] },
    { name: 'selling_plans_store', properties: ['storeId'] },
  ],
});

/** The plan a cart line subscribes to (none: a one-off purchase), one per cart and variant as the lines are. */
export const CartSellingPlanSchema = defineEntity({
  name: 'CartSellingPlan',
  tableName: 'cart_selling_plans',
  properties: {
    cartId: p.text().primary(),
    variantId: p.text().primary(),
    sellingPlanId: p.text(),
  },
  indexes: [{ name: 'cart_selling_plans_plan', properties: ['sellingPlanId'] }],
});

export const SubscriptionSchema = defineEntity({
  name: 'Subscription',
  tableName: 'subscriptions',
  properties: {
    id: p.text().primary(),
    storeId: p.text(),
    customerId: p.text(),
    email: p.text(),
    sellingPlanId: p.text(),
    productId: p.text(),
    variantId: p.text(),
    title: p.text(),
    quantity: p.integer(),
    currency: p.text(),
    status: p.enum(['active', 'past_due', 'paused', 'cancelled']),
    interval: p.enum([...INTERVALS]),
    intervalCount: p.integer(),
    discountPercent: p.integer(),
    minimumCycles: p.integer(),
    firstOrderId: p.text(),
    /** The provider's saved payment method for off-session charges (the test provider: its card token). */
    paymentToken: p.text(),
    shippingAddress: p.json<Record<string, unknown>>().columnType('jsonb').nullable(),
    shippingOptionId: p.text().nullable(),
    /** The cycle billed next; cycle 0 is the checkout's order. */
    nextCycle: p.integer().default(1),
    cyclesPaid: p.integer().default(1),
    failedAttempts: p.integer().default(0),
    nextBillingAt: p.datetime().columnType('timestamptz').nullable(),
    cancelledAt: p.datetime().columnType('timestamptz').nullable(),
    /** The goods of its latest order (lines after discounts, before shipping and tax): what MRR counts. */
    cycleAmount: p.bigint('string').defaultRaw('0'),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('clock_timestamp()'),
    updatedAt: p.datetime().columnType('timestamptz').defaultRaw('clock_timestamp()'),
  },
  indexes: [
    {
      name: 'subscriptions_first_order',
      expression:
        'CREATE UNIQUE INDEX subscriptions_first_order ON subscriptions USING btree (first_order_id, variant_id)',
    },
    {
      name: 'subscriptions_store_created',
      expression:
        'CREATE INDEX subscriptions_store_created ON subscriptions USING btree (store_id, created_at DESC, id DESC)',
    },
    {
      name: 'subscriptions_customer',
      expression: 'CREATE INDEX subscriptions_customer ON subscriptions USING btree (customer_id, created_at DESC)',
    },
    { name: 'subscriptions_plan', properties: ['sellingPlanId'] },
    {
      name: 'subscriptions_live_amounts',
      expression:
        'CREATE INDEX subscriptions_live_amounts ON subscriptions USING btree (store_id, currency) ' +
        'INCLUDE (cycle_amount, "interval", interval_count) ' +
        "WHERE (status = ANY (ARRAY['active'::text, 'past_due'::text]))",
    },
    {
      name: 'subscriptions_store_cancelled',
      expression:
        'CREATE INDEX subscriptions_store_cancelled ON subscriptions USING btree (store_id, cancelled_at) ' +
        'WHERE (cancelled_at IS NOT NULL)',
    },
  ],
  checks: [{ name: 'subscriptions_quantity_check', expression: '((quantity >= 1) AND (quantity <= 999))' }],
});

/** One billed cycle: its order and the payment of its latest attempt. */
export const SubscriptionCycleSchema = defineEntity({
  name: 'SubscriptionCycle',
  tableName: 'subscription_cycles',
  properties: {
    subscriptionId: p.text().primary(),
    cycle: p.integer().primary(),
    orderId: p.text().unique(),
    paymentId: p.text(),
    attempts: p.integer().default(0),
    status: p.enum(['pending', 'paid', 'failed']),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('clock_timestamp()'),
    updatedAt: p.datetime().columnType('timestamptz').defaultRaw('clock_timestamp()'),
  },
});
