import { Migration } from '@mikro-orm/migrations';

/**
 * Gift cards sold in the shop and their expiry (issue 44, docs/gift-cards-and-credit.md):
 * - `products.gift_card`: the product's variants are a gift card's denominations (their price is the card's value);
 * - `cart_lines.gift_card` / `order_lines.gift_card`: who gets the cards of a line (recipient, message, delivery
 *   date), copied onto the order line at checkout, where a non-null value marks the line as gift cards;
 * - `gift_cards.order_line_id`: the line a card was bought by (its id is `gc_<line id without li_>n<unit>`);
 * - `gift_card_deliveries`: one mail per bought card, its code sealed until it is sent;
 * - `gift_cards_to_expire`: what the expiry schedule reads, the cards past their expiry that still hold value;
 *   `order_lines_gift_card`: the gift-card lines its re-drive of deliveries reads.
 */
export class Migration20261129110000GiftCardProducts extends Migration {
  async up(): Promise<void> {
    this.addSql('ALTER TABLE products ADD COLUMN gift_card boolean NOT NULL DEFAULT false');
    this.addSql('ALTER TABLE cart_lines ADD COLUMN gift_card jsonb');
    this.addSql('ALTER TABLE order_lines ADD COLUMN gift_card jsonb');
    // The expiry schedule's re-drive reads the gift-card lines of paid orders: few among all lines.
    this.addSql('CREATE INDEX order_lines_gift_card ON order_lines USING btree (order_id) WHERE gift_card IS NOT NULL');
    this.addSql('ALTER TABLE gift_cards ADD COLUMN order_line_id text');
    this.addSql(`CREATE INDEX gift_cards_order_line ON gift_cards USING btree (order_line_id)
                 WHERE order_line_id IS NOT NULL`);
    this.addSql(`CREATE INDEX gift_cards_to_expire ON gift_cards USING btree (expires_at)
                 WHERE expires_at IS NOT NULL AND balance > 0`);
    this.addSql(`
      CREATE TABLE gift_card_deliveries (
        gift_card_id text PRIMARY KEY REFERENCES gift_cards(id) ON DELETE CASCADE,
        store_id text NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
        order_id text NOT NULL,
        recipient_email text NOT NULL,
        recipient_name text,
        sender_name text,
        message text,
        deliver_at timestamptz,
        sealed_code text,
        sent_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        CHECK (sent_at IS NULL OR sealed_code IS NULL)
      )`);
    this.addSql('CREATE INDEX gift_card_deliveries_store ON gift_card_deliveries USING btree (store_id, created_at)');
  }

  async down(): Promise<void> {
    this.addSql('DROP TABLE gift_card_deliveries');
    this.addSql('DROP INDEX gift_cards_to_expire');
    this.addSql('DROP INDEX gift_cards_order_line');
    this.addSql('ALTER TABLE gift_cards DROP COLUMN order_line_id');
    this.addSql('DROP INDEX order_lines_gift_card');
    this.addSql('ALTER TABLE order_lines DROP COLUMN gift_card');
    this.addSql('ALTER TABLE cart_lines DROP COLUMN gift_card');
    this.addSql('ALTER TABLE products DROP COLUMN gift_card');
  }
}
