CREATE OR REPLACE FUNCTION cart_line_rows(p_cart_id text, p_currency text)
 RETURNS TABLE(
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
 LANGUAGE sql
 STABLE
AS $function$
-- available: null for a gift card whose stock the store does not count (products.gift_card_tracks_stock).
-- gift_card: who gets a gift-card line's cards ({} until the shopper says); null for any other line.
SELECT l.id, l.product_id, l.variant_id, l.quantity, p.title, v.title, v.sku, v.weight_grams, vp.amount,
       CASE WHEN p.gift_card AND NOT p.gift_card_tracks_stock THEN NULL ELSE v.stock_on_hand - v.stock_reserved END,
       p.cover_url, p.cover_alt, row_number() OVER (ORDER BY l.created_at, l.id),
       CASE WHEN p.gift_card THEN coalesce(l.gift_card, '{}'::jsonb) END
  FROM cart_lines l
  JOIN variants v ON v.id = l.variant_id
  JOIN products p ON p.id = l.product_id
  LEFT JOIN variant_prices vp ON vp.variant_id = v.id AND vp.currency = p_currency
 WHERE l.cart_id = p_cart_id
$function$;
