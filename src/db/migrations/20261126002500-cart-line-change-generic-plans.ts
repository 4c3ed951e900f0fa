import { Migration } from '@mikro-orm/migrations';

/**
 * cart_change_line runs every statement on its connection's generic plan. PL/pgSQL caches each statement's plan per
 * connection, but for the first calls PostgreSQL plans with the actual values and keeps doing so for good when those
 * plans look cheaper than the generic one, as they often do for a cart whose lines it can count. Then every call
 * planned its statements again, the answering of the lines with the inlined cart_line_rows among them: measured on a
 * fresh bench database, half the runs spent a quarter of PostgreSQL's CPU in the planner (0.42-0.85 ms of PostgreSQL
 * CPU per add against 0.27-0.33; 1,400-2,400 adds/s against 2,800-3,300). Each statement looks up rows by key, so
 * no value changes the plan that suits it.
 *
 * A later CREATE OR REPLACE of the function without this SET clause would drop it.
 */
export class Migration20261126002500CartLineChangeGenericPlans extends Migration {
  async up(): Promise<void> {
    this.addSql(`
      ALTER FUNCTION cart_change_line(text, text, text, text, text, text, text, text, integer, text, integer, integer)
        SET plan_cache_mode = force_generic_plan`);
  }
}
