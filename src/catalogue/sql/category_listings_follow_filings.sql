CREATE OR REPLACE FUNCTION category_listings_follow_filings()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  changed text[];
BEGIN
  -- An import's batch writes the listings of the links it inserts itself, set-based from what it knows
  -- (products.import.repository.ts), rather than have each link's product looked up again here.
  IF TG_OP = 'INSERT' AND current_setting('catalogue.import_writes_derived_rows', true) = 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    changed := ARRAY(SELECT DISTINCT product_id FROM added);
  ELSIF TG_OP = 'DELETE' THEN
    changed := ARRAY(SELECT DISTINCT product_id FROM removed);
  ELSE
    changed := ARRAY(SELECT product_id FROM before UNION SELECT product_id FROM after);
  END IF;
  PERFORM category_listings_lock(ARRAY(
    SELECT DISTINCT p.store_id
      FROM unnest(changed) AS ids(id)
           CROSS JOIN LATERAL (SELECT p.store_id FROM products p WHERE p.id = ids.id OFFSET 0) p
  ), false);
  PERFORM category_listings_rebuild(changed);
  RETURN NULL;
END
$function$;

CREATE OR REPLACE TRIGGER product_categories_delete_listings
  AFTER DELETE ON product_categories
  REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT
  EXECUTE FUNCTION category_listings_follow_filings();

CREATE OR REPLACE TRIGGER product_categories_insert_listings
  AFTER INSERT ON product_categories
  REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT
  EXECUTE FUNCTION category_listings_follow_filings();

CREATE OR REPLACE TRIGGER product_categories_update_listings
  AFTER UPDATE ON product_categories
  REFERENCING OLD TABLE AS before NEW TABLE AS after
  FOR EACH STATEMENT
  EXECUTE FUNCTION category_listings_follow_filings();
