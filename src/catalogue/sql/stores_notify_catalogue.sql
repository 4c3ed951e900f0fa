CREATE OR REPLACE FUNCTION stores_notify_catalogue()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM pg_notify('catalogue_changes', store_id) FROM (SELECT id FROM changed) AS changed_stores(store_id);
  RETURN NULL;
END
$function$;
