import { Migration } from '@mikro-orm/migrations';

/**
 * Fulfilment per location (issue 46, docs/inventory-and-pricing.md "Fulfilment per location and pick lists"). Each
 * allocation counts the units shipped from its location and is closed when its order is cancelled, so a pick list is
 * the open allocations with units still to ship; each fulfilment names the location it shipped from (without a
 * foreign key, so history outlives a deleted location).
 */
export class Migration20261129001000FulfilmentPerLocation extends Migration {
  /**
   * Units already shipped count against the order's allocations of their variant, in location priority order, and a
   * cancelled order's allocations are closed. Last, so a test can replay it (test/integration/location-fulfilment).
   */
  static readonly backfill = [
    `WITH shipped AS (
       SELECT order_id, variant_id, sum(fulfilled_quantity)::int AS units
         FROM order_lines GROUP BY order_id, variant_id HAVING sum(fulfilled_quantity) > 0
     ), ranked AS (
       SELECT a.order_id, a.variant_id, a.location_id, a.quantity, s.units,
              coalesce(sum(a.quantity) OVER (PARTITION BY a.order_id, a.variant_id ORDER BY l.priority, l.id
                                             ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS before
         FROM stock_allocations a
         JOIN stock_locations l ON l.id = a.location_id
         JOIN shipped s ON s.order_id = a.order_id AND s.variant_id = a.variant_id
     )
     UPDATE stock_allocations a SET fulfilled_quantity = greatest(0, least(r.quantity, r.units - r.before))
       FROM ranked r
      WHERE a.order_id = r.order_id AND a.variant_id = r.variant_id AND a.location_id = r.location_id`,
    `UPDATE stock_allocations a SET closed_at = o.cancelled_at
       FROM orders o WHERE o.id = a.order_id AND o.status = 'cancelled'`,
  ];

  async up(): Promise<void> {
    this.addSql('ALTER TABLE stock_allocations ADD COLUMN fulfilled_quantity integer NOT NULL DEFAULT 0');
    this.addSql(
      `ALTER TABLE stock_allocations ADD CONSTRAINT stock_allocations_fulfilled
         CHECK (fulfilled_quantity >= 0 AND fulfilled_quantity <= quantity)`,
    );
    this.addSql('ALTER TABLE stock_allocations ADD COLUMN closed_at timestamptz');
    // A pick list reads one location's open allocations, oldest first.
    this.addSql(
      `CREATE INDEX stock_allocations_open ON stock_allocations (location_id, created_at, order_id, variant_id)
        WHERE fulfilled_quantity < quantity AND closed_at IS NULL`,
    );
    this.addSql('ALTER TABLE fulfilments ADD COLUMN location_id text');
    // A location's pick list is an export kind of its own.
    this.addSql('ALTER TABLE exports DROP CONSTRAINT exports_kind_check');
    this.addSql(
      `ALTER TABLE exports ADD CONSTRAINT exports_kind_check
         CHECK (kind IN ('products', 'orders', 'customers', 'stock_ledger', 'pick_list'))`,
    );
    for (const statement of Migration20261129001000FulfilmentPerLocation.backfill) this.addSql(statement);
  }

  async down(): Promise<void> {
    this.addSql(`DELETE FROM exports WHERE kind = 'pick_list'`);
    this.addSql('ALTER TABLE exports DROP CONSTRAINT exports_kind_check');
    this.addSql(
      `ALTER TABLE exports ADD CONSTRAINT exports_kind_check
         CHECK (kind IN ('products', 'orders', 'customers', 'stock_ledger'))`,
    );
    this.addSql('ALTER TABLE fulfilments DROP COLUMN location_id');
    this.addSql('DROP INDEX stock_allocations_open');
    this.addSql('ALTER TABLE stock_allocations DROP COLUMN closed_at');
    this.addSql('ALTER TABLE stock_allocations DROP CONSTRAINT stock_allocations_fulfilled');
    this.addSql('ALTER TABLE stock_allocations DROP COLUMN fulfilled_quantity');
  }
}
