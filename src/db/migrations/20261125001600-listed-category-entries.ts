import { Migration } from '@mikro-orm/migrations';

/**
 * Whether each product_categories entry's product is active, kept by triggers, and the newest-first index over the
 * active entries only. A category's newest page then walks the index alone and reads the product rows of the page,
 * not of every product walked: a five-category tree's page read 105 product rows for 21, and with the products in
 * its join the generic plan could turn into a merge join down the whole products index (1.5 ms at 1,000 products
 * against 0.14 ms now).
 */
export class Migration20261125001600ListedCategoryEntries extends Migration {
  async up(): Promise<void> {
    this.addSql(`ALTER TABLE product_categories ADD COLUMN product_active boolean NOT NULL DEFAULT false`);
    this.addSql(
      `UPDATE product_categories pc SET product_active = true FROM products p WHERE p.id = pc.product_id AND p.status = 'active'`,
    );
    this.addSql(`DROP TRIGGER product_categories_created_at ON product_categories`);
    this.addSql(`DROP FUNCTION product_categories_created_at()`);
    this.addSql(`
      CREATE FUNCTION product_categories_from_product() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        SELECT created_at, status = 'active' INTO NEW.product_created_at, NEW.product_active FROM products WHERE id = NEW.product_id;
        RETURN NEW;
      END $$`);
    this
      .addSql(`CREATE TRIGGER product_categories_from_product BEFORE INSERT OR UPDATE OF product_id ON product_categories
                 FOR EACH ROW EXECUTE FUNCTION product_categories_from_product()`);
    this.addSql(`
      CREATE FUNCTION product_categories_follow_status() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE product_categories SET product_active = (NEW.status = 'active') WHERE product_id = NEW.id;
        RETURN NULL;
      END $$`);
    this.addSql(`CREATE TRIGGER products_status_categories AFTER UPDATE OF status ON products
                 FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION product_categories_follow_status()`);
    this.addSql(
      `CREATE INDEX product_categories_listed ON product_categories (category_id, product_created_at DESC, product_id DESC) WHERE product_active`,
    );
    this.addSql(`DROP INDEX product_categories_newest`);
  }
}
