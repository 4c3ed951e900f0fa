CREATE OR REPLACE FUNCTION product_words_follow()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  was products[];
  now_is products[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM product_words_learn(ARRAY(SELECT a::products FROM added a));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM product_words_forget(ARRAY(SELECT r::products FROM removed r));
  ELSE
    SELECT array_agg(b::products), array_agg(a::products) INTO was, now_is
      FROM before b JOIN after a ON a.id = b.id
     WHERE (a.title, a.description, a.status, a.created_at) IS DISTINCT FROM (b.title, b.description, b.status, b.created_at);
    IF was IS NOT NULL THEN
      PERFORM product_words_forget(was);
      PERFORM product_words_learn(now_is);
    END IF;
  END IF;
  RETURN NULL;
END
$function$;

CREATE OR REPLACE TRIGGER products_delete_words
  AFTER DELETE ON products
  REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT
  EXECUTE FUNCTION product_words_follow();

CREATE OR REPLACE TRIGGER products_insert_words
  AFTER INSERT ON products
  REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT
  EXECUTE FUNCTION product_words_follow();

CREATE OR REPLACE TRIGGER products_update_words
  AFTER UPDATE ON products
  REFERENCING OLD TABLE AS before NEW TABLE AS after
  FOR EACH STATEMENT
  EXECUTE FUNCTION product_words_follow();
