CREATE OR REPLACE FUNCTION notify_store_credentials()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  -- TG_ARGV[0] names the column holding the store id.
  PERFORM pg_notify('store_credentials', coalesce(to_jsonb(NEW), to_jsonb(OLD)) ->> TG_ARGV[0]);
  RETURN NULL;
END
$function$;

CREATE OR REPLACE TRIGGER api_keys_notify_credentials
  AFTER INSERT OR DELETE OR UPDATE ON api_keys
  FOR EACH ROW
  EXECUTE FUNCTION notify_store_credentials('store_id');

CREATE OR REPLACE TRIGGER stores_notify_credentials
  AFTER DELETE OR UPDATE ON stores
  FOR EACH ROW
  EXECUTE FUNCTION notify_store_credentials('id');
