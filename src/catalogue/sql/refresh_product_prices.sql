CREATE OR REPLACE FUNCTION refresh_product_prices(p_products text[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM 1 FROM products WHERE id = ANY (p_products) ORDER BY id FOR NO KEY UPDATE;
  WITH fresh AS (
    SELECT v.product_id, v.store_id, vp.currency, min(vp.amount) AS min_amount, max(vp.amount) AS max_amount,
           bool_or(v.stock_on_hand > v.stock_reserved OR (p.gift_card AND NOT p.gift_card_tracks_stock)) AS in_stock
      FROM variants v JOIN variant_prices vp ON vp.variant_id = v.id JOIN products p ON p.id = v.product_id
     WHERE v.product_id = ANY (p_products)
     GROUP BY v.product_id, v.store_id, vp.currency
  ), gone AS (
    DELETE FROM product_prices pp
     WHERE pp.product_id = ANY (p_products)
       AND NOT EXISTS (SELECT 1 FROM fresh f WHERE f.product_id = pp.product_id AND f.currency = pp.currency)
  )
  INSERT INTO product_prices (product_id, store_id, currency, min_amount, max_amount, in_stock)
  SELECT product_id, store_id, currency, min_amount, max_amount, in_stock FROM fresh
  ON CONFLICT (product_id, currency) DO UPDATE
    SET min_amount = EXCLUDED.min_amount, max_amount = EXCLUDED.max_amount, in_stock = EXCLUDED.in_stock;
END
$function$;
