CREATE OR REPLACE FUNCTION notify_event_outbox()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM pg_notify('event_outbox', '');
  RETURN NULL;
END
$function$;
