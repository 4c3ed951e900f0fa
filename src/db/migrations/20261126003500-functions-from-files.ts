import { Migration } from '@mikro-orm/migrations';
import { definitionsAt, type FunctionVersions } from '../sql-functions';

/**
 * Every database function and trigger is redefined from its file, src/<owner>/sql/<name>.sql
 * (src/db/sql-functions.ts), so the live definition is the file. The earlier migrations that created and altered them
 * are their history.
 */
export class Migration20261126003500FunctionsFromFiles extends Migration {
  static readonly functionVersions: FunctionVersions = {
    cart_change_line: 'd3e048d940b9',
    cart_line_rows: '0094c93d2470',
    categories_notify_catalogue: '0de4f765c4a3',
    category_lineage: '2a3cce18c601',
    category_listings_follow_filings: 'd303a5081196',
    category_listings_follow_moves: '2baa6ae94528',
    category_listings_lock: '5d1061727cf8',
    category_listings_rebuild: '11d1ca8a061e',
    media_notify_catalogue: 'f23305094db7',
    notify_event_outbox: 'f86464613064',
    notify_store_credentials: '9e30305ec2df',
    product_categories_follow_status: 'a1902d684546',
    product_categories_from_product: '634d31db84e1',
    product_categories_notify_catalogue: '5565977b1276',
    product_prices_from_prices: '930875b50994',
    product_prices_from_stock: '2d921c969aa1',
    product_prices_from_variants: 'dc9d6d4add63',
    product_words_follow: 'ff5574ff4ead',
    product_words_forget: 'a0da777cdf4b',
    product_words_learn: 'b0d36de83d4c',
    product_words_of: '849e5ac0525e',
    products_notify_catalogue: '13cefd92eb13',
    rate_limit_lease: '656d8c6c2e14',
    refresh_product_covers: 'd1dbe2604dd6',
    refresh_product_prices: '52cf4d34782d',
    review_summaries_apply: '3d12e4e25092',
    review_summaries_follow: 'd1b0748b685f',
    store_search_query: '0da787c01126',
    store_search_vector: '6a57b2552b71',
    stores_notify_catalogue: '0d66ca9fddd4',
    translation_search_config: '24a80ea10fe0',
    translation_search_query: '75ba4f9b90f6',
    translations_notify_catalogue: 'a5ff2f13eda8',
    variant_prices_notify_catalogue: '79cb32f12f07',
    variants_notify_catalogue: 'ee9de42c74df',
    variants_notify_stock_or_catalogue: '1c0844b17dc8',
    word_stem_bit: '810103d9563b',
  };

  async up(): Promise<void> {
    for (const definition of definitionsAt(Migration20261126003500FunctionsFromFiles.functionVersions)) {
      this.addSql(definition);
    }
  }
}
