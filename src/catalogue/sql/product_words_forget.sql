CREATE OR REPLACE FUNCTION product_words_forget(p_products products[])
 RETURNS void
 LANGUAGE sql
AS $function$
DELETE FROM product_words w
 USING unnest(p_products) p, product_words_of(p.store_id, p.id, p.created_at, p.status, p.title || ' ' || p.description) o
 WHERE w.store_id = o.store_id AND w.stem = o.stem AND w.created_at = o.created_at AND w.product_id = o.product_id
$function$;
