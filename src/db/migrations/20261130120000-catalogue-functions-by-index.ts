import { Migration } from '@mikro-orm/migrations';
import { definitionsAt, type FunctionVersions } from '../sql-functions';

/**
 * The catalogue's statement triggers and the functions they call reach the rows of the products that changed through
 * the tables' indexes (a LATERAL lookup per id, ctid for deletes) instead of `= ANY (ids)` or a join to the transition
 * table: their cached generic plans scanned products, variants, prices and listings whole and compared each row with
 * every id, so each batch of an import cost more as the catalogue grew (issue 48, docs/performance.md).
 */
export class Migration20261130120000CatalogueFunctionsByIndex extends Migration {
  static readonly functionVersions: FunctionVersions = {
    category_listings_follow_filings: '19c6bc64a172',
    category_listings_rebuild: '5c88726f93a6',
    media_notify_catalogue: '0861afa43171',
    product_categories_notify_catalogue: 'afde389ee3a9',
    product_prices_from_prices: 'c973bec61e4d',
    refresh_product_prices: '9a6f12281c8a',
    variant_prices_notify_catalogue: 'fa2da417c5ea',
  };

  async up(): Promise<void> {
    for (const definition of definitionsAt(Migration20261130120000CatalogueFunctionsByIndex.functionVersions)) {
      this.addSql(definition);
    }
  }
}
