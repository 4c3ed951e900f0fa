CREATE OR REPLACE FUNCTION translation_search_query(p_language text, p_words text)
 RETURNS tsquery
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$
SELECT string_agg(format('%L:*', t.lexeme), ' & ')::tsquery
  FROM unnest(to_tsvector(translation_search_config(p_language), p_words)) t
$function$;
