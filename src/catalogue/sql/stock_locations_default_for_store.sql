CREATE OR REPLACE FUNCTION stock_locations_default_for_store()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  -- Every store ships from somewhere: its default location exists from the store's first transaction on.
  INSERT INTO stock_locations (id, store_id, name, kind, is_default)
  SELECT 'loc_' || replace(gen_random_uuid()::text, '-', ''), id, 'Default location', 'warehouse', true FROM created;
  RETURN NULL;
END
$function$;

CREATE OR REPLACE TRIGGER stores_default_location
  AFTER INSERT ON stores
  REFERENCING NEW TABLE AS created
  FOR EACH STATEMENT
  EXECUTE FUNCTION stock_locations_default_for_store();
