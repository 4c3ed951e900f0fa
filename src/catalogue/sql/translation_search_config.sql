CREATE OR REPLACE FUNCTION translation_search_config(p_language text)
 RETURNS regconfig
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$
SELECT (CASE p_language
          WHEN 'da' THEN 'danish' WHEN 'de' THEN 'german' WHEN 'en' THEN 'english' WHEN 'es' THEN 'spanish'
          WHEN 'fi' THEN 'finnish' WHEN 'fr' THEN 'french' WHEN 'hu' THEN 'hungarian' WHEN 'it' THEN 'italian'
          WHEN 'nl' THEN 'dutch' WHEN 'no' THEN 'norwegian' WHEN 'nb' THEN 'norwegian' WHEN 'pt' THEN 'portuguese'
          WHEN 'ro' THEN 'romanian' WHEN 'ru' THEN 'russian' WHEN 'sv' THEN 'swedish' WHEN 'tr' THEN 'turkish'
          ELSE 'simple' END)::regconfig
$function$;
