import { Migration } from '@mikro-orm/migrations';

/** Indexes of the storefront's read paths that the earlier migrations do not cover. */
export class Migration20261122000400Storefront extends Migration {
  async up(): Promise<void> {
    // Product feeds walk a store's variants in id order, 500 at a time.
    this.addSql(`CREATE INDEX variants_store_id ON variants (store_id, id)`);
  }
}
