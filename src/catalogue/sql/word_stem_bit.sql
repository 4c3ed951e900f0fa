CREATE OR REPLACE FUNCTION word_stem_bit(p_stem text)
 RETURNS bigint
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$
SELECT 1::bigint << (('x' || left(md5(p_stem), 2))::bit(8)::int % 64)
$function$;
