import { Migration } from '@mikro-orm/migrations';

/** The inventory per location (Shopify's inventory CSV shape) is an export kind of its own (issue 46). */
export class Migration20261129001020InventoryExportKind extends Migration {
  async up(): Promise<void> {
    this.addSql('ALTER TABLE exports DROP CONSTRAINT exports_kind_check');
    this.addSql(
      `ALTER TABLE exports ADD CONSTRAINT exports_kind_check
         CHECK (kind IN ('products', 'orders', 'customers', 'stock_ledger', 'pick_list', 'inventory'))`,
    );
  }

  async down(): Promise<void> {
    this.addSql(`DELETE FROM exports WHERE kind = 'inventory'`);
    this.addSql('ALTER TABLE exports DROP CONSTRAINT exports_kind_check');
    this.addSql(
      `ALTER TABLE exports ADD CONSTRAINT exports_kind_check
         CHECK (kind IN ('products', 'orders', 'customers', 'stock_ledger', 'pick_list'))`,
    );
  }
}
