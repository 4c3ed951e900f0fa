CREATE OR REPLACE FUNCTION product_prices_from_gift_card()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  -- A gift card whose stock is not counted is always in stock: marking or unmarking one moves the list's `inStock`.
  PERFORM refresh_product_prices(ARRAY[NEW.id]);
  RETURN NULL;
END
$function$;

CREATE OR REPLACE TRIGGER products_gift_card_product_prices
  AFTER UPDATE OF gift_card, gift_card_tracks_stock ON products
  FOR EACH ROW
  WHEN ((old.gift_card AND NOT old.gift_card_tracks_stock)
        IS DISTINCT FROM (new.gift_card AND NOT new.gift_card_tracks_stock))
  EXECUTE FUNCTION product_prices_from_gift_card();
