CREATE OR REPLACE FUNCTION refresh_product_prices(p_products text[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
  -- Every table is reached from the given ids through its index (a LATERAL lookup per id, fenced by OFFSET 0 so the
  -- planner keeps it, and ctid for the delete): with `= ANY (p_products)` the cached generic plan scanned products,
  -- variants, their prices and product_prices whole and compared each row with every id, so an import's batch cost
  -- grew with the catalogue (docs/performance.md).
  PERFORM 1
     FROM (SELECT DISTINCT id FROM unnest(p_products) AS given(id) ORDER BY id) ids
          CROSS JOIN LATERAL (SELECT 1 FROM products p WHERE p.id = ids.id FOR NO KEY UPDATE OFFSET 0) locked;
  WITH ids AS (
    SELECT DISTINCT id FROM unnest(p_products) AS given(id)
  ), fresh AS (
    SELECT v.product_id, v.store_id, vp.currency, min(vp.amount) AS min_amount, max(vp.amount) AS max_amount,
           bool_or(v.stock_on_hand > v.stock_reserved OR v.stock_not_counted) AS in_stock
      FROM ids
           -- A gift card whose stock the store does not count is always in stock (products.gift_card_tracks_stock).
           CROSS JOIN LATERAL (SELECT v.id, v.product_id, v.store_id, v.stock_on_hand, v.stock_reserved,
                                      p.gift_card AND NOT p.gift_card_tracks_stock AS stock_not_counted
                                 FROM variants v JOIN products p ON p.id = ids.id
                                WHERE v.product_id = ids.id
                               OFFSET 0) v
           CROSS JOIN LATERAL (SELECT vp.currency, vp.amount FROM variant_prices vp
                                WHERE vp.variant_id = v.id OFFSET 0) vp
     GROUP BY v.product_id, v.store_id, vp.currency
  ), gone AS (
    DELETE FROM product_prices pp
     WHERE pp.ctid = ANY (ARRAY(
             SELECT old.ctid
               FROM ids CROSS JOIN LATERAL (SELECT x.ctid, x.product_id, x.currency
                                              FROM product_prices x WHERE x.product_id = ids.id OFFSET 0) old
              WHERE NOT EXISTS (SELECT 1 FROM fresh f
                                 WHERE f.product_id = old.product_id AND f.currency = old.currency)))
  )
  INSERT INTO product_prices (product_id, store_id, currency, min_amount, max_amount, in_stock)
  SELECT product_id, store_id, currency, min_amount, max_amount, in_stock FROM fresh
  ON CONFLICT (product_id, currency) DO UPDATE
    SET min_amount = EXCLUDED.min_amount, max_amount = EXCLUDED.max_amount, in_stock = EXCLUDED.in_stock;
END
$function$;
