import { Migration } from '@mikro-orm/migrations';

/** The variant columns a stock movement writes; a change to any other column may show in a list page. */
const STOCK_COLUMNS = `'{stock_on_hand,stock_reserved,updated_at}'::text[]`;

/**
 * A change to a variant's stock level that leaves it on the same side of zero (every checkout's reservation, most
 * restocks) is told as `<store id> <product id>` on `catalogue_changes`: it shows only in that product's own answer
 * (its variants' `available`), so the store's list pages and categories stay kept. Any other change to a variant, a
 * variant going in or out of stock included, still names its store, and a variant moved to another store (or whose
 * id changed) names both stores. Replaces the variants UPDATE trigger of migration 2300.
 */
export class Migration20261125002400StockLevelNotices extends Migration {
  async up(): Promise<void> {
    this.addSql(`
      CREATE FUNCTION variants_notify_stock_or_catalogue() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('catalogue_changes', notice) FROM (
          SELECT CASE WHEN stock_level_only THEN n.store_id || ' ' || n.product_id ELSE n.store_id END
            FROM before_rows o FULL JOIN after_rows n ON n.id = o.id,
                 LATERAL (SELECT to_jsonb(o) - ${STOCK_COLUMNS} = to_jsonb(n) - ${STOCK_COLUMNS}
                                 AND (o.stock_on_hand > o.stock_reserved) = (n.stock_on_hand > n.stock_reserved)) AS s(stock_level_only)
           WHERE n.id IS NOT NULL
          UNION
          SELECT o.store_id
            FROM before_rows o LEFT JOIN after_rows n ON n.id = o.id
           WHERE n.id IS NULL OR n.store_id <> o.store_id
        ) AS notices(notice);
        RETURN NULL;
      END $$`);
    this.addSql('DROP TRIGGER variants_update_notify_catalogue ON variants');
    this.addSql(`CREATE TRIGGER variants_update_notify_catalogue AFTER UPDATE ON variants
                 REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows
                 FOR EACH STATEMENT EXECUTE FUNCTION variants_notify_stock_or_catalogue()`);
  }
}
