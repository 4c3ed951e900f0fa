import { Migration } from '@mikro-orm/migrations';

/**
 * An index for the one foreign key PostgreSQL checks once per deleted row without one: deleting a customer, or a
 * store and with it every customer, read all sign-in links of every store once for each customer.
 */
export class Migration20261125001800CustomerTokenIndex extends Migration {
  async up(): Promise<void> {
    this.addSql(`CREATE INDEX customer_auth_tokens_customer ON customer_auth_tokens (customer_id)`);
  }
}
