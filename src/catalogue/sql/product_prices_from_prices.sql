CREATE OR REPLACE FUNCTION product_prices_from_prices()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  -- An import's batch writes the product prices of the prices it inserts itself, from its batch
  -- (products.import.repository.ts), rather than have each variant and its prices looked up again here.
  IF TG_OP = 'INSERT' AND current_setting('catalogue.import_writes_derived_rows', true) = 'on' THEN
    RETURN NULL;
  END IF;
  PERFORM refresh_product_prices(ARRAY(
    SELECT DISTINCT v.product_id
      FROM changed c
           CROSS JOIN LATERAL (SELECT v.product_id FROM variants v WHERE v.id = c.variant_id OFFSET 0) v));
  RETURN NULL;
END
$function$;

CREATE OR REPLACE TRIGGER variant_prices_delete_product_prices
  AFTER DELETE ON variant_prices
  REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT
  EXECUTE FUNCTION product_prices_from_prices();

CREATE OR REPLACE TRIGGER variant_prices_insert_product_prices
  AFTER INSERT ON variant_prices
  REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT
  EXECUTE FUNCTION product_prices_from_prices();

CREATE OR REPLACE TRIGGER variant_prices_update_product_prices
  AFTER UPDATE ON variant_prices
  REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT
  EXECUTE FUNCTION product_prices_from_prices();
