CREATE OR REPLACE FUNCTION notify_event_outbox()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM pg_notify('event_outbox', '');
  RETURN NULL;
END
$function$;

CREATE OR REPLACE TRIGGER events_notify_outbox
  AFTER INSERT ON events
  FOR EACH STATEMENT
  EXECUTE FUNCTION notify_event_outbox();
