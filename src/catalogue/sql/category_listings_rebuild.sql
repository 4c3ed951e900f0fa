CREATE OR REPLACE FUNCTION category_listings_rebuild(p_products text[])
 RETURNS void
 LANGUAGE sql
AS $function$
DELETE FROM category_listings WHERE product_id = ANY (p_products);
INSERT INTO category_listings (category_id, product_id, product_created_at, product_active)
SELECT DISTINCT ON (lineage.id, pc.product_id) lineage.id, pc.product_id, pc.product_created_at, pc.product_active
  FROM product_categories pc CROSS JOIN LATERAL category_lineage(pc.category_id) lineage(id)
 WHERE pc.product_id = ANY (p_products)
ON CONFLICT (category_id, product_id) DO UPDATE
  SET product_created_at = EXCLUDED.product_created_at, product_active = EXCLUDED.product_active;
$function$;
