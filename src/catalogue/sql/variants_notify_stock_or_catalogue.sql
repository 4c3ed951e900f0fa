CREATE OR REPLACE FUNCTION variants_notify_stock_or_catalogue()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM pg_notify('catalogue_changes', notice) FROM (
    SELECT CASE WHEN stock_level_only THEN n.store_id || ' ' || n.product_id ELSE n.store_id END
      FROM before_rows o FULL JOIN after_rows n ON n.id = o.id,
           LATERAL (SELECT to_jsonb(o) - '{stock_on_hand,stock_reserved,updated_at}'::text[] = to_jsonb(n) - '{stock_on_hand,stock_reserved,updated_at}'::text[]
                           AND (o.stock_on_hand > o.stock_reserved) = (n.stock_on_hand > n.stock_reserved)) AS s(stock_level_only)
     WHERE n.id IS NOT NULL
    UNION
    SELECT o.store_id
      FROM before_rows o LEFT JOIN after_rows n ON n.id = o.id
     WHERE n.id IS NULL OR n.store_id <> o.store_id
  ) AS notices(notice);
  RETURN NULL;
END
$function$;

CREATE OR REPLACE TRIGGER variants_update_notify_catalogue
  AFTER UPDATE ON variants
  REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows
  FOR EACH STATEMENT
  EXECUTE FUNCTION variants_notify_stock_or_catalogue();
