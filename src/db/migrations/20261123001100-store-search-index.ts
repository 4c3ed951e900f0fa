import { Migration } from '@mikro-orm/migrations';

/**
 * Text search per store: the GIN index leads with the store, so a search reads only its own store's matches.
 * The index it replaces held every store's words together, so one store's search slowed down as other stores grew.
 */
export class Migration20261123001100StoreSearchIndex extends Migration {
  async up(): Promise<void> {
    this.addSql(`CREATE EXTENSION IF NOT EXISTS btree_gin`);
    this.addSql(`CREATE INDEX products_store_search ON products USING gin (store_id, search)`);
    this.addSql(`DROP INDEX products_search`);
  }
}
