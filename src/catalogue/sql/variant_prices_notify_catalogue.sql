CREATE OR REPLACE FUNCTION variant_prices_notify_catalogue()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM pg_notify('catalogue_changes', store_id) FROM (
    SELECT DISTINCT v.store_id
      FROM changed c
           CROSS JOIN LATERAL (SELECT v.store_id FROM variants v WHERE v.id = c.variant_id OFFSET 0) v
  ) AS changed_stores(store_id);
  RETURN NULL;
END
$function$;

CREATE OR REPLACE TRIGGER variant_prices_delete_notify_catalogue
  AFTER DELETE ON variant_prices
  REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT
  EXECUTE FUNCTION variant_prices_notify_catalogue();

CREATE OR REPLACE TRIGGER variant_prices_insert_notify_catalogue
  AFTER INSERT ON variant_prices
  REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT
  EXECUTE FUNCTION variant_prices_notify_catalogue();

CREATE OR REPLACE TRIGGER variant_prices_update_notify_catalogue
  AFTER UPDATE ON variant_prices
  REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT
  EXECUTE FUNCTION variant_prices_notify_catalogue();
