CREATE OR REPLACE FUNCTION products_notify_catalogue()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM pg_notify('catalogue_changes', store_id) FROM (SELECT DISTINCT store_id FROM changed) AS changed_stores(store_id);
  RETURN NULL;
END
$function$;
