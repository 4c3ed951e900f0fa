CREATE OR REPLACE FUNCTION cart_selling_plans_mark_cart()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  -- Only ever set: a flag cleared when the last plan goes could race a plan chosen at the same moment and hide it.
  UPDATE carts c SET selling_plan_chosen = true
   WHERE c.id IN (SELECT DISTINCT p.cart_id FROM chosen p) AND NOT c.selling_plan_chosen;
  RETURN NULL;
END
$function$;

CREATE OR REPLACE TRIGGER cart_selling_plans_insert_mark_cart
  AFTER INSERT ON cart_selling_plans
  REFERENCING NEW TABLE AS chosen
  FOR EACH STATEMENT
  EXECUTE FUNCTION cart_selling_plans_mark_cart();

CREATE OR REPLACE TRIGGER cart_selling_plans_update_mark_cart
  AFTER UPDATE ON cart_selling_plans
  REFERENCING NEW TABLE AS chosen
  FOR EACH STATEMENT
  EXECUTE FUNCTION cart_selling_plans_mark_cart();
