CREATE OR REPLACE FUNCTION products_notify_catalogue()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM pg_notify('catalogue_changes', store_id) FROM (SELECT DISTINCT store_id FROM changed) AS changed_stores(store_id);
  RETURN NULL;
END
$function$;

CREATE OR REPLACE TRIGGER products_delete_notify_catalogue
  AFTER DELETE ON products
  REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT
  EXECUTE FUNCTION products_notify_catalogue();

CREATE OR REPLACE TRIGGER products_insert_notify_catalogue
  AFTER INSERT ON products
  REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT
  EXECUTE FUNCTION products_notify_catalogue();

CREATE OR REPLACE TRIGGER products_update_notify_catalogue
  AFTER UPDATE ON products
  REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT
  EXECUTE FUNCTION products_notify_catalogue();
