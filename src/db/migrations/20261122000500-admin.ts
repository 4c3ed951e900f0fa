import { Migration } from '@mikro-orm/migrations';

/** Indexes the admin surface reads by: every product newest first, the category tree, discounts newest first. */
export class Migration20261122000500Admin extends Migration {
  async up(): Promise<void> {
    this.addSql(`CREATE INDEX products_admin_created ON products (store_id, created_at DESC, id DESC)`);
    this.addSql(`CREATE INDEX categories_tree ON categories (store_id, parent_id, position, id)`);
    this.addSql(`CREATE INDEX discounts_store_created ON discounts (store_id, created_at DESC, id DESC)`);
    this.addSql(`CREATE INDEX variants_sku_trgm ON variants USING gin (sku gin_trgm_ops)`);
    this.addSql(`CREATE INDEX order_lines_product ON order_lines (product_id)`);
  }
}
