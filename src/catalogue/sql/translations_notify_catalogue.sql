CREATE OR REPLACE FUNCTION translations_notify_catalogue()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM pg_notify('catalogue_changes', store_id) FROM (SELECT DISTINCT store_id FROM changed) AS changed_stores;
  RETURN NULL;
END
$function$;

CREATE OR REPLACE TRIGGER category_translations_delete_notify_catalogue
  AFTER DELETE ON category_translations
  REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT
  EXECUTE FUNCTION translations_notify_catalogue();

CREATE OR REPLACE TRIGGER category_translations_insert_notify_catalogue
  AFTER INSERT ON category_translations
  REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT
  EXECUTE FUNCTION translations_notify_catalogue();

CREATE OR REPLACE TRIGGER category_translations_update_notify_catalogue
  AFTER UPDATE ON category_translations
  REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT
  EXECUTE FUNCTION translations_notify_catalogue();

CREATE OR REPLACE TRIGGER product_translations_delete_notify_catalogue
  AFTER DELETE ON product_translations
  REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT
  EXECUTE FUNCTION translations_notify_catalogue();

CREATE OR REPLACE TRIGGER product_translations_insert_notify_catalogue
  AFTER INSERT ON product_translations
  REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT
  EXECUTE FUNCTION translations_notify_catalogue();

CREATE OR REPLACE TRIGGER product_translations_update_notify_catalogue
  AFTER UPDATE ON product_translations
  REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT
  EXECUTE FUNCTION translations_notify_catalogue();
