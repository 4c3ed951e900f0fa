CREATE OR REPLACE FUNCTION review_summaries_follow()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM review_summaries_apply(ARRAY(SELECT a::reviews FROM added a), '{}');
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM review_summaries_apply('{}', ARRAY(SELECT r::reviews FROM removed r));
  ELSE
    PERFORM review_summaries_apply(ARRAY(SELECT a::reviews FROM after a), ARRAY(SELECT b::reviews FROM before b));
  END IF;
  RETURN NULL;
END
$function$;

CREATE OR REPLACE TRIGGER reviews_delete_summaries
  AFTER DELETE ON reviews
  REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT
  EXECUTE FUNCTION review_summaries_follow();

CREATE OR REPLACE TRIGGER reviews_insert_summaries
  AFTER INSERT ON reviews
  REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT
  EXECUTE FUNCTION review_summaries_follow();

CREATE OR REPLACE TRIGGER reviews_update_summaries
  AFTER UPDATE ON reviews
  REFERENCING OLD TABLE AS before NEW TABLE AS after
  FOR EACH STATEMENT
  EXECUTE FUNCTION review_summaries_follow();
