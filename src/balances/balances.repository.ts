import type { EntityManager } from '@mikro-orm/postgresql';
import { execute, queryOne, queryRows } from '../db/sql';
import { sql } from '../db/sql-template';
import type { EntityRow } from '../db/entity-row';
import { fetchKeysetPage, newestFirst, SqlFilters, type PageRequest } from '../db/keyset';
import type { CursorCodec, Page } from '../shared/pagination';
import { newId } from '../shared/ids';
import type { GiftCardSchema } from './gift-card.entity';
import type { StoreCreditAccountSchema } from './store-credit-account.entity';
import type { BalanceLedgerEntrySchema } from './balance-ledger-entry.entity';
import type { GiftCardDeliverySchema } from './gift-card-delivery.entity';
import { fromEvents } from '../events/outbox-reader.repository';

export type GiftCardRow = EntityRow<typeof GiftCardSchema>;
export type StoreCreditAccountRow = EntityRow<typeof StoreCreditAccountSchema>;
export type LedgerRow = EntityRow<typeof BalanceLedgerEntrySchema>;
export type LedgerKind = LedgerRow['kind'];
export type GiftCardDeliveryRow = EntityRow<typeof GiftCardDeliverySchema>;

/** One balance of the ledger: a gift card or a customer's store credit in one currency. */
export type BalanceRef = { giftCardId: string } | { storeCreditAccountId: string };

export interface NewLedgerEntry {
  storeId: string;
  balance: BalanceRef;
  kind: LedgerKind;
  amount: number;
  idempotencyKey: string;
  orderId?: string | null;
  reason?: string | null;
  actor?: string | null;
}

export async function insertGiftCard(
  em: EntityManager,
  card: Pick<GiftCardRow, 'id' | 'store_id' | 'code_hash' | 'last4' | 'currency' | 'expires_at' | 'note'> & {
    initial_amount: number;
    order_line_id?: string | null;
  },
): Promise<GiftCardRow> {
  return (await queryOne<GiftCardRow>(
    em,
    sql`INSERT INTO gift_cards (id, store_id, code_hash, last4, currency, initial_amount, expires_at, note,
                                order_line_id)
        VALUES (${card.id}, ${card.store_id}, ${card.code_hash}, ${card.last4}, ${card.currency},
                ${card.initial_amount}, ${card.expires_at}, ${card.note}, ${card.order_line_id ?? null})
        RETURNING *`,
  )) as GiftCardRow;
}

export async function findGiftCard(em: EntityManager, storeId: string, id: string): Promise<GiftCardRow | undefined> {
  return queryOne<GiftCardRow>(em, sql`SELECT * FROM gift_cards WHERE store_id = ${storeId} AND id = ${id}`);
}

export async function findGiftCardByHash(
  em: EntityManager,
  storeId: string,
  codeHash: string,
): Promise<GiftCardRow | undefined> {
  return queryOne<GiftCardRow>(
    em,
    sql`SELECT * FROM gift_cards WHERE store_id = ${storeId} AND code_hash = ${codeHash}`,
  );
}

export async function setGiftCardDisabled(
  em: EntityManager,
  storeId: string,
  id: string,
  disabled: boolean,
): Promise<GiftCardRow | undefined> {
  return queryOne<GiftCardRow>(
    em,
    sql`UPDATE gift_cards SET disabled = ${disabled}, updated_at = clock_timestamp()
         WHERE store_id = ${storeId} AND id = ${id} RETURNING *`,
  );
}

export interface GiftCardFilters extends PageRequest {
  last4?: string;
  currency?: string;
  status?: 'active' | 'disabled' | 'expired';
}

/** The presenter's status (giftCardStatusOf) as a condition: disabled wins over expired. */
const GIFT_CARD_STATUS_SQL = {
  active: 'NOT g.disabled AND (g.expires_at IS NULL OR g.expires_at > now())',
  disabled: 'g.disabled',
  expired: 'NOT g.disabled AND g.expires_at <= now()',
};

export function pageOfGiftCards<Item>(
  em: EntityManager,
  cursors: CursorCodec,
  storeId: string,
  query: GiftCardFilters,
  toItems: (rows: GiftCardRow[]) => Item[],
): Promise<Page<Item>> {
  const filters = new SqlFilters('g.store_id = ?', storeId)
    .when(query.last4, 'g.last4 = upper(?)', query.last4)
    .when(query.currency, 'g.currency = ?', query.currency)
    .when(query.status, GIFT_CARD_STATUS_SQL[query.status ?? 'active']);
  return fetchKeysetPage<GiftCardRow, Item>(
    em,
    cursors,
    {
      selectFrom: 'g.* FROM gift_cards g',
      filters,
      ...newestFirst('g'),
      page: query,
      fingerprint: `adminListGiftCards:${JSON.stringify([query.last4?.toUpperCase(), query.currency, query.status])}`,
    },
    toItems,
  );
}

/** The store-credit account of a customer in a currency, made on first use. */
export async function upsertStoreCreditAccount(
  em: EntityManager,
  storeId: string,
  customerId: string,
  currency: string,
): Promise<StoreCreditAccountRow> {
  return (await queryOne<StoreCreditAccountRow>(
    em,
    sql`INSERT INTO store_credit_accounts (id, store_id, customer_id, currency)
        VALUES (${newId('scr')}, ${storeId}, ${customerId}, ${currency})
        ON CONFLICT (customer_id, currency) DO UPDATE SET currency = EXCLUDED.currency
        RETURNING *`,
  )) as StoreCreditAccountRow;
}

export async function storeCreditAccountsOf(
  em: EntityManager,
  storeId: string,
  customerId: string,
): Promise<StoreCreditAccountRow[]> {
  return queryRows<StoreCreditAccountRow>(
    em,
    sql`SELECT * FROM store_credit_accounts
         WHERE store_id = ${storeId} AND customer_id = ${customerId} ORDER BY currency`,
  );
}

/**
 * The balance's current amount, its row locked until the transaction ends: every write to it queues behind. NO KEY
 * UPDATE, the strength of the balance's own update: rows that only refer to the balance (a cart applying it, a
 * ledger row) take KEY SHARE for their foreign key, which FOR UPDATE would block, and a cart applying a card while a
 * checkout holds it and waits on that cart's other locks deadlocked.
 */
export async function lockBalance(em: EntityManager, balance: BalanceRef): Promise<number | undefined> {
  const row =
    'giftCardId' in balance
      ? await queryOne<{ balance: string }>(
          em,
          sql`SELECT balance FROM gift_cards WHERE id = ${balance.giftCardId} FOR NO KEY UPDATE`,
        )
      : await queryOne<{ balance: string }>(
          em,
          sql`SELECT balance FROM store_credit_accounts WHERE id = ${balance.storeCreditAccountId} FOR NO KEY UPDATE`,
        );
  return row && Number(row.balance);
}

export async function findLedgerEntryByKey(
  em: EntityManager,
  storeId: string,
  idempotencyKey: string,
): Promise<LedgerRow | undefined> {
  return queryOne<LedgerRow>(
    em,
    sql`SELECT * FROM balance_ledger WHERE store_id = ${storeId} AND idempotency_key = ${idempotencyKey}`,
  );
}

/** One ledger row; the trigger balance_ledger_apply moves the balance with it (or refuses it below zero). */
export async function insertLedgerEntry(em: EntityManager, entry: NewLedgerEntry): Promise<LedgerRow> {
  const giftCardId = 'giftCardId' in entry.balance ? entry.balance.giftCardId : null;
  const accountId = 'storeCreditAccountId' in entry.balance ? entry.balance.storeCreditAccountId : null;
  return (await queryOne<LedgerRow>(
    em,
    sql`INSERT INTO balance_ledger (id, store_id, gift_card_id, store_credit_account_id, kind, amount, order_id,
                                    idempotency_key, reason, actor)
        VALUES (${newId('bal')}, ${entry.storeId}, ${giftCardId}, ${accountId}, ${entry.kind}, ${entry.amount},
                ${entry.orderId ?? null}, ${entry.idempotencyKey}, ${entry.reason ?? null}, ${entry.actor ?? null})
        RETURNING *`,
  )) as LedgerRow;
}

/** A balance's rows, newest first (at most `limit`). */
export async function ledgerEntriesOf(em: EntityManager, balance: BalanceRef, limit = 100): Promise<LedgerRow[]> {
  return 'giftCardId' in balance
    ? queryRows<LedgerRow>(
        em,
        sql`SELECT * FROM balance_ledger WHERE gift_card_id = ${balance.giftCardId}
             ORDER BY created_at DESC, id DESC LIMIT ${limit}`,
      )
    : queryRows<LedgerRow>(
        em,
        sql`SELECT * FROM balance_ledger WHERE store_credit_account_id = ${balance.storeCreditAccountId}
             ORDER BY created_at DESC, id DESC LIMIT ${limit}`,
      );
}

/** Every row written for an order (its checkout's debits and their reversals), oldest first, with whose they are. */
export async function ledgerEntriesOfOrder(
  em: EntityManager,
  orderId: string,
): Promise<Array<LedgerRow & { customer_id: string | null; currency: string }>> {
  return queryRows(
    em,
    sql`SELECT l.*, s.customer_id, coalesce(g.currency, s.currency) AS currency
          FROM balance_ledger l
          LEFT JOIN gift_cards g ON g.id = l.gift_card_id
          LEFT JOIN store_credit_accounts s ON s.id = l.store_credit_account_id
         WHERE l.order_id = ${orderId} ORDER BY l.created_at, l.id`,
  );
}

/** A balance applied to a cart, with what it holds now. */
export interface AppliedBalanceRow {
  id: string;
  gift_card_id: string | null;
  store_credit_account_id: string | null;
  customer_id: string | null;
  last4: string | null;
  currency: string;
  balance: string;
  disabled: boolean;
  expired: boolean;
}

/** The balances applied to a cart: gift cards in the order applied, then store credit. */
export async function appliedBalancesOf(em: EntityManager, cartId: string): Promise<AppliedBalanceRow[]> {
  return queryRows<AppliedBalanceRow>(
    em,
    sql`SELECT a.id, a.gift_card_id, a.store_credit_account_id, s.customer_id, g.last4,
               coalesce(g.currency, s.currency) AS currency, coalesce(g.balance, s.balance) AS balance,
               coalesce(g.disabled, false) AS disabled, coalesce(g.expires_at <= now(), false) AS expired
          FROM cart_applied_balances a
          LEFT JOIN gift_cards g ON g.id = a.gift_card_id
          LEFT JOIN store_credit_accounts s ON s.id = a.store_credit_account_id
         WHERE a.cart_id = ${cartId}
         ORDER BY a.store_credit_account_id IS NOT NULL, a.applied_at, a.id`,
  );
}

export async function applyBalanceToCart(em: EntityManager, cartId: string, balance: BalanceRef): Promise<void> {
  const giftCardId = 'giftCardId' in balance ? balance.giftCardId : null;
  const accountId = 'storeCreditAccountId' in balance ? balance.storeCreditAccountId : null;
  await execute(
    em,
    sql`INSERT INTO cart_applied_balances (id, cart_id, gift_card_id, store_credit_account_id)
        VALUES (${newId('cab')}, ${cartId}, ${giftCardId}, ${accountId}) ON CONFLICT DO NOTHING`,
  );
}

/** Takes one applied balance (by its id) or every store-credit one off a cart; answers how many went. */
export async function removeAppliedBalance(
  em: EntityManager,
  cartId: string,
  which: { id: string } | { storeCredit: true },
): Promise<number> {
  return 'id' in which
    ? execute(em, sql`DELETE FROM cart_applied_balances WHERE cart_id = ${cartId} AND id = ${which.id}`)
    : execute(
        em,
        sql`DELETE FROM cart_applied_balances WHERE cart_id = ${cartId} AND store_credit_account_id IS NOT NULL`,
      );
}

/** Cards past their expiry that still hold value and have no `expire` row yet: the expiry schedule's work. */
export async function giftCardsToExpire(
  em: EntityManager,
  limit: number,
): Promise<Array<{ id: string; store_id: string }>> {
  return queryRows(
    em,
    sql`SELECT g.id, g.store_id FROM gift_cards g
         WHERE g.expires_at IS NOT NULL AND g.balance > 0 AND g.expires_at <= now()
           AND NOT EXISTS (SELECT 1 FROM balance_ledger l WHERE l.gift_card_id = g.id AND l.kind = 'expire')
         ORDER BY g.expires_at, g.id LIMIT ${limit}`,
  );
}

export async function insertGiftCardDelivery(
  em: EntityManager,
  delivery: Pick<
    GiftCardDeliveryRow,
    | 'gift_card_id'
    | 'store_id'
    | 'order_id'
    | 'recipient_email'
    | 'recipient_name'
    | 'sender_name'
    | 'message'
    | 'deliver_at'
    | 'sealed_code'
  >,
): Promise<void> {
  await execute(
    em,
    sql`INSERT INTO gift_card_deliveries (gift_card_id, store_id, order_id, recipient_email, recipient_name,
                                          sender_name, message, deliver_at, sealed_code)
        VALUES (${delivery.gift_card_id}, ${delivery.store_id}, ${delivery.order_id}, ${delivery.recipient_email},
                ${delivery.recipient_name}, ${delivery.sender_name}, ${delivery.message}, ${delivery.deliver_at},
                ${delivery.sealed_code})`,
  );
}

export async function findGiftCardDelivery(
  em: EntityManager,
  giftCardId: string,
): Promise<GiftCardDeliveryRow | undefined> {
  return queryOne<GiftCardDeliveryRow>(em, sql`SELECT * FROM gift_card_deliveries WHERE gift_card_id = ${giftCardId}`);
}

/** The delivery mailed: its code is forgotten (shown once). Answers whether this call marked it. */
export async function markGiftCardDeliverySent(em: EntityManager, giftCardId: string): Promise<boolean> {
  return (
    (await execute(
      em,
      sql`UPDATE gift_card_deliveries SET sent_at = clock_timestamp(), sealed_code = NULL
           WHERE gift_card_id = ${giftCardId} AND sent_at IS NULL`,
    )) > 0
  );
}

/** The cards bought by an order line, by unit (their ids end in the unit's number). */
export async function giftCardsOfOrderLine(em: EntityManager, orderLineId: string): Promise<GiftCardRow[]> {
  return queryRows<GiftCardRow>(
    em,
    sql`SELECT * FROM gift_cards WHERE order_line_id = ${orderLineId} ORDER BY length(id), id`,
  );
}

/** A gift-card line of an order the outbox reported paid (`order.paid`), with the order's e-mail and currency. */
export interface PaidGiftCardLine {
  store_id: string;
  order_id: string;
  email: string;
  currency: string;
  line_id: string;
  quantity: number;
  unit_amount: number;
  gift_card: Record<string, string>;
}

/** Among these outbox events, the gift-card lines of paid orders: the cards the relay has delivered (issued). */
export async function paidGiftCardLinesAmong(em: EntityManager, eventIds: string[]): Promise<PaidGiftCardLine[]> {
  return queryRows<PaidGiftCardLine>(
    em,
    sql`SELECT e.store_id, o.value->>'id' AS order_id, o.value->>'email' AS email,
               o.value->>'currency' AS currency, l->>'id' AS line_id, (l->>'quantity')::int AS quantity,
               (l->'unitPrice'->>'amount')::bigint AS unit_amount, l->'giftCard' AS gift_card
          ${fromEvents('e')}
          CROSS JOIN LATERAL (SELECT e.payload->'data'->'object' AS value) o
          CROSS JOIN LATERAL jsonb_array_elements(o.value->'lines') l
         WHERE e.id = ANY(${eventIds}::text[]) AND e.type = 'order.paid'
           AND jsonb_typeof(l->'giftCard') = 'object'`,
  );
}

/** Which of these cards have their delivery (they were issued). */
export async function deliveredAmong(em: EntityManager, giftCardIds: string[]): Promise<Set<string>> {
  if (giftCardIds.length === 0) return new Set();
  const rows = await queryRows<{ gift_card_id: string }>(
    em,
    sql`SELECT gift_card_id FROM gift_card_deliveries WHERE gift_card_id = ANY(${giftCardIds}::text[])`,
  );
  return new Set(rows.map((row) => row.gift_card_id));
}
