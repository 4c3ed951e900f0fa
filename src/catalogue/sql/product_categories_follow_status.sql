CREATE OR REPLACE FUNCTION product_categories_follow_status()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  UPDATE product_categories SET product_active = (NEW.status = 'active') WHERE product_id = NEW.id;
  RETURN NULL;
END
$function$;
