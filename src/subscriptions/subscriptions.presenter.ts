import type { Config } from '../config';
import type { SubscriptionRow } from './subscriptions.repository';
import { upcomingDates } from './subscription-schedule';
import { allowedSubscriptionActions, type PlanInterval, type SubscriptionStatus } from './subscriptions.types';

const iso = (value: unknown) => new Date(value as string).toISOString();

/** The Subscription of openapi.json: its terms, where it stands and its next billing dates. */
export function presentSubscription(row: SubscriptionRow, config: Pick<Config, 'subscriptionDaySeconds'>) {
  const status = row.status as SubscriptionStatus;
  const billing = status === 'active' || status === 'past_due';
  const next = billing && row.next_billing_at ? new Date(row.next_billing_at as unknown as string) : null;
  return {
    id: row.id,
    status,
    customerId: row.customer_id,
    email: row.email,
    productId: row.product_id,
    variantId: row.variant_id,
    title: row.title,
    sellingPlanId: row.selling_plan_id,
    quantity: row.quantity,
    currency: row.currency,
    interval: row.interval,
    intervalCount: row.interval_count,
    discountPercent: row.discount_percent,
    minimumCycles: row.minimum_cycles,
    cyclesPaid: row.cycles_paid,
    failedAttempts: row.failed_attempts,
    nextBillingAt: next ? next.toISOString() : null,
    schedule:
      next && status === 'active'
        ? upcomingDates(next, row.interval as PlanInterval, row.interval_count, config.subscriptionDaySeconds).map(
            (date) => date.toISOString(),
          )
        : next
          ? [next.toISOString()]
          : [],
    firstOrderId: row.first_order_id,
    allowedActions: allowedSubscriptionActions(status),
    cancelledAt: row.cancelled_at ? iso(row.cancelled_at) : null,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

export type SubscriptionView = ReturnType<typeof presentSubscription>;
