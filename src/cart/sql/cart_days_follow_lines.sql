CREATE OR REPLACE FUNCTION cart_days_follow_lines()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  -- A cart counts once, on the day its first line came: emptied and filled again, it is the same cart.
  WITH firsts AS (
    UPDATE carts c SET items_added_at = now()
     WHERE c.id IN (SELECT a.cart_id FROM added a) AND c.items_added_at IS NULL
    RETURNING c.store_id, c.currency, (c.items_added_at AT TIME ZONE 'UTC')::date AS day
  )
  INSERT INTO cart_days AS d (store_id, currency, day, carts)
  SELECT f.store_id, f.currency, f.day, count(*) FROM firsts f GROUP BY 1, 2, 3
  ON CONFLICT (store_id, currency, day) DO UPDATE SET carts = d.carts + EXCLUDED.carts;
  RETURN NULL;
END
$function$;

CREATE OR REPLACE TRIGGER cart_lines_count_cart_days
  AFTER INSERT ON cart_lines
  REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT
  EXECUTE FUNCTION cart_days_follow_lines();
