import { Migration } from '@mikro-orm/migrations';

/**
 * The subscriptions report (issue 45: MRR and churn on the dashboard's home page) without reading orders:
 * - cycle_amount: what a subscription's goods come to on a renewal (lines after discounts, before shipping and tax):
 *   at the start the checkout's line at the plan's renewal price, then each cycle's order; filled here likewise;
 * - a partial index of the live (active, past due) subscriptions carrying what MRR needs, read index-only;
 * - an index of cancellations by time, for the churn of a period.
 */
export class Migration20261130110100SubscriptionFigures extends Migration {
  async up(): Promise<void> {
    this.addSql('ALTER TABLE subscriptions ADD COLUMN cycle_amount bigint NOT NULL DEFAULT 0');
    // A subscription with a renewal: that order's goods; one without: the checkout's line less the plan's discount.
    this.addSql(`
      UPDATE subscriptions s
         SET cycle_amount = coalesce(
               (SELECT sum(l.subtotal_amount - l.discount_amount) FROM order_lines l
                 WHERE l.order_id = (SELECT c.order_id FROM subscription_cycles c
                                      WHERE c.subscription_id = s.id ORDER BY c.cycle DESC LIMIT 1)),
               (SELECT l.quantity * (l.unit_amount - round(l.unit_amount * s.discount_percent / 100.0))
                  FROM order_lines l
                 WHERE l.order_id = s.first_order_id AND l.variant_id = s.variant_id LIMIT 1),
               0)`);
    this.addSql(`
      CREATE INDEX subscriptions_live_amounts ON subscriptions (store_id, currency)
        INCLUDE (cycle_amount, interval, interval_count) WHERE status IN ('active', 'past_due')`);
    this.addSql(`
      CREATE INDEX subscriptions_store_cancelled ON subscriptions (store_id, cancelled_at)
        WHERE cancelled_at IS NOT NULL`);
  }
}
