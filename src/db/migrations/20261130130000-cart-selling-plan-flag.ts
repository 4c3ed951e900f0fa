import { Migration } from '@mikro-orm/migrations';
import { definitionsAt, type FunctionVersions } from '../sql-functions';

/**
 * carts.selling_plan_chosen: whether a line of the cart ever chose a selling plan, set by a trigger on
 * cart_selling_plans (src/subscriptions/sql/cart_selling_plans_mark_cart.sql). A cart without it (nearly every cart)
 * answers and submits without reading cart_selling_plans: one statement less on every cart answer (issue 48).
 */
export class Migration20261130130000CartSellingPlanFlag extends Migration {
  static readonly functionVersions: FunctionVersions = { cart_selling_plans_mark_cart: '09fb798b5057' };

  async up(): Promise<void> {
    this.addSql('ALTER TABLE carts ADD COLUMN selling_plan_chosen boolean NOT NULL DEFAULT false');
    this.addSql(
      'UPDATE carts c SET selling_plan_chosen = true WHERE EXISTS (SELECT 1 FROM cart_selling_plans p WHERE p.cart_id = c.id)',
    );
    for (const definition of definitionsAt(Migration20261130130000CartSellingPlanFlag.functionVersions)) {
      this.addSql(definition);
    }
  }

  async down(): Promise<void> {
    this.addSql('DROP TRIGGER cart_selling_plans_insert_mark_cart ON cart_selling_plans');
    this.addSql('DROP TRIGGER cart_selling_plans_update_mark_cart ON cart_selling_plans');
    this.addSql('DROP FUNCTION cart_selling_plans_mark_cart()');
    this.addSql('ALTER TABLE carts DROP COLUMN selling_plan_chosen');
  }
}
