CREATE OR REPLACE FUNCTION product_words_of(
  p_store_id text,
  p_product_id text,
  p_created_at timestamp with time zone,
  p_status text,
  p_text text
)
 RETURNS TABLE(store_id text, stem text, created_at timestamp with time zone, product_id text, word text, stems bigint)
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$
SELECT p_store_id, left(t.lexeme, 3), p_created_at, p_product_id, t.lexeme, bit_or(word_stem_bit(left(t.lexeme, 3))) OVER ()
  FROM unnest(to_tsvector('simple', p_text)) t
 WHERE p_status = 'active'
$function$;
