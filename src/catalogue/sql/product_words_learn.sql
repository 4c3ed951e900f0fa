CREATE OR REPLACE FUNCTION product_words_learn(p_products products[])
 RETURNS void
 LANGUAGE sql
AS $function$
INSERT INTO product_words (store_id, stem, created_at, product_id, word, stems)
SELECT o.* FROM unnest(p_products) p, product_words_of(p.store_id, p.id, p.created_at, p.status, p.title || ' ' || p.description) o
$function$;
