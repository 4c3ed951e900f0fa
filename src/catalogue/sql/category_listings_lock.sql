CREATE OR REPLACE FUNCTION category_listings_lock(p_stores text[], p_exclusive boolean)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
  store text;
BEGIN
  FOR store IN SELECT DISTINCT s FROM unnest(p_stores) s ORDER BY s LOOP
    IF p_exclusive THEN
      PERFORM pg_advisory_xact_lock(hashtext('category_listings'), hashtext(store));
    ELSE
      PERFORM pg_advisory_xact_lock_shared(hashtext('category_listings'), hashtext(store));
    END IF;
  END LOOP;
END
$function$;
