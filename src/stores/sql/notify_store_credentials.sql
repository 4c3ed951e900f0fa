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
