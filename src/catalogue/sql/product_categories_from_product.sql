CREATE OR REPLACE FUNCTION product_categories_from_product()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  SELECT created_at, status = 'active' INTO NEW.product_created_at, NEW.product_active FROM products WHERE id = NEW.product_id;
  RETURN NEW;
END
$function$;

CREATE OR REPLACE TRIGGER product_categories_from_product
  BEFORE INSERT OR UPDATE OF product_id ON product_categories
  FOR EACH ROW
  EXECUTE FUNCTION product_categories_from_product();
