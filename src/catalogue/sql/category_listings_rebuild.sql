CREATE OR REPLACE FUNCTION category_listings_rebuild(p_products text[])
 RETURNS void
 LANGUAGE sql
AS $function$
-- Reached from the given ids through the indexes (a LATERAL lookup per id, fenced by OFFSET 0 so the planner keeps
-- it, and ctid for the delete), not `= ANY (p_products)`, whose generic plan scanned both tables whole and compared
-- each row with every id; each category's lineage is walked once, not once per product filed in it.
DELETE FROM category_listings
 WHERE ctid = ANY (ARRAY(
         SELECT l.ctid
           FROM (SELECT DISTINCT id FROM unnest(p_products) AS given(id)) ids
                CROSS JOIN LATERAL (SELECT cl.ctid FROM category_listings cl WHERE cl.product_id = ids.id OFFSET 0) l));
WITH filed AS (
  SELECT pc.category_id, pc.product_id, pc.product_created_at, pc.product_active
    FROM (SELECT DISTINCT id FROM unnest(p_products) AS given(id)) ids
         CROSS JOIN LATERAL (SELECT pc.category_id, pc.product_id, pc.product_created_at, pc.product_active
                               FROM product_categories pc WHERE pc.product_id = ids.id OFFSET 0) pc
), lineages AS (
  SELECT c.category_id, lineage.id
    FROM (SELECT DISTINCT category_id FROM filed) c CROSS JOIN LATERAL category_lineage(c.category_id) lineage(id)
)
INSERT INTO category_listings (category_id, product_id, product_created_at, product_active)
SELECT DISTINCT ON (l.id, f.product_id) l.id, f.product_id, f.product_created_at, f.product_active
  FROM filed f JOIN lineages l ON l.category_id = f.category_id
ON CONFLICT (category_id, product_id) DO UPDATE
  SET product_created_at = EXCLUDED.product_created_at, product_active = EXCLUDED.product_active;
$function$;
