CREATE OR REPLACE FUNCTION product_prices_from_stock()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM refresh_product_prices(ARRAY[NEW.product_id]);
  RETURN NULL;
END
$function$;
