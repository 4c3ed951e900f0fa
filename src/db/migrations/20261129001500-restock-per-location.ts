import { Migration } from '@mikro-orm/migrations';

/**
 * Units back to the locations they came from (issue 46, docs/inventory-and-pricing.md "Units coming back"). An
 * allocation's `quantity` now drops when unshipped units go back on the shelf (a refund with restock, an edit that
 * removes units), down to zero; `returned_quantity` counts its shipped units that came back to its location, so a
 * later restock never sends more back to a location than shipped from it. An order line's `released_quantity` counts
 * its units put back before they shipped: they no longer ship.
 */
export class Migration20261129001500RestockPerLocation extends Migration {
  async up(): Promise<void> {
    this.addSql('ALTER TABLE stock_allocations DROP CONSTRAINT stock_allocations_quantity_check');
    this.addSql('ALTER TABLE stock_allocations ADD CONSTRAINT stock_allocations_quantity_check CHECK (quantity >= 0)');
    this.addSql('ALTER TABLE stock_allocations ADD COLUMN returned_quantity integer NOT NULL DEFAULT 0');
    this.addSql(
      `ALTER TABLE stock_allocations ADD CONSTRAINT stock_allocations_returned
         CHECK (returned_quantity >= 0 AND returned_quantity <= fulfilled_quantity)`,
    );
    this.addSql('ALTER TABLE order_lines ADD COLUMN released_quantity integer NOT NULL DEFAULT 0');
    this.addSql(
      `ALTER TABLE order_lines ADD CONSTRAINT order_lines_released
         CHECK (released_quantity >= 0 AND fulfilled_quantity + released_quantity <= quantity)`,
    );
  }

  async down(): Promise<void> {
    this.addSql('ALTER TABLE order_lines DROP CONSTRAINT order_lines_released');
    this.addSql('ALTER TABLE order_lines DROP COLUMN released_quantity');
    this.addSql('ALTER TABLE stock_allocations DROP CONSTRAINT stock_allocations_returned');
    this.addSql('ALTER TABLE stock_allocations DROP COLUMN returned_quantity');
    this.addSql('DELETE FROM stock_allocations WHERE quantity = 0');
    this.addSql('ALTER TABLE stock_allocations DROP CONSTRAINT stock_allocations_quantity_check');
    this.addSql('ALTER TABLE stock_allocations ADD CONSTRAINT stock_allocations_quantity_check CHECK (quantity > 0)');
  }
}
