CREATE OR REPLACE FUNCTION product_prices_from_prices()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM refresh_product_prices(ARRAY(SELECT DISTINCT v.product_id FROM changed c JOIN variants v ON v.id = c.variant_id));
  RETURN NULL;
END
$function$;
