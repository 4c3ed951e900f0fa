import { Migration } from '@mikro-orm/migrations';

/**
 * Storefront read paths: an index for feeds, and product_prices, the lowest price of each product per currency,
 * which price sorts and price filters read through one index. Statement-level triggers keep it current on every
 * write to variant_prices or variants, whoever makes it, and cost one set-based refresh per statement.
 */
export class Migration20261122000400Storefront extends Migration {
  async up(): Promise<void> {
    // Product feeds walk a store's variants in id order, 500 at a time.
    this.addSql(`CREATE INDEX variants_store_id ON variants (store_id, id)`);
    this.addSql(`
      CREATE TABLE product_prices (
        product_id text NOT NULL REFERENCES products(id) ON DELETE CASCADE,
        store_id text NOT NULL,
        currency text NOT NULL,
        min_amount bigint NOT NULL,
        PRIMARY KEY (product_id, currency)
      )`);
    this.addSql(`CREATE INDEX product_prices_sort ON product_prices (store_id, currency, min_amount, product_id)`);
    this.addSql(`
      CREATE FUNCTION refresh_product_prices(p_products text[]) RETURNS void LANGUAGE sql AS $$
        WITH fresh AS (
          SELECT v.product_id, v.store_id, vp.currency, min(vp.amount) AS min_amount
            FROM variants v JOIN variant_prices vp ON vp.variant_id = v.id
           WHERE v.product_id = ANY (p_products) AND EXISTS (SELECT 1 FROM products p WHERE p.id = v.product_id)
           GROUP BY v.product_id, v.store_id, vp.currency
        ), gone AS (
          DELETE FROM product_prices pp
           WHERE pp.product_id = ANY (p_products)
             AND NOT EXISTS (SELECT 1 FROM fresh f WHERE f.product_id = pp.product_id AND f.currency = pp.currency)
        )
        -- Upsert rather than delete-and-insert, so two writers of one product never collide on the key.
        INSERT INTO product_prices (product_id, store_id, currency, min_amount)
        SELECT product_id, store_id, currency, min_amount FROM fresh
        ON CONFLICT (product_id, currency) DO UPDATE SET min_amount = EXCLUDED.min_amount;
      $$`);
    this.addSql(`
      CREATE FUNCTION product_prices_from_prices() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM refresh_product_prices(ARRAY(SELECT DISTINCT v.product_id FROM changed c JOIN variants v ON v.id = c.variant_id));
        RETURN NULL;
      END $$`);
    this.addSql(`
      CREATE FUNCTION product_prices_from_variants() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM refresh_product_prices(ARRAY(SELECT DISTINCT product_id FROM changed));
        RETURN NULL;
      END $$`);
    for (const event of ['INSERT', 'UPDATE']) {
      this.addSql(`CREATE TRIGGER variant_prices_${event.toLowerCase()}_product_prices AFTER ${event} ON variant_prices
                   REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION product_prices_from_prices()`);
    }
    this.addSql(`CREATE TRIGGER variant_prices_delete_product_prices AFTER DELETE ON variant_prices
                 REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION product_prices_from_prices()`);
    // A deleted variant takes its prices with it, and then only the variant rows name the products to refresh.
    // (No trigger on variant updates: stock changes are hot and never move a price.)
    this.addSql(`CREATE TRIGGER variants_delete_product_prices AFTER DELETE ON variants
                 REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION product_prices_from_variants()`);
  }
}
