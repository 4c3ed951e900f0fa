import { Migration } from '@mikro-orm/migrations';
import { definitionsAt, type FunctionVersions } from '../sql-functions';

/**
 * The statement triggers that derive category listings and product prices leave an import's inserts to the import,
 * which writes those rows for its batch from what it already holds (`catalogue.import_writes_derived_rows`, set for
 * the batch's transaction): one lookup fewer per product in each. A category link inserted with its product's
 * creation time is taken as given (the import names it for the products it creates), sparing the per-row trigger's
 * call and product lookup (issue 48, docs/performance.md).
 */
export class Migration20261201120000ImportDerivedRows extends Migration {
  static readonly functionVersions: FunctionVersions = {
    category_listings_follow_filings: 'fcf83bcd5650',
    product_categories_from_product: '546f61caa240',
    product_prices_from_prices: 'fa25ece09237',
  };

  async up(): Promise<void> {
    for (const definition of definitionsAt(Migration20261201120000ImportDerivedRows.functionVersions)) {
      this.addSql(definition);
    }
  }
}
