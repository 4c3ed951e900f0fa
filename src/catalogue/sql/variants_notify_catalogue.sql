CREATE OR REPLACE FUNCTION variants_notify_catalogue()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM pg_notify('catalogue_changes', store_id) FROM (SELECT DISTINCT store_id FROM changed) AS changed_stores(store_id);
  RETURN NULL;
END
$function$;

CREATE OR REPLACE TRIGGER variants_delete_notify_catalogue
  AFTER DELETE ON variants
  REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT
  EXECUTE FUNCTION variants_notify_catalogue();

CREATE OR REPLACE TRIGGER variants_insert_notify_catalogue
  AFTER INSERT ON variants
  REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT
  EXECUTE FUNCTION variants_notify_catalogue();
