CREATE OR REPLACE FUNCTION store_search_query(p_store_id text, p_words text)
 RETURNS tsquery
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$
SELECT string_agg(format('%L:*', p_store_id || '/' || t.lexeme), ' & ')::tsquery
  FROM unnest(to_tsvector('simple', p_words)) t
$function$;
