CREATE OR REPLACE FUNCTION categories_notify_catalogue()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM pg_notify('catalogue_changes', store_id) FROM (SELECT DISTINCT store_id FROM changed) AS changed_stores(store_id);
  RETURN NULL;
END
$function$;

CREATE OR REPLACE TRIGGER categories_delete_notify_catalogue
  AFTER DELETE ON categories
  REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT
  EXECUTE FUNCTION categories_notify_catalogue();

CREATE OR REPLACE TRIGGER categories_insert_notify_catalogue
  AFTER INSERT ON categories
  REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT
  EXECUTE FUNCTION categories_notify_catalogue();

CREATE OR REPLACE TRIGGER categories_update_notify_catalogue
  AFTER UPDATE ON categories
  REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT
  EXECUTE FUNCTION categories_notify_catalogue();
