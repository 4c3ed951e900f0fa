CREATE OR REPLACE FUNCTION category_listings_follow_moves()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
END
$function$;

CREATE OR REPLACE TRIGGER categories_move_listings
  AFTER UPDATE ON categories
  REFERENCING OLD TABLE AS before NEW TABLE AS after
  FOR EACH STATEMENT
  EXECUTE FUNCTION category_listings_follow_moves();
