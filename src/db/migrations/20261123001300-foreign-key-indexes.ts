import { Migration } from '@mikro-orm/migrations';

/**
 * Indexes for the foreign keys PostgreSQL checks when a row they point at is deleted. Without them, deleting one
 * product or variant (admin delete, or a store's whole catalogue) read every cart line of every store to find
 * references, and deleting a category read every category: a 100,000-product store took minutes to delete.
 */
export class Migration20261123001300ForeignKeyIndexes extends Migration {
  async up(): Promise<void> {
    this.addSql(`CREATE INDEX cart_lines_product ON cart_lines (product_id)`);
    this.addSql(`CREATE INDEX cart_lines_variant ON cart_lines (variant_id)`);
    this.addSql(`CREATE INDEX categories_parent ON categories (parent_id)`);
  }
}
