CREATE OR REPLACE FUNCTION product_prices_from_variants()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM refresh_product_prices(ARRAY(SELECT DISTINCT product_id FROM changed));
  RETURN NULL;
END
$function$;

CREATE OR REPLACE TRIGGER variants_delete_product_prices
  AFTER DELETE ON variants
  REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT
  EXECUTE FUNCTION product_prices_from_variants();
