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
