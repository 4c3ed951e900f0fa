CREATE OR REPLACE FUNCTION product_prices_from_stock()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM refresh_product_prices(ARRAY[NEW.product_id]);
  RETURN NULL;
END
$function$;

CREATE OR REPLACE TRIGGER variants_stock_product_prices
  AFTER UPDATE OF stock_on_hand, stock_reserved ON variants
  FOR EACH ROW
  WHEN (((old.stock_on_hand > old.stock_reserved) IS DISTINCT FROM (new.stock_on_hand > new.stock_reserved)))
  EXECUTE FUNCTION product_prices_from_stock();
