import { Migration } from '@mikro-orm/migrations';

/**
 * What was refunded of each payment (issue 43): since a payment link's payment, an order can hold more than one
 * captured payment, and a refund is split over them so that none is asked for more than it holds. Until now an order
 * had one captured payment, which every refund through the provider went to: it is backfilled with the card's part of
 * the order's refunds (refunds go back to the card first).
 */
export class Migration20261129001210PaymentRefundedAmounts extends Migration {
  async up(): Promise<void> {
    this.addSql('ALTER TABLE payments ADD COLUMN refunded_amount bigint NOT NULL DEFAULT 0');
    this.addSql(`
      UPDATE payments p SET refunded_amount = least(o.refunded_amount, o.captured_amount)
        FROM orders o
       WHERE o.id = p.order_id AND p.status = 'captured' AND o.refunded_amount > 0`);
  }

  async down(): Promise<void> {
    this.addSql('ALTER TABLE payments DROP COLUMN refunded_amount');
  }
}
