CREATE OR REPLACE FUNCTION product_categories_notify_catalogue()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM pg_notify('catalogue_changes', store_id) FROM (
    SELECT DISTINCT p.store_id
      FROM (SELECT DISTINCT product_id FROM changed) c
           CROSS JOIN LATERAL (SELECT p.store_id FROM products p WHERE p.id = c.product_id OFFSET 0) p
  ) AS changed_stores(store_id);
  RETURN NULL;
END
$function$;

CREATE OR REPLACE TRIGGER product_categories_delete_notify_catalogue
  AFTER DELETE ON product_categories
  REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT
  EXECUTE FUNCTION product_categories_notify_catalogue();

CREATE OR REPLACE TRIGGER product_categories_insert_notify_catalogue
  AFTER INSERT ON product_categories
  REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT
  EXECUTE FUNCTION product_categories_notify_catalogue();

CREATE OR REPLACE TRIGGER product_categories_update_notify_catalogue
  AFTER UPDATE ON product_categories
  REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT
  EXECUTE FUNCTION product_categories_notify_catalogue();
