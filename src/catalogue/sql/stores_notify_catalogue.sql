CREATE OR REPLACE FUNCTION stores_notify_catalogue()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM pg_notify('catalogue_changes', store_id) FROM (SELECT id FROM changed) AS changed_stores(store_id);
  RETURN NULL;
END
$function$;

CREATE OR REPLACE TRIGGER stores_delete_notify_catalogue
  AFTER DELETE ON stores
  REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT
  EXECUTE FUNCTION stores_notify_catalogue();

CREATE OR REPLACE TRIGGER stores_update_notify_catalogue
  AFTER UPDATE ON stores
  REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT
  EXECUTE FUNCTION stores_notify_catalogue();
