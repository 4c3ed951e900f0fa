CREATE OR REPLACE FUNCTION refresh_product_covers()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  UPDATE products p
     SET cover_url = m.url, cover_alt = m.alt
    FROM (SELECT DISTINCT product_id FROM changed) c
    LEFT JOIN LATERAL (SELECT url, alt FROM media WHERE product_id = c.product_id AND status = 'ready'
                       ORDER BY position, id LIMIT 1) m ON true
   WHERE p.id = c.product_id AND (p.cover_url, p.cover_alt) IS DISTINCT FROM (m.url, m.alt);
  RETURN NULL;
END
$function$;

CREATE OR REPLACE TRIGGER media_delete_product_covers
  AFTER DELETE ON media
  REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT
  EXECUTE FUNCTION refresh_product_covers();

CREATE OR REPLACE TRIGGER media_insert_product_covers
  AFTER INSERT ON media
  REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT
  EXECUTE FUNCTION refresh_product_covers();

CREATE OR REPLACE TRIGGER media_update_product_covers
  AFTER UPDATE ON media
  REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT
  EXECUTE FUNCTION refresh_product_covers();
