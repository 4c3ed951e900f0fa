import { Migration } from '@mikro-orm/migrations';

/**
 * Which items of a keyed bulk price adjustment have moved their price (issue 49). An adjustment is relative, so a
 * retry whose first attempt's process died part-way must skip the items that attempt committed: each item's mark is
 * written in the transaction that moves its price, under the request's idempotency scope.
 */
export class Migration20261128004600PriceAdjustmentsApplied extends Migration {
  async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE price_adjustments_applied (
        scope_hash text NOT NULL,
        item_index integer NOT NULL CHECK (item_index >= 0),
        applied_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        PRIMARY KEY (scope_hash, item_index)
      )`);
    this.addSql(`CREATE INDEX price_adjustments_applied_at ON price_adjustments_applied (applied_at)`);
  }

  async down(): Promise<void> {
    this.addSql('DROP TABLE price_adjustments_applied');
  }
}
