import type { EntityManager } from '@mikro-orm/postgresql';
import { execute, queryRows } from '../src/db/sql';
import { createStore } from '../src/stores/stores.service';

export interface BenchStore {
  label: string;
  storeId: string;
  publishableKey: string;
  productIds: string[];
  variantIds: string[][];
  /** A leaf category, filed with 5 % of the products. */
  categoryId: string;
  /** A top category with four sub-categories, filed with 25 % of the products between them. */
  categoryTreeId: string;
  /**
   * Two words found together in 40 products of either store (every 25th product of the small store, every 2,500th of
   * the large one), so both stores fill a page from the same number of matches: a rare search.
   */
  rareSearchTerm: string;
  /** Matches 10 % (every sweater's description says "made"), so both stores fill a page of 20. */
  pageFillingSearchTerm: string;
}

const MATERIALS = ['Merino', 'Linen', 'Cotton', 'Waxed', 'Alpaca', 'Canvas', 'Denim', 'Flannel', 'Cashmere', 'Leather'];
const NOUNS = ['Sweater', 'Shirt', 'Jacket', 'Tote', 'Beanie', 'Scarf', 'Apron', 'Blanket', 'Parka', 'Cap'];
/** How many products of each store the rare search matches: two pages' worth, whatever the store's size. */
const RARE_MATCHES = 40;
const sqlArray = (words: string[]) => `ARRAY[${words.map((w) => `'${w}'`).join(',')}]`;

/**
 * A store with `products` active products × 3 variants (sizes), USD prices, one image each and 20 categories (four
 * top ones, each with four sub-categories; products are filed evenly under all 20), written
 * with a handful of INSERT … SELECT generate_series statements, so 100,000 products take seconds, not minutes.
 */
export async function seedBenchStore(em: EntityManager, label: string, products: number): Promise<BenchStore> {
  const { store, publishableKey } = await createStore(em, {
    name: `Bench ${label} ${Date.now()}`,
    plan: 'enterprise',
    currencies: ['USD', 'EUR'],
    languages: ['en'],
  });
  const tag = store.id.slice(-8);
  const p = `'prod_b${tag}' || lpad(g::text, 7, '0')`;
  await execute(
    em,
    `INSERT INTO categories (id, store_id, parent_id, name, handle, position)
     SELECT 'cat_b${tag}' || c, ?, CASE WHEN c >= 4 THEN 'cat_b${tag}' || (c % 4) END, 'Category ' || c,
            'category-' || c, c
       FROM generate_series(0, 19) c`,
    [store.id],
  );
  await execute(
    em,
    `INSERT INTO products (id, store_id, status, title, description, handle, vendor, options, created_at, updated_at)
     SELECT ${p}, ?, 'active',
            (${sqlArray(MATERIALS)})[1 + g % 10] || ' ' || (${sqlArray(NOUNS)})[1 + (g / 10) % 10] || ' ' || g,
            'A well made ' || lower((${sqlArray(NOUNS)})[1 + (g / 10) % 10]) || ' for every day.'
              || CASE WHEN g % (? / ${RARE_MATCHES}) = 0 THEN ' An heirloom piece.' ELSE '' END,
            'item-' || g, 'Bench Goods',
            '[{"name":"Size","values":["S","M","L"]}]'::jsonb, now() - g * interval '1 second', now()
       FROM generate_series(1, ?) g`,
    [store.id, products, products],
  );
  await execute(
    em,
    `INSERT INTO variants (id, store_id, product_id, sku, title, option_values, weight_grams, stock_on_hand, position)
     SELECT 'var_b${tag}' || lpad(g::text, 7, '0') || s.size, ?, ${p}, 'B${tag}-' || g || '-' || s.size, s.size,
            jsonb_build_object('Size', s.size), 300 + s.pos * 50, CASE WHEN g % 7 = 0 THEN 0 ELSE 1000000 END, s.pos
       FROM generate_series(1, ?) g CROSS JOIN (VALUES ('S', 0), ('M', 1), ('L', 2)) s(size, pos)`,
    [store.id, products],
  );
  await execute(
    em,
    `INSERT INTO location_stock (location_id, variant_id, store_id, on_hand)
     SELECT l.id, v.id, v.store_id, v.stock_on_hand
       FROM variants v JOIN stock_locations l ON l.store_id = v.store_id AND l.is_default
      WHERE v.store_id = ? AND v.stock_on_hand > 0`,
    [store.id],
  );
  await execute(
    em,
    `INSERT INTO variant_prices (variant_id, currency, amount)
     SELECT v.id, c.currency, (1000 + (hashtext(v.product_id) & 65535) % 20000 + v.position * 500) * c.factor / 100
       FROM variants v CROSS JOIN (VALUES ('USD', 100), ('EUR', 92)) c(currency, factor) WHERE v.store_id = ?`,
    [store.id],
  );
  await execute(
    em,
    `INSERT INTO media (id, product_id, url, alt, position) ` +
      `SELECT 'med_b${tag}' || g, ${p}, 'https://img.example.com/' || g || '.jpg', 'Item ' || g, 0 ` +
      `FROM generate_series(1, ?) g`,
    [products],
  );
  await execute(
    em,
    `INSERT INTO product_categories (product_id, category_id) SELECT ${p}, 'cat_b${tag}' || (g % 20) ` +
      `FROM generate_series(1, ?) g`,
    [products],
  );
  // VACUUM too, as autovacuum would: dead index entries left by an earlier run's clean-up make the planner's range
  // probes slow, and until a table is vacuumed its index-only walks (category pages, searches) also read each row's
  // page.
  await vacuumAnalyze(em, [
    'products',
    'product_words',
    'category_listings',
    'variants',
    'variant_prices',
    'product_prices',
    'media',
    'product_categories',
    'categories',
  ]);
  const sample = await queryRows<{ product_id: string; ids: string[] }>(
    em,
    `SELECT product_id, array_agg(id ORDER BY position) AS ids FROM variants WHERE store_id = ? ` +
      `AND product_id IN (SELECT id FROM products WHERE store_id = ? ORDER BY id LIMIT 100) AND stock_on_hand > 0 ` +
      `GROUP BY product_id`,
    [store.id, store.id],
  );
  return {
    label,
    storeId: store.id,
    publishableKey,
    productIds: sample.map((s) => s.product_id),
    variantIds: sample.map((s) => s.ids),
    categoryId: `cat_b${tag}19`,
    categoryTreeId: `cat_b${tag}3`,
    rareSearchTerm: 'heirloom piece',
    pageFillingSearchTerm: 'made sweater',
  };
}

export async function vacuumAnalyze(em: EntityManager, tables: string[]): Promise<void> {
  for (const table of tables) await execute(em, `VACUUM ANALYZE ${table}`);
}

/**
 * What autovacuum does on a server that runs it: statistics for the cart tables once the warm-up has filled them.
 * Without it (this machine's PostgreSQL runs with autovacuum off), the plans cached while the tables were empty scan
 * every cart line on each request, and the cart figures sink as the run goes on.
 */
export const analyseCartTables = (em: EntityManager) =>
  vacuumAnalyze(em, ['carts', 'cart_lines', 'rate_limit_buckets']);

/** Carts go first: cart lines reference products without a cascade. */
export async function dropBenchStore(em: EntityManager, storeId: string): Promise<void> {
  await execute(em, 'DELETE FROM carts WHERE store_id = ?', [storeId]);
  await execute(em, 'DELETE FROM stores WHERE id = ?', [storeId]);
}
