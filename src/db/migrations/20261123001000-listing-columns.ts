import { Migration } from '@mikro-orm/migrations';

/**
 * Everything a catalogue page shows, kept beside the product so a page is one index scan with a key lookup per
 * row: product_prices gains the highest price and whether a variant priced in that currency is in stock, and
 * products gain their cover image (the first media by position). Triggers keep both current on every write.
 * product_categories gains its product's creation time (which never changes), so a category's newest products
 * are read in order from one index instead of filtering the whole store's.
 */
export class Migration20261123001000ListingColumns extends Migration {
  async up(): Promise<void> {
    this.addSql(
      `ALTER TABLE product_prices ADD COLUMN max_amount bigint, ADD COLUMN in_stock boolean NOT NULL DEFAULT false`,
    );
    this.addSql(`ALTER TABLE products ADD COLUMN cover_url text, ADD COLUMN cover_alt text`);
    // A refresh locks its products' rows before reading (FOR NO KEY UPDATE: foreign-key checks still pass), so the
    // later of two concurrent refreshes reads what the earlier committed and never writes back a stale price or flag.
    this.addSql(`
      CREATE OR REPLACE FUNCTION refresh_product_prices(p_products text[]) RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM 1 FROM products WHERE id = ANY (p_products) ORDER BY id FOR NO KEY UPDATE;
        WITH fresh AS (
          SELECT v.product_id, v.store_id, vp.currency, min(vp.amount) AS min_amount, max(vp.amount) AS max_amount,
                 bool_or(v.stock_on_hand > v.stock_reserved) AS in_stock
            FROM variants v JOIN variant_prices vp ON vp.variant_id = v.id
           WHERE v.product_id = ANY (p_products) AND EXISTS (SELECT 1 FROM products p WHERE p.id = v.product_id)
           GROUP BY v.product_id, v.store_id, vp.currency
        ), gone AS (
          DELETE FROM product_prices pp
           WHERE pp.product_id = ANY (p_products)
             AND NOT EXISTS (SELECT 1 FROM fresh f WHERE f.product_id = pp.product_id AND f.currency = pp.currency)
        )
        INSERT INTO product_prices (product_id, store_id, currency, min_amount, max_amount, in_stock)
        SELECT product_id, store_id, currency, min_amount, max_amount, in_stock FROM fresh
        ON CONFLICT (product_id, currency) DO UPDATE
          SET min_amount = EXCLUDED.min_amount, max_amount = EXCLUDED.max_amount, in_stock = EXCLUDED.in_stock;
      END
      $$`);
    // Stock moves on every sale, so only a change of "has any left" refreshes the product.
    this.addSql(`
      CREATE FUNCTION product_prices_from_stock() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM refresh_product_prices(ARRAY[NEW.product_id]);
        RETURN NULL;
      END $$`);
    this.addSql(`
      CREATE TRIGGER variants_stock_product_prices AFTER UPDATE OF stock_on_hand, stock_reserved ON variants FOR EACH ROW
        WHEN ((OLD.stock_on_hand > OLD.stock_reserved) IS DISTINCT FROM (NEW.stock_on_hand > NEW.stock_reserved))
        EXECUTE FUNCTION product_prices_from_stock()`);
    this.addSql(`
      CREATE FUNCTION refresh_product_covers() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE products p
           SET cover_url = m.url, cover_alt = m.alt
          FROM (SELECT DISTINCT product_id FROM changed) c
          LEFT JOIN LATERAL (SELECT url, alt FROM media WHERE product_id = c.product_id ORDER BY position, id LIMIT 1) m ON true
         WHERE p.id = c.product_id AND (p.cover_url, p.cover_alt) IS DISTINCT FROM (m.url, m.alt);
        RETURN NULL;
      END $$`);
    for (const [event, table] of [
      ['INSERT', 'NEW'],
      ['UPDATE', 'NEW'],
      ['DELETE', 'OLD'],
    ]) {
      this.addSql(`CREATE TRIGGER media_${event.toLowerCase()}_product_covers AFTER ${event} ON media
                   REFERENCING ${table} TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION refresh_product_covers()`);
    }
    this.addSql(`ALTER TABLE product_categories ADD COLUMN product_created_at timestamptz`);
    this.addSql(
      `UPDATE product_categories pc SET product_created_at = p.created_at FROM products p WHERE p.id = pc.product_id`,
    );
    this.addSql(`ALTER TABLE product_categories ALTER COLUMN product_created_at SET NOT NULL`);
    this.addSql(`
      CREATE FUNCTION product_categories_created_at() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        SELECT created_at INTO NEW.product_created_at FROM products WHERE id = NEW.product_id;
        RETURN NEW;
      END $$`);
    this
      .addSql(`CREATE TRIGGER product_categories_created_at BEFORE INSERT OR UPDATE OF product_id ON product_categories
                 FOR EACH ROW EXECUTE FUNCTION product_categories_created_at()`);
    this.addSql(
      `CREATE INDEX product_categories_newest ON product_categories (category_id, product_created_at DESC, product_id DESC)`,
    );
    this.addSql(`SELECT refresh_product_prices(ARRAY(SELECT id FROM products))`);
    this.addSql(`
      UPDATE products p SET cover_url = m.url, cover_alt = m.alt
        FROM (SELECT DISTINCT ON (product_id) product_id, url, alt FROM media ORDER BY product_id, position, id) m
       WHERE p.id = m.product_id`);
  }
}
