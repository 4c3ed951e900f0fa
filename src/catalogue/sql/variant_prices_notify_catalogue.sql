CREATE OR REPLACE FUNCTION variant_prices_notify_catalogue()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM pg_notify('catalogue_changes', store_id) FROM (SELECT DISTINCT v.store_id FROM changed c JOIN variants v ON v.id = c.variant_id) AS changed_stores(store_id);
  RETURN NULL;
END
$function$;
