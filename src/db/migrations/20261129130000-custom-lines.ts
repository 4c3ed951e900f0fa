import { Migration } from '@mikro-orm/migrations';

/**
 * Custom lines (issue 44): a draft order's line may be a title and a price of its own, taxable or not, naming no
 * catalogue variant; the order made from the draft carries it as a line without a product or variant, which
 * reserves and restocks nothing. `taxable` is false for a line the store's tax rate does not apply to.
 */
export class Migration20261129130000CustomLines extends Migration {
  async up(): Promise<void> {
    this.addSql('ALTER TABLE draft_order_lines ALTER COLUMN variant_id DROP NOT NULL');
    this.addSql('ALTER TABLE draft_order_lines ADD COLUMN title text');
    this.addSql('ALTER TABLE draft_order_lines ADD COLUMN taxable boolean NOT NULL DEFAULT true');
    // A line is a variant, or a title at a price of its own: never both, never neither.
    this.addSql(
      `ALTER TABLE draft_order_lines ADD CONSTRAINT draft_order_lines_custom_check
         CHECK ((variant_id IS NULL) = (title IS NOT NULL) AND (variant_id IS NOT NULL OR unit_amount IS NOT NULL))`,
    );
    this.addSql('ALTER TABLE order_lines ALTER COLUMN product_id DROP NOT NULL');
    this.addSql('ALTER TABLE order_lines ALTER COLUMN variant_id DROP NOT NULL');
    this.addSql('ALTER TABLE order_lines ADD COLUMN taxable boolean NOT NULL DEFAULT true');
    this.addSql(
      `ALTER TABLE order_lines ADD CONSTRAINT order_lines_custom_check
         CHECK ((product_id IS NULL) = (variant_id IS NULL))`,
    );
  }

  async down(): Promise<void> {
    this.addSql('DELETE FROM draft_order_lines WHERE variant_id IS NULL');
    this.addSql('ALTER TABLE draft_order_lines DROP CONSTRAINT draft_order_lines_custom_check');
    this.addSql('ALTER TABLE draft_order_lines DROP COLUMN taxable');
    this.addSql('ALTER TABLE draft_order_lines DROP COLUMN title');
    this.addSql('ALTER TABLE draft_order_lines ALTER COLUMN variant_id SET NOT NULL');
    this.addSql('ALTER TABLE order_lines DROP CONSTRAINT order_lines_custom_check');
    this.addSql('ALTER TABLE order_lines DROP COLUMN taxable');
  }
}
