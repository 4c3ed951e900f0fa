CREATE OR REPLACE FUNCTION product_categories_from_product()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  SELECT created_at, status = 'active' INTO NEW.product_created_at, NEW.product_active FROM products WHERE id = NEW.product_id;
  RETURN NEW;
END
$function$;

-- A link inserted with its product's creation time (and status) is taken as given: an import's batch names them for
-- the products it has just created, sparing a call and a product lookup per link.
CREATE OR REPLACE TRIGGER product_categories_from_product
  BEFORE INSERT ON product_categories
  FOR EACH ROW
  WHEN (NEW.product_created_at IS NULL)
  EXECUTE FUNCTION product_categories_from_product();

CREATE OR REPLACE TRIGGER product_categories_from_moved_product
  BEFORE UPDATE OF product_id ON product_categories
  FOR EACH ROW
  EXECUTE FUNCTION product_categories_from_product();
