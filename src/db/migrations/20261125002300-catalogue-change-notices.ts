import { Migration } from '@mikro-orm/migrations';

/** Each table a storefront catalogue answer is read from, and how a changed row names its store. */
const SOURCES = [
  { table: 'stores', stores: 'SELECT id FROM changed' },
  { table: 'products', stores: 'SELECT DISTINCT store_id FROM changed' },
  { table: 'variants', stores: 'SELECT DISTINCT store_id FROM changed' },
  { table: 'categories', stores: 'SELECT DISTINCT store_id FROM changed' },
  {
    table: 'variant_prices',
    stores: 'SELECT DISTINCT v.store_id FROM changed c JOIN variants v ON v.id = c.variant_id',
  },
  { table: 'media', stores: 'SELECT DISTINCT p.store_id FROM changed c JOIN products p ON p.id = c.product_id' },
  {
    table: 'product_categories',
    stores: 'SELECT DISTINCT p.store_id FROM changed c JOIN products p ON p.id = c.product_id',
  },
];

/**
 * PostgreSQL tells every API process (`LISTEN catalogue_changes`, the store id as payload) when a store's catalogue
 * changed, at the commit of the change, whoever made it: the admin API, a checkout reserving stock in the worker, the
 * operator's command line or SQL by hand. The processes keep the storefront's catalogue answers until then.
 *
 * One notice per store and statement; PostgreSQL folds the same notice sent twice in one transaction into one. The
 * derived tables (product_prices, category_listings, product_words) change only through these, so they need none.
 * A row deleted through a cascade may no longer find its product or variant, but the delete that cascaded names the
 * store itself.
 */
export class Migration20261125002300CatalogueChangeNotices extends Migration {
  async up(): Promise<void> {
    for (const { table, stores } of SOURCES) {
      this.addSql(`
        CREATE FUNCTION ${table}_notify_catalogue() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          PERFORM pg_notify('catalogue_changes', store_id) FROM (${stores}) AS changed_stores(store_id);
          RETURN NULL;
        END $$`);
      for (const [event, rows] of [
        ['INSERT', 'NEW'],
        ['UPDATE', 'NEW'],
        ['DELETE', 'OLD'],
      ]) {
        if (table === 'stores' && event === 'INSERT') continue;
        this.addSql(`CREATE TRIGGER ${table}_${event.toLowerCase()}_notify_catalogue AFTER ${event} ON ${table}
                     REFERENCING ${rows} TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION ${table}_notify_catalogue()`);
      }
    }
  }
}
