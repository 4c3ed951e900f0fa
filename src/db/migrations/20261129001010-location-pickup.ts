import { Migration } from '@mikro-orm/migrations';

/**
 * Pickup at a location (issue 46, docs/inventory-and-pricing.md "Pickup availability"): a location staff mark as
 * offering pickup is listed to shoppers with what it holds of a product's variants.
 */
export class Migration20261129001010LocationPickup extends Migration {
  async up(): Promise<void> {
    this.addSql('ALTER TABLE stock_locations ADD COLUMN offers_pickup boolean NOT NULL DEFAULT false');
  }

  async down(): Promise<void> {
    this.addSql('ALTER TABLE stock_locations DROP COLUMN offers_pickup');
  }
}
