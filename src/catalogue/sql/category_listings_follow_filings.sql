CREATE OR REPLACE FUNCTION category_listings_follow_filings()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
END
$function$;
