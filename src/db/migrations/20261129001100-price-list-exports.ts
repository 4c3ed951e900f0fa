import { Migration } from '@mikro-orm/migrations';

/** Exports of price-list prices and customer-group members (issue 46): two more kinds of export. */
export class Migration20261129001100PriceListExports extends Migration {
  async up(): Promise<void> {
    this.addSql('ALTER TABLE exports DROP CONSTRAINT exports_kind_check');
    this.addSql(`ALTER TABLE exports ADD CONSTRAINT exports_kind_check CHECK (kind IN ('products', 'orders',
                   'customers', 'stock_ledger', 'pick_list', 'inventory', 'price_list_prices',
                   'customer_group_members'))`);
  }

  async down(): Promise<void> {
    this.addSql(`DELETE FROM exports WHERE kind IN ('price_list_prices', 'customer_group_members')`);
    this.addSql('ALTER TABLE exports DROP CONSTRAINT exports_kind_check');
    this.addSql(`ALTER TABLE exports ADD CONSTRAINT exports_kind_check CHECK (kind IN
                   ('products', 'orders', 'customers', 'stock_ledger', 'pick_list', 'inventory'))`);
  }
}
