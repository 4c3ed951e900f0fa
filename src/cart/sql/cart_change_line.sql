CREATE OR REPLACE FUNCTION cart_change_line(
  p_store_id text,
  p_token text,
  p_default_currency text,
  p_new_cart_id text,
  p_mode text,
  p_product_id text,
  p_variant_id text,
  p_line_id text,
  p_quantity integer,
  p_new_line_id text,
  p_max_lines integer,
  p_max_quantity integer
)
 RETURNS TABLE(
  outcome text,
  line_product_id text,
  line_variant_id text,
  units_requested integer,
  units_available integer,
  cart carts,
  id text,
  product_id text,
  variant_id text,
  quantity integer,
  product_title text,
  variant_title text,
  sku text,
  weight_grams integer,
  unit_amount bigint,
  available integer,
  image_url text,
  image_alt text,
  line_number bigint,
  gift_card jsonb
 )
 LANGUAGE plpgsql
 SET plan_cache_mode TO 'force_generic_plan'
AS $function$
#variable_conflict use_column
DECLARE
  line record;
  variant record;
  chosen record;
  variant_found boolean := false;
  held integer := 0;
  created boolean := false;
BEGIN
  <<decide>>
  BEGIN
    SELECT * INTO cart FROM carts c WHERE c.store_id = p_store_id AND c.token = p_token FOR UPDATE;
    IF NOT FOUND THEN
      INSERT INTO carts AS c (id, store_id, token, currency) VALUES (p_new_cart_id, p_store_id, p_token, p_default_currency)
        ON CONFLICT (store_id, token) DO NOTHING RETURNING * INTO cart;
      created := FOUND;
      IF NOT created THEN
        SELECT * INTO cart FROM carts c WHERE c.store_id = p_store_id AND c.token = p_token FOR UPDATE;
      END IF;
    END IF;
    IF cart.status <> 'open' THEN outcome := 'cart_not_open'; EXIT decide; END IF;

    IF p_mode = 'add' THEN
      line_product_id := p_product_id;
      line_variant_id := p_variant_id;
    ELSE
      SELECT l.product_id, l.variant_id, l.quantity INTO line FROM cart_lines l WHERE l.id = p_line_id AND l.cart_id = cart.id;
      IF NOT FOUND THEN outcome := 'line_not_found'; EXIT decide; END IF;
      line_product_id := line.product_id;
      line_variant_id := line.variant_id;
      IF p_mode = 'remove' THEN
        DELETE FROM cart_lines l WHERE l.id = p_line_id;
        outcome := 'ok';
        EXIT decide;
      END IF;
    END IF;

    -- The named variant of an active product of this store, its price and what the cart holds of it. When that
    -- misses, the product query tells the refusal apart or names a product's only variant, and the lookup runs
    -- once more for it; a second miss means the product changed in between.
    FOR attempt IN 1..2 LOOP
      -- A gift card whose stock the store does not count has no limit but the line's (units null).
      SELECT v.id, CASE WHEN p.gift_card AND NOT p.gift_card_tracks_stock THEN NULL
                        ELSE v.stock_on_hand - v.stock_reserved END AS units, vp.amount,
             (SELECT l.quantity FROM cart_lines l WHERE l.cart_id = cart.id AND l.variant_id = v.id) AS held,
             (SELECT count(*) FROM cart_lines l WHERE l.cart_id = cart.id) AS lines
        INTO variant
        FROM variants v
        JOIN products p ON p.id = v.product_id
        LEFT JOIN variant_prices vp ON vp.variant_id = v.id AND vp.currency = cart.currency
       WHERE v.id = line_variant_id AND v.product_id = line_product_id AND p.store_id = p_store_id AND p.status = 'active';
      IF FOUND THEN variant_found := true; EXIT; END IF;
      SELECT v.id, count(*) OVER () AS variants INTO chosen
        FROM products p
        JOIN variants v ON v.product_id = p.id
       WHERE p.id = line_product_id AND p.store_id = p_store_id AND p.status = 'active'
       ORDER BY v.id = line_variant_id DESC NULLS LAST
       LIMIT 1;
      IF NOT FOUND THEN outcome := 'product_not_found'; EXIT decide; END IF;
      IF line_variant_id IS NOT NULL AND chosen.id <> line_variant_id THEN outcome := 'variant_not_of_product'; EXIT decide; END IF;
      IF line_variant_id IS NULL AND chosen.variants > 1 THEN outcome := 'variant_required'; EXIT decide; END IF;
      line_variant_id := chosen.id;
    END LOOP;
    IF NOT variant_found THEN outcome := 'product_not_found'; EXIT decide; END IF;
    line_variant_id := variant.id;
    units_available := variant.units;
    IF variant.amount IS NULL THEN outcome := 'no_price'; EXIT decide; END IF;

    IF p_mode = 'add' THEN
      held := coalesce(variant.held, 0);
      IF variant.held IS NULL AND variant.lines >= p_max_lines THEN outcome := 'too_many_lines'; EXIT decide; END IF;
    END IF;
    units_requested := held + p_quantity;
    IF units_requested > p_max_quantity THEN outcome := 'too_many_units'; EXIT decide; END IF;
    IF units_available IS NOT NULL AND units_requested > units_available THEN
      outcome := 'out_of_stock'; EXIT decide;
    END IF;

    IF p_mode = 'add' THEN
      INSERT INTO cart_lines (id, cart_id, product_id, variant_id, quantity)
      VALUES (p_new_line_id, cart.id, line_product_id, variant.id, p_quantity)
      ON CONFLICT (cart_id, variant_id) DO UPDATE SET quantity = cart_lines.quantity + EXCLUDED.quantity;
    ELSE
      UPDATE cart_lines l SET quantity = p_quantity WHERE l.id = p_line_id;
    END IF;
    outcome := 'ok';
  END decide;

  -- One row per line after a change (one row without a line for an empty cart); one row without lines for a refusal.
  IF outcome = 'ok' THEN
    IF NOT created THEN
      UPDATE carts c SET updated_at = now() WHERE c.id = cart.id RETURNING * INTO cart;
    END IF;
    RETURN QUERY
      SELECT outcome, line_product_id, line_variant_id, units_requested, units_available, cart, l.*
        FROM cart_line_rows(cart.id, cart.currency) l
       ORDER BY l.line_number;
    IF FOUND THEN RETURN; END IF;
  END IF;
  RETURN NEXT;
END
$function$;
