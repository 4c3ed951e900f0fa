import { Migration } from '@mikro-orm/migrations';
import { definitionsAt, type FunctionVersions } from '../sql-functions';

/**
 * Gift cards and store credit (issue 44, docs/gift-cards-and-credit.md): one ledger for both. A balance is the sum of
 * its ledger rows; the trigger balance_ledger_apply adds each new row to its card's or account's balance under that
 * row's lock, and the balance's CHECK refuses a row that would take it below zero, so concurrent redemptions never
 * overspend. Ledger rows are never changed (balance_ledger_append_only); a mistake is undone by a compensating row. A
 * checkout's debits are keyed (`idempotency_key`), so a retried step writes none twice. A cart holds the balances
 * applied to it, and an order keeps what balances paid of it, so that a card refund never reaches the part they paid.
 */
export class Migration20261128003900GiftCardsAndStoreCredit extends Migration {
  static readonly functionVersions: FunctionVersions = {
    balance_ledger_apply: 'bc92ff455ff8',
    balance_ledger_append_only: '6d73061de675',
  };

  async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE gift_cards (
        id text PRIMARY KEY,
        store_id text NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
        code_hash text NOT NULL,
        last4 text NOT NULL,
        currency text NOT NULL,
        initial_amount bigint NOT NULL CHECK (initial_amount > 0),
        balance bigint NOT NULL DEFAULT 0 CHECK (balance >= 0),
        expires_at timestamptz,
        disabled boolean NOT NULL DEFAULT false,
        note text,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        updated_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        UNIQUE (store_id, code_hash)
      )`);
    this.addSql(`CREATE INDEX gift_cards_store ON gift_cards (store_id, created_at DESC, id DESC)`);
    this.addSql(`
      CREATE TABLE store_credit_accounts (
        id text PRIMARY KEY,
        store_id text NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
        customer_id text NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
        currency text NOT NULL,
        balance bigint NOT NULL DEFAULT 0 CHECK (balance >= 0),
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        updated_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        UNIQUE (customer_id, currency)
      )`);
    this.addSql(`
      CREATE TABLE balance_ledger (
        id text PRIMARY KEY,
        store_id text NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
        gift_card_id text REFERENCES gift_cards(id) ON DELETE CASCADE,
        store_credit_account_id text REFERENCES store_credit_accounts(id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('issue', 'redeem', 'reverse', 'refund_to', 'adjust', 'expire')),
        amount bigint NOT NULL,
        balance_after bigint NOT NULL DEFAULT 0,
        order_id text,
        idempotency_key text NOT NULL,
        reason text,
        actor text,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        CONSTRAINT balance_ledger_one_balance CHECK (num_nonnulls(gift_card_id, store_credit_account_id) = 1),
        CONSTRAINT balance_ledger_sign CHECK (
          (kind IN ('issue', 'reverse', 'refund_to') AND amount > 0)
          OR (kind IN ('redeem', 'expire') AND amount < 0)
          OR (kind = 'adjust' AND amount <> 0)),
        UNIQUE (store_id, idempotency_key)
      )`);
    this.addSql(`CREATE INDEX balance_ledger_gift_card ON balance_ledger (gift_card_id, created_at DESC, id DESC)`);
    this.addSql(
      `CREATE INDEX balance_ledger_store_credit ON balance_ledger (store_credit_account_id, created_at DESC, id DESC)`,
    );
    this.addSql(`CREATE INDEX balance_ledger_order ON balance_ledger (order_id) WHERE order_id IS NOT NULL`);
    this.addSql(`
      CREATE TABLE cart_applied_balances (
        id text PRIMARY KEY,
        cart_id text NOT NULL REFERENCES carts(id) ON DELETE CASCADE,
        gift_card_id text REFERENCES gift_cards(id) ON DELETE CASCADE,
        store_credit_account_id text REFERENCES store_credit_accounts(id) ON DELETE CASCADE,
        applied_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        CONSTRAINT cart_applied_balances_one_balance CHECK (num_nonnulls(gift_card_id, store_credit_account_id) = 1),
        UNIQUE (cart_id, gift_card_id),
        UNIQUE (cart_id, store_credit_account_id)
      )`);
    this.addSql(`CREATE INDEX cart_applied_balances_gift_card ON cart_applied_balances (gift_card_id)`);
    this.addSql(`CREATE INDEX cart_applied_balances_store_credit ON cart_applied_balances (store_credit_account_id)`);
    this.addSql(`ALTER TABLE orders ADD COLUMN balance_paid_amount bigint NOT NULL DEFAULT 0`);
    for (const definition of definitionsAt(Migration20261128003900GiftCardsAndStoreCredit.functionVersions))
      this.addSql(definition);
  }
}
