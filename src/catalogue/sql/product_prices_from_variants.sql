CREATE OR REPLACE FUNCTION product_prices_from_variants()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM refresh_product_prices(ARRAY(SELECT DISTINCT product_id FROM changed));
  RETURN NULL;
END
$function$;
