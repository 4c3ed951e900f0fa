import type { EntityManager } from '@mikro-orm/postgresql';
import { execute, queryOne, queryRows } from '../db/sql';
import { sql } from '../db/sql-template';
import type { EntityRow } from '../db/entity-row';
import type { SellingPlanSchema, SubscriptionCycleSchema, SubscriptionSchema } from './subscription.entity';

export type SellingPlanRow = EntityRow<typeof SellingPlanSchema>;
export type SubscriptionRow = EntityRow<typeof SubscriptionSchema>;
export type SubscriptionCycleRow = EntityRow<typeof SubscriptionCycleSchema>;

export interface PlanFields {
  name: string;
  interval: string;
  intervalCount: number;
  discountPercent: number;
  minimumCycles: number;
  trialDays: number;
}

/** The product's plans on offer (not withdrawn), in their order. */
export const findLivePlans = (em: EntityManager, storeId: string, productId: string) =>
  queryRows<SellingPlanRow>(
    em,
    sql`SELECT * FROM selling_plans WHERE store_id = ${storeId} AND product_id = ${productId} AND withdrawn_at IS NULL
         ORDER BY position, id`,
  );

export const findPlan = (em: EntityManager, storeId: string, planId: string) =>
  queryOne<SellingPlanRow>(em, sql`SELECT * FROM selling_plans WHERE id = ${planId} AND store_id = ${storeId}`);

export async function insertPlan(
  em: EntityManager,
  plan: PlanFields & { id: string; storeId: string; productId: string; position: number },
): Promise<void> {
  await execute(
    em,
    sql`INSERT INTO selling_plans (id, store_id, product_id, name, interval, interval_count, discount_percent,
                                   minimum_cycles, trial_days, position)
        VALUES (${plan.id}, ${plan.storeId}, ${plan.productId}, ${plan.name}, ${plan.interval}, ${plan.intervalCount},
                ${plan.discountPercent}, ${plan.minimumCycles}, ${plan.trialDays}, ${plan.position})`,
  );
}

/** Updates a live plan of the product; answers whether there was one. */
export async function updatePlan(
  em: EntityManager,
  plan: PlanFields & { id: string; productId: string; position: number },
): Promise<boolean> {
  const changed = await execute(
    em,
    sql`UPDATE selling_plans SET name = ${plan.name}, interval = ${plan.interval},
               interval_count = ${plan.intervalCount}, discount_percent = ${plan.discountPercent},
               minimum_cycles = ${plan.minimumCycles},
               trial_days = ${plan.trialDays}, position = ${plan.position}, updated_at = clock_timestamp()
         WHERE id = ${plan.id} AND product_id = ${plan.productId} AND withdrawn_at IS NULL`,
  );
  return changed > 0;
}

/** Withdraws the product's live plans not kept; carts that chose one buy once instead. */
export async function withdrawPlansExcept(em: EntityManager, productId: string, kept: string[]): Promise<void> {
  await execute(
    em,
    sql`WITH gone AS (UPDATE selling_plans SET withdrawn_at = clock_timestamp(), updated_at = clock_timestamp()
                       WHERE product_id = ${productId} AND withdrawn_at IS NULL AND NOT (id = ANY(${kept}::text[]))
                       RETURNING id)
        DELETE FROM cart_selling_plans WHERE selling_plan_id IN (SELECT id FROM gone)`,
  );
}

/** The cart line of this variant subscribes to the plan, or (null) is bought once. */
export async function setCartPlan(
  em: EntityManager,
  cartId: string,
  variantId: string,
  planId: string | null,
): Promise<void> {
  await execute(
    em,
    planId
      ? sql`INSERT INTO cart_selling_plans (cart_id, variant_id, selling_plan_id)
            VALUES (${cartId}, ${variantId}, ${planId})
            ON CONFLICT (cart_id, variant_id) DO UPDATE SET selling_plan_id = EXCLUDED.selling_plan_id`
      : sql`DELETE FROM cart_selling_plans WHERE cart_id = ${cartId} AND variant_id = ${variantId}`,
  );
}

/** The plans the cart's lines subscribe to, by variant. */
export const findCartPlans = (em: EntityManager, cartId: string) =>
  queryRows<{ variant_id: string; selling_plan_id: string }>(
    em,
    sql`SELECT variant_id, selling_plan_id FROM cart_selling_plans WHERE cart_id = ${cartId}`,
  );

/** The plans (with their terms) chosen on the cart an order was made from, for the lines it still has. */
export const findCartPlanTerms = (em: EntityManager, cartId: string) =>
  queryRows<SellingPlanRow & { variant_id: string }>(
    em,
    sql`SELECT sp.*, c.variant_id FROM cart_selling_plans c JOIN selling_plans sp ON sp.id = c.selling_plan_id
         WHERE c.cart_id = ${cartId}`,
  );

export interface NewSubscription {
  id: string;
  storeId: string;
  customerId: string;
  email: string;
  plan: SellingPlanRow;
  productId: string;
  variantId: string;
  title: string;
  quantity: number;
  currency: string;
  firstOrderId: string;
  paymentToken: string;
  shippingAddress: unknown;
  shippingOptionId: string | null;
  nextBillingAt: Date;
  /** The goods of the first order's line, after discounts (what MRR counts until the next order). */
  cycleAmount: number;
}

/** Inserts the subscription unless the order's line already made one; answers it only when inserted. */
export async function insertSubscription(em: EntityManager, s: NewSubscription): Promise<SubscriptionRow | undefined> {
  return queryOne<SubscriptionRow>(
    em,
    sql`INSERT INTO subscriptions (id, store_id, customer_id, email, selling_plan_id, product_id, variant_id, title,
                                   quantity, currency, status, interval, interval_count, discount_percent,
                                   minimum_cycles, first_order_id, payment_token, shipping_address,
                                   shipping_option_id, next_billing_at, cycle_amount)
        VALUES (${s.id}, ${s.storeId}, ${s.customerId}, ${s.email}, ${s.plan.id}, ${s.productId}, ${s.variantId},
                ${s.title}, ${s.quantity}, ${s.currency}, 'active', ${s.plan.interval}, ${s.plan.interval_count},
                ${s.plan.discount_percent}, ${s.plan.minimum_cycles}, ${s.firstOrderId}, ${s.paymentToken},
                ${JSON.stringify(s.shippingAddress ?? null)}::jsonb, ${s.shippingOptionId}, ${s.nextBillingAt},
                ${s.cycleAmount})
        ON CONFLICT (first_order_id, variant_id) DO NOTHING
        RETURNING *`,
  );
}

export const findSubscriptionsOfOrder = (em: EntityManager, orderId: string) =>
  queryRows<SubscriptionRow>(
    em,
    sql`SELECT * FROM subscriptions WHERE first_order_id = ${orderId} ORDER BY variant_id`,
  );

/** One subscription of the store (and, given, of the customer); locked for the transaction when asked. */
export const findSubscription = (
  em: EntityManager,
  storeId: string,
  id: string,
  options: { customerId?: string; lock?: boolean } = {},
) =>
  queryOne<SubscriptionRow>(
    em,
    sql`SELECT * FROM subscriptions WHERE id = ${id} AND store_id = ${storeId}
           AND (${options.customerId ?? null}::text IS NULL OR customer_id = ${options.customerId ?? null})
        ${options.lock ? sql`FOR UPDATE` : sql``}`,
  );

export interface SubscriptionPageQuery {
  storeId: string;
  customerId?: string;
  status?: string;
  limit: number;
  after?: { createdAt: string; id: string };
}

/** Newest first, keyset-paginated by (created_at, id); one more row than asked shows whether more follow. */
export const findSubscriptionPage = (em: EntityManager, q: SubscriptionPageQuery) =>
  queryRows<SubscriptionRow>(
    em,
    sql`SELECT * FROM subscriptions
         WHERE store_id = ${q.storeId}
           AND (${q.customerId ?? null}::text IS NULL OR customer_id = ${q.customerId ?? null})
           AND (${q.status ?? null}::text IS NULL OR status = ${q.status ?? null})
           AND (${q.after?.createdAt ?? null}::timestamptz IS NULL
                OR (created_at, id) < (${q.after?.createdAt ?? null}::timestamptz, ${q.after?.id ?? ''}))
         ORDER BY created_at DESC, id DESC
         LIMIT ${q.limit + 1}`,
  );

/** Writes the given columns of a subscription (snake_case names from this file only). */
export async function updateSubscription(
  em: EntityManager,
  id: string,
  fields: Partial<{
    status: string;
    quantity: number;
    next_cycle: number;
    cycles_paid: number;
    failed_attempts: number;
    next_billing_at: Date | null;
    cancelled_at: Date | null;
    payment_token: string;
    variant_id: string;
    title: string;
  }>,
): Promise<SubscriptionRow> {
  const row = await queryOne<SubscriptionRow>(
    em,
    sql`UPDATE subscriptions SET
          status = coalesce(${fields.status ?? null}, status),
          quantity = coalesce(${fields.quantity ?? null}::integer, quantity),
          next_cycle = coalesce(${fields.next_cycle ?? null}::integer, next_cycle),
          cycles_paid = coalesce(${fields.cycles_paid ?? null}::integer, cycles_paid),
          failed_attempts = coalesce(${fields.failed_attempts ?? null}::integer, failed_attempts),
          next_billing_at = CASE WHEN ${'next_billing_at' in fields}::boolean
                                 THEN ${fields.next_billing_at ?? null}::timestamptz ELSE next_billing_at END,
          cancelled_at = CASE WHEN ${'cancelled_at' in fields}::boolean THEN ${fields.cancelled_at ?? null}::timestamptz
                              ELSE cancelled_at END,
          payment_token = coalesce(${fields.payment_token ?? null}, payment_token),
          variant_id = coalesce(${fields.variant_id ?? null}, variant_id),
          title = coalesce(${fields.title ?? null}, title),
          updated_at = clock_timestamp()
        WHERE id = ${id}
        RETURNING *`,
  );
  return row as SubscriptionRow;
}

export const findCycle = (em: EntityManager, subscriptionId: string, cycle: number) =>
  queryOne<SubscriptionCycleRow>(
    em,
    sql`SELECT * FROM subscription_cycles WHERE subscription_id = ${subscriptionId} AND cycle = ${cycle}`,
  );

/** The cycle's one row: its primary key makes a second order for the cycle impossible. */
export async function insertCycle(
  em: EntityManager,
  cycle: { subscriptionId: string; cycle: number; orderId: string; paymentId: string },
): Promise<void> {
  await execute(
    em,
    sql`INSERT INTO subscription_cycles (subscription_id, cycle, order_id, payment_id, attempts, status)
        VALUES (${cycle.subscriptionId}, ${cycle.cycle}, ${cycle.orderId}, ${cycle.paymentId}, 0, 'pending')`,
  );
}

export async function updateCycle(
  em: EntityManager,
  subscriptionId: string,
  cycle: number,
  fields: { status?: string; paymentId?: string; attempts?: number },
): Promise<void> {
  await execute(
    em,
    sql`UPDATE subscription_cycles SET status = coalesce(${fields.status ?? null}, status),
               payment_id = coalesce(${fields.paymentId ?? null}, payment_id),
               attempts = coalesce(${fields.attempts ?? null}::integer, attempts), updated_at = clock_timestamp()
         WHERE subscription_id = ${subscriptionId} AND cycle = ${cycle}`,
  );
}

/** The cycle left unpaid (pending) by failed charges, if any: cancelling the subscription cancels its order. */
export const findPendingCycle = (em: EntityManager, subscriptionId: string) =>
  queryOne<SubscriptionCycleRow>(
    em,
    sql`SELECT * FROM subscription_cycles WHERE subscription_id = ${subscriptionId} AND status = 'pending'`,
  );

/** Cycle orders of the subscription, oldest first (for its page). */
export const findCycles = (em: EntityManager, subscriptionId: string) =>
  queryRows<SubscriptionCycleRow>(
    em,
    sql`SELECT * FROM subscription_cycles WHERE subscription_id = ${subscriptionId} ORDER BY cycle`,
  );

/** The subscription's goods as its newest order has them (lines after discounts, before shipping and tax). */
export const setCycleAmount = (em: EntityManager, subscriptionId: string, cycleAmount: number) =>
  execute(em, sql`UPDATE subscriptions SET cycle_amount = ${cycleAmount} WHERE id = ${subscriptionId}`);

export interface SubscriptionFigureRows {
  mrr: string;
  active: string;
  paused: string;
  started: string;
  churned: string;
  live_at_start: string;
}

/**
 * The subscriptions report's figures for [from, end): MRR from the index of live subscriptions (their latest order's
 * goods spread over a month), the counts through the store's indexes by creation and by cancellation.
 */
export const subscriptionFigures = (em: EntityManager, storeId: string, currency: string, from: string, end: string) =>
  queryOne<SubscriptionFigureRows>(
    em,
    sql`SELECT
          (SELECT coalesce(round(sum(CASE interval WHEN 'month' THEN cycle_amount::numeric
                                                   WHEN 'week' THEN cycle_amount * 52 / 12.0
                                                   ELSE cycle_amount * 365 / 12.0 END / interval_count)), 0)
             FROM subscriptions
            WHERE store_id = ${storeId} AND currency = ${currency} AND status IN ('active', 'past_due')) AS mrr,
          (SELECT count(*) FROM subscriptions
            WHERE store_id = ${storeId} AND status IN ('active', 'past_due')) AS active,
          (SELECT count(*) FROM subscriptions WHERE store_id = ${storeId} AND status = 'paused') AS paused,
          (SELECT count(*) FROM subscriptions
            WHERE store_id = ${storeId} AND created_at >= ${from}::timestamptz AND created_at < ${end}::timestamptz)
            AS started,
          (SELECT count(*) FROM subscriptions
            WHERE store_id = ${storeId} AND cancelled_at >= ${from}::timestamptz AND cancelled_at < ${end}::timestamptz)
            AS churned,
          (SELECT count(*) FROM subscriptions WHERE store_id = ${storeId} AND created_at < ${from}::timestamptz)
            - (SELECT count(*) FROM subscriptions
                WHERE store_id = ${storeId} AND cancelled_at < ${from}::timestamptz) AS live_at_start`,
  ).then((row) => row as SubscriptionFigureRows);
