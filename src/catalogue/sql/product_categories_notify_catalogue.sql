CREATE OR REPLACE FUNCTION product_categories_notify_catalogue()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM pg_notify('catalogue_changes', store_id) FROM (SELECT DISTINCT p.store_id FROM changed c JOIN products p ON p.id = c.product_id) AS changed_stores(store_id);
  RETURN NULL;
END
$function$;
