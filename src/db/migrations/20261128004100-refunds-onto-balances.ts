import { Migration } from '@mikro-orm/migrations';

/**
 * A refund may go back onto the gift cards and store credit that paid an order, so what an order has
 * refunded is bounded by what was paid in all, the card's capture and the balances' debits, not by the capture alone.
 */
export class Migration20261128004100RefundsOntoBalances extends Migration {
  async up(): Promise<void> {
    this.addSql(`ALTER TABLE orders DROP CONSTRAINT orders_check`);
    this.addSql(
      `ALTER TABLE orders ADD CONSTRAINT orders_check CHECK (refunded_amount <= captured_amount + balance_paid_amount)`,
    );
  }
}
