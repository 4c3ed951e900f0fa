CREATE OR REPLACE FUNCTION rate_limit_lease(
  p_bucket text,
  p_burst double precision,
  p_rate double precision,
  p_want integer,
  OUT granted integer,
  OUT remaining double precision
)
 RETURNS record
 LANGUAGE plpgsql
AS $function$
DECLARE
  at timestamptz := clock_timestamp();
  available double precision;
BEGIN
  INSERT INTO rate_limit_buckets AS b (bucket, tokens, refreshed_at)
  VALUES (p_bucket, p_burst, at)
  ON CONFLICT (bucket) DO UPDATE
    SET tokens = LEAST(p_burst, b.tokens + GREATEST(0, EXTRACT(EPOCH FROM at - b.refreshed_at)) * p_rate),
        refreshed_at = GREATEST(b.refreshed_at, at)
  RETURNING tokens INTO available;
  granted := LEAST(p_want, floor(available))::integer;
  IF granted > 0 THEN
    UPDATE rate_limit_buckets SET tokens = available - granted WHERE bucket = p_bucket;
  END IF;
  remaining := available - granted;
END
$function$;
