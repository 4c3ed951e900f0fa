CREATE OR REPLACE FUNCTION product_categories_follow_status()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  UPDATE product_categories SET product_active = (NEW.status = 'active') WHERE product_id = NEW.id;
  RETURN NULL;
END
$function$;

CREATE OR REPLACE TRIGGER products_status_categories
  AFTER UPDATE OF status ON products
  FOR EACH ROW
  WHEN ((old.status IS DISTINCT FROM new.status))
  EXECUTE FUNCTION product_categories_follow_status();
