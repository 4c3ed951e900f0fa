import { Migration } from '@mikro-orm/migrations';
import { definitionsAt, type FunctionVersions } from '../sql-functions';

/**
 * Every database function is redefined from its file, src/<owner>/sql/<name>.sql (src/db/sql-functions.ts), so the
 * live definition is the file. The earlier migrations that created and altered the functions are their history.
 */
export class Migration20261126003500FunctionsFromFiles extends Migration {
  static readonly functionVersions: FunctionVersions = {
    cart_change_line: 'd3e048d940b9',
    cart_line_rows: '0094c93d2470',
    categories_notify_catalogue: 'abff23727f47',
    category_lineage: '2a3cce18c601',
    category_listings_follow_filings: 'a9ba46ac8b64',
    category_listings_follow_moves: '1cf4f0e73c48',
    category_listings_lock: '5d1061727cf8',
    category_listings_rebuild: '11d1ca8a061e',
    media_notify_catalogue: '1de62ee17061',
    notify_event_outbox: '6abe1f760b76',
    notify_store_credentials: 'ab297a60e75e',
    product_categories_follow_status: '182f64be5502',
    product_categories_from_product: 'fa3b554f909f',
    product_categories_notify_catalogue: '45d2bf93e539',
    product_prices_from_prices: 'a891c05d107c',
    product_prices_from_stock: 'bbe85084c4e5',
    product_prices_from_variants: 'c89f6be32b11',
    product_words_follow: '48c5ade008aa',
    product_words_forget: 'a0da777cdf4b',
    product_words_learn: 'b0d36de83d4c',
    product_words_of: '849e5ac0525e',
    products_notify_catalogue: 'cdabedaf3fb8',
    rate_limit_lease: '656d8c6c2e14',
    refresh_product_covers: 'e1f739e51a40',
    refresh_product_prices: '52cf4d34782d',
    review_summaries_apply: '3d12e4e25092',
    review_summaries_follow: '7a17f6260fe4',
    store_search_query: '0da787c01126',
    store_search_vector: '6a57b2552b71',
    stores_notify_catalogue: '7d2757a0a61f',
    translation_search_config: '24a80ea10fe0',
    translation_search_query: '75ba4f9b90f6',
    translations_notify_catalogue: '244b3471170b',
    variant_prices_notify_catalogue: 'bdd509e8b4c6',
    variants_notify_catalogue: '3aaaa5e21b22',
    variants_notify_stock_or_catalogue: '37919bac45b0',
    word_stem_bit: '810103d9563b',
  };

  async up(): Promise<void> {
    for (const definition of definitionsAt(Migration20261126003500FunctionsFromFiles.functionVersions)) {
      this.addSql(definition);
    }
  }
}
