import { Migration } from '@mikro-orm/migrations';
import { definitionsAt, type FunctionVersions } from '../sql-functions';

/**
 * A gift card is mailed, not shipped (docs/gift-cards-and-credit.md): its variants take no stock unless the store
 * counts it (`products.gift_card_tracks_stock`). Such a variant is never out of stock: the cart's functions read its
 * availability as null (no limit), the listing's `in_stock` is true, and a checkout reserves nothing for it.
 * cart_line_rows and cart_change_line also answer each gift-card line's details (`gift_card`, `{}` until set), so
 * `GET /cart` shows them; a changed result type needs the functions dropped before they are made again.
 */
export class Migration20261130150000GiftCardStock extends Migration {
  static readonly functionVersions: FunctionVersions = {
    cart_line_rows: 'a2a5982dadd6',
    cart_change_line: '76a97c2bb4ff',
    refresh_product_prices: '734b9f156bb1',
    product_prices_from_gift_card: 'c95b5816b755',
  };

  async up(): Promise<void> {
    this.addSql('ALTER TABLE products ADD COLUMN gift_card_tracks_stock boolean NOT NULL DEFAULT false');
    this.addSql(
      'DROP FUNCTION cart_change_line(text, text, text, text, text, text, text, text, integer, text, integer, integer)',
    );
    this.addSql('DROP FUNCTION cart_line_rows(text, text)');
    for (const definition of definitionsAt(Migration20261130150000GiftCardStock.functionVersions)) {
      this.addSql(definition);
    }
    this.addSql(
      'SELECT refresh_product_prices(ARRAY(SELECT id FROM products WHERE gift_card AND NOT gift_card_tracks_stock))',
    );
  }
}
