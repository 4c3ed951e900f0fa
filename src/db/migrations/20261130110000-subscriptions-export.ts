import { Migration } from '@mikro-orm/migrations';

/** Exports gain the subscriptions kind (issue 45): the subscriptions list, streamed to a file as the other kinds are. */
export class Migration20261130110000SubscriptionsExport extends Migration {
  async up(): Promise<void> {
    this.addSql(`ALTER TABLE exports DROP CONSTRAINT exports_kind_check`);
    this.addSql(`
      ALTER TABLE exports ADD CONSTRAINT exports_kind_check
        CHECK (kind IN ('products', 'orders', 'customers', 'stock_ledger', 'pick_list', 'inventory',
                        'price_list_prices', 'customer_group_members', 'returns', 'subscriptions'))`);
  }
}
