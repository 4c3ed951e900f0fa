import { Migration } from '@mikro-orm/migrations';

/**
 * A signed-in shopper's returns (`GET /v3/public/{pk}/customers/me/returns`, issue 43), newest first: read by store
 * and customer, so it needs no scan of the store's returns.
 */
export class Migration20261129001900ReturnsByCustomer extends Migration {
  async up(): Promise<void> {
    this.addSql(
      `CREATE INDEX returns_customer ON returns USING btree (store_id, customer_id, created_at DESC, id DESC)`,
    );
  }

  async down(): Promise<void> {
    this.addSql('DROP INDEX returns_customer');
  }
}
