CREATE OR REPLACE FUNCTION category_lineage(p_category text)
 RETURNS SETOF text
 LANGUAGE sql
 STABLE
AS $function$
WITH RECURSIVE up AS (SELECT id, parent_id FROM categories WHERE id = p_category
                      UNION SELECT c.id, c.parent_id FROM categories c JOIN up ON c.id = up.parent_id)
SELECT id FROM up
$function$;
