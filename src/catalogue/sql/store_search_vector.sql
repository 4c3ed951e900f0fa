CREATE OR REPLACE FUNCTION store_search_vector(p_store_id text, p_text text)
 RETURNS tsvector
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$
SELECT coalesce(array_to_tsvector(array_agg(p_store_id || '/' || t.lexeme)), ''::tsvector)
  FROM unnest(to_tsvector('simple', p_text)) t
$function$;
