import { Migration } from '@mikro-orm/migrations';

/**
 * A change to one cart line (add units of a variant, set a line's quantity, remove a line) as one function call
 * that answers the cart's lines too. Done from the API it took a transaction of five round trips and a sixth to
 * read the lines: lock the cart, look up the variant, check, write, commit. The cart row lock still makes concurrent
 * changes to one cart queue up, so neither is lost. The function decides and answers an outcome; the API turns a
 * refusal into its error, and a refused change writes nothing (a cart seen for the first time is created, as
 * reading it does). cart_line_rows is the one definition of a cart's lines as a storefront shows them, numbered
 * in the order they were added.
 */
export class Migration20261123001200CartLineChanges extends Migration {
  async up(): Promise<void> {
    this.addSql(`
      CREATE FUNCTION cart_line_rows(p_cart_id text, p_currency text)
      RETURNS TABLE (id text, product_id text, variant_id text, quantity integer, product_title text, variant_title text,
                     sku text, weight_grams integer, unit_amount bigint, available integer, image_url text, image_alt text,
                     line_number bigint)
      LANGUAGE sql STABLE AS $$
        SELECT l.id, l.product_id, l.variant_id, l.quantity, p.title, v.title, v.sku, v.weight_grams, vp.amount,
               v.stock_on_hand - v.stock_reserved, p.cover_url, p.cover_alt, row_number() OVER (ORDER BY l.created_at, l.id)
          FROM cart_lines l
          JOIN variants v ON v.id = l.variant_id
          JOIN products p ON p.id = l.product_id
          LEFT JOIN variant_prices vp ON vp.variant_id = v.id AND vp.currency = p_currency
         WHERE l.cart_id = p_cart_id
      $$`);
    this.addSql(`
      CREATE FUNCTION cart_change_line(
        p_store_id text, p_token text, p_default_currency text, p_new_cart_id text,
        p_mode text, p_product_id text, p_variant_id text, p_line_id text, p_quantity integer,
        p_new_line_id text, p_max_lines integer, p_max_quantity integer)
      RETURNS TABLE (outcome text, line_product_id text, line_variant_id text, units_requested integer, units_available integer,
                     cart carts, id text, product_id text, variant_id text, quantity integer, product_title text,
                     variant_title text, sku text, weight_grams integer, unit_amount bigint, available integer,
                     image_url text, image_alt text, line_number bigint)
      LANGUAGE plpgsql AS $$
      #variable_conflict use_column
      DECLARE
        line record;
        variant record;
        held integer := 0;
      BEGIN
        <<decide>>
        BEGIN
          SELECT * INTO cart FROM carts c WHERE c.store_id = p_store_id AND c.token = p_token FOR UPDATE;
          IF NOT FOUND THEN
            INSERT INTO carts (id, store_id, token, currency) VALUES (p_new_cart_id, p_store_id, p_token, p_default_currency)
              ON CONFLICT (store_id, token) DO NOTHING;
            SELECT * INTO cart FROM carts c WHERE c.store_id = p_store_id AND c.token = p_token FOR UPDATE;
          END IF;
          IF cart.status <> 'open' THEN outcome := 'cart_not_open'; EXIT decide; END IF;

          IF p_mode = 'add' THEN
            line_product_id := p_product_id;
            line_variant_id := p_variant_id;
          ELSE
            SELECT l.product_id, l.variant_id, l.quantity INTO line FROM cart_lines l WHERE l.id = p_line_id AND l.cart_id = cart.id;
            IF NOT FOUND THEN outcome := 'line_not_found'; EXIT decide; END IF;
            line_product_id := line.product_id;
            line_variant_id := line.variant_id;
            IF p_mode = 'remove' THEN
              DELETE FROM cart_lines l WHERE l.id = p_line_id;
              outcome := 'ok';
              EXIT decide;
            END IF;
          END IF;

          -- The asked-for variant sorts first; without one, a product of one variant answers that variant.
          SELECT v.id, v.stock_on_hand - v.stock_reserved AS units, vp.amount, count(*) OVER () AS variants INTO variant
            FROM products p
            JOIN variants v ON v.product_id = p.id
            LEFT JOIN variant_prices vp ON vp.variant_id = v.id AND vp.currency = cart.currency
           WHERE p.id = line_product_id AND p.store_id = p_store_id AND p.status = 'active'
           ORDER BY v.id = line_variant_id DESC NULLS LAST
           LIMIT 1;
          IF NOT FOUND THEN outcome := 'product_not_found'; EXIT decide; END IF;
          IF line_variant_id IS NOT NULL AND variant.id <> line_variant_id THEN outcome := 'variant_not_of_product'; EXIT decide; END IF;
          IF line_variant_id IS NULL AND variant.variants > 1 THEN outcome := 'variant_required'; EXIT decide; END IF;
          line_variant_id := variant.id;
          units_available := variant.units;
          IF variant.amount IS NULL THEN outcome := 'no_price'; EXIT decide; END IF;

          IF p_mode = 'add' THEN
            SELECT l.quantity INTO held FROM cart_lines l WHERE l.cart_id = cart.id AND l.variant_id = variant.id;
            IF NOT FOUND THEN
              held := 0;
              IF (SELECT count(*) FROM cart_lines l WHERE l.cart_id = cart.id) >= p_max_lines THEN
                outcome := 'too_many_lines'; EXIT decide;
              END IF;
            END IF;
          END IF;
          units_requested := held + p_quantity;
          IF units_requested > p_max_quantity THEN outcome := 'too_many_units'; EXIT decide; END IF;
          IF units_requested > units_available THEN outcome := 'out_of_stock'; EXIT decide; END IF;

          IF p_mode = 'add' THEN
            INSERT INTO cart_lines (id, cart_id, product_id, variant_id, quantity)
            VALUES (p_new_line_id, cart.id, line_product_id, variant.id, p_quantity)
            ON CONFLICT (cart_id, variant_id) DO UPDATE SET quantity = cart_lines.quantity + EXCLUDED.quantity;
          ELSE
            UPDATE cart_lines l SET quantity = p_quantity WHERE l.id = p_line_id;
          END IF;
          outcome := 'ok';
        END decide;

        IF outcome = 'ok' THEN
          UPDATE carts c SET updated_at = now() WHERE c.id = cart.id RETURNING * INTO cart;
        END IF;
        -- One row per line after a change (one row without a line for an empty cart); one row without lines for a refusal.
        RETURN QUERY
          SELECT outcome, line_product_id, line_variant_id, units_requested, units_available, cart, l.*
            FROM (SELECT 1) one
            LEFT JOIN cart_line_rows(cart.id, cart.currency) l ON outcome = 'ok'
           ORDER BY l.line_number;
      END
      $$`);
  }
}
