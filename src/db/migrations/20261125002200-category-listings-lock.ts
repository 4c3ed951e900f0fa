import { Migration } from '@mikro-orm/migrations';

/**
 * A category move and a filing under the moving category, made at the same time, left the product listed under the
 * category's old ancestors: each transaction rebuilt listings from what it saw, and neither saw the other's
 * uncommitted change (the move's rebuild missed the new filing, the filing's rebuild read the old tree).
 *
 * Now every rebuild first takes its store's listings lock: a move exclusively, a filing shared. A rebuild that has to
 * wait reads the tree and the filings afresh once the other transaction has committed, so it sees that change.
 * Filings do not wait for one another; a move waits for the filings in progress in its store, and they for it.
 */
export class Migration20261125002200CategoryListingsLock extends Migration {
  async up(): Promise<void> {
    // Stores in one order, so two statements locking several stores cannot deadlock on each other.
    this.addSql(`
      CREATE FUNCTION category_listings_lock(p_stores text[], p_exclusive boolean) RETURNS void LANGUAGE plpgsql AS $$
      DECLARE
        store text;
      BEGIN
        FOR store IN SELECT DISTINCT s FROM unnest(p_stores) s ORDER BY s LOOP
          IF p_exclusive THEN
            PERFORM pg_advisory_xact_lock(hashtext('category_listings'), hashtext(store));
          ELSE
            PERFORM pg_advisory_xact_lock_shared(hashtext('category_listings'), hashtext(store));
          END IF;
        END LOOP;
      END $$`);
    // The products' stores; a product deleted in this transaction has no listings left to rebuild.
    this.addSql(`
      CREATE OR REPLACE FUNCTION category_listings_follow_filings() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        changed text[];
      BEGIN
        IF TG_OP = 'INSERT' THEN
          changed := ARRAY(SELECT DISTINCT product_id FROM added);
        ELSIF TG_OP = 'DELETE' THEN
          changed := ARRAY(SELECT DISTINCT product_id FROM removed);
        ELSE
          changed := ARRAY(SELECT product_id FROM before UNION SELECT product_id FROM after);
        END IF;
        PERFORM category_listings_lock(ARRAY(SELECT DISTINCT p.store_id FROM products p WHERE p.id = ANY (changed)), false);
        PERFORM category_listings_rebuild(changed);
        RETURN NULL;
      END $$`);
    this.addSql(`
      CREATE OR REPLACE FUNCTION category_listings_follow_moves() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        moved_stores text[];
      BEGIN
        moved_stores := ARRAY(SELECT DISTINCT a.store_id FROM after a JOIN before b ON b.id = a.id WHERE a.parent_id IS DISTINCT FROM b.parent_id);
        IF cardinality(moved_stores) = 0 THEN RETURN NULL; END IF;
        PERFORM category_listings_lock(moved_stores, true);
        PERFORM category_listings_rebuild(ARRAY(
          WITH RECURSIVE moved AS (SELECT a.id FROM after a JOIN before b ON b.id = a.id WHERE a.parent_id IS DISTINCT FROM b.parent_id
                                   UNION SELECT c.id FROM categories c JOIN moved m ON c.parent_id = m.id)
          SELECT DISTINCT pc.product_id FROM product_categories pc WHERE pc.category_id IN (SELECT id FROM moved)));
        RETURN NULL;
      END $$`);
  }
}
