import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../shared/errors';
import type { Store } from '../stores/store.entity';
import { recordEvent } from '../events/outbox';
import {
  appliedBalancesOf,
  ledgerEntriesOfOrder,
  lockBalance,
  type AppliedBalanceRow,
  type BalanceRef,
  type LedgerRow,
} from './balances.repository';
import { postLedgerEntry } from './ledger';
import { presentLedgerEntry } from './balances.presenter';
import { recordStoreCreditChanged } from './store-credit.service';

/** What one applied balance pays of a cart's total. */
export interface TenderCover {
  applied: AppliedBalanceRow;
  amount: number;
  /** Why it pays nothing: disabled, expired, another currency, or nothing left on it. */
  unusable?: 'disabled' | 'expired' | 'currency' | 'empty';
}

export interface TenderPlan {
  covers: TenderCover[];
  /** What the card or the transfer pays: the total less what the balances cover. */
  amountDue: number;
}

const refOf = (applied: AppliedBalanceRow): BalanceRef =>
  applied.gift_card_id
    ? { giftCardId: applied.gift_card_id }
    : { storeCreditAccountId: applied.store_credit_account_id! };

function unusableOf(applied: AppliedBalanceRow, currency: string, balance: number): TenderCover['unusable'] {
  if (applied.disabled) return 'disabled';
  if (applied.expired) return 'expired';
  if (applied.currency !== currency) return 'currency';
  return balance <= 0 ? 'empty' : undefined;
}

/** Pure: gift cards in the order applied, then store credit, each paying what it holds of what is left. */
export function planTenders(applied: AppliedBalanceRow[], currency: string, total: number): TenderPlan {
  let left = total;
  const covers = applied.map((each): TenderCover => {
    const balance = Number(each.balance);
    const unusable = unusableOf(each, currency, balance);
    const amount = unusable ? 0 : Math.min(balance, left);
    left -= amount;
    return { applied: each, amount, ...(unusable && { unusable }) };
  });
  return { covers, amountDue: left };
}

export async function tenderPlanOf(em: EntityManager, cartId: string, currency: string, total: number) {
  return planTenders(await appliedBalancesOf(em, cartId), currency, total);
}

/** The refusal of a checkout whose applied balance pays nothing now. */
export const tenderRefused = (cover: TenderCover) =>
  cover.unusable === 'empty'
    ? new DomainError(
        'balance_insufficient',
        `${cover.applied.last4 ? `The gift card ending ${cover.applied.last4}` : 'Your store credit'} has nothing ` +
          'left; remove it from the cart and pay the rest another way.',
        { balance: 0, requested: 0 },
      )
    : new DomainError('gift_card_invalid', 'An applied gift card can no longer be used; remove it from the cart.', {
        reason: cover.unusable,
        last4: cover.applied.last4,
      });

/**
 * The checkout's debits, inside its first transaction: every applied balance is locked (in balance order, so two
 * carts sharing cards cannot deadlock) and pays what it holds now of what is left, one `redeem` row each keyed by
 * the order. A balance the shopper applied that pays nothing now (emptied by another checkout, disabled, expired)
 * refuses the checkout rather than charge the card more than the shopper was shown. Answers what the balances paid.
 */
export async function debitTenders(
  tx: EntityManager,
  store: Store,
  cartId: string,
  orderId: string,
  currency: string,
  total: number,
): Promise<number> {
  const applied = await appliedBalancesOf(tx, cartId);
  if (applied.length === 0) return 0;
  const locked = new Map<string, number>();
  for (const each of inBalanceOrder(applied)) locked.set(each.id, (await lockBalance(tx, refOf(each))) ?? 0);
  const plan = planTenders(
    applied.map((each) => ({ ...each, balance: String(locked.get(each.id)) })),
    currency,
    total,
  );
  const refused = plan.covers.find((cover) => cover.unusable);
  if (refused && total > 0) throw tenderRefused(refused);
  for (const cover of plan.covers.filter((each) => each.amount > 0)) {
    const { row } = await postLedgerEntry(tx, {
      storeId: store.id,
      balance: refOf(cover.applied),
      kind: 'redeem',
      amount: -cover.amount,
      orderId,
      idempotencyKey: `${orderId}:redeem:${cover.applied.id}`,
    });
    await recordTenderEvent(tx, store, cover.applied, row);
  }
  return total - plan.amountDue;
}

async function recordTenderEvent(tx: EntityManager, store: Store, applied: AppliedBalanceRow, row: LedgerRow) {
  if (applied.customer_id) return recordStoreCreditChanged(tx, store, applied.customer_id, row, applied.currency);
  if (row.kind !== 'redeem') return;
  await recordEvent(tx, store.id, 'gift_card.redeemed', {
    id: applied.gift_card_id,
    last4: applied.last4,
    orderId: row.order_id,
    entry: presentLedgerEntry(row, applied.currency, store.defaultLanguage),
  });
}

type OrderLedgerRow = Awaited<ReturnType<typeof ledgerEntriesOfOrder>>[number];

const balanceOfRow = (row: LedgerRow): BalanceRef =>
  row.gift_card_id ? { giftCardId: row.gift_card_id } : { storeCreditAccountId: row.store_credit_account_id! };

/**
 * The order every transaction locks balances in (by the balance's id, never by the cart's or the order's own
 * order of them), so two that share balances cannot deadlock; each locks its balances before its stock.
 */
function inBalanceOrder<Row extends { gift_card_id: string | null; store_credit_account_id: string | null }>(
  rows: Row[],
): Row[] {
  const idOf = (row: Row) => (row.gift_card_id ?? row.store_credit_account_id) as string;
  return [...rows].sort((a, b) => idOf(a).localeCompare(idOf(b)));
}

/** The order's debited balances locked in balance order, before any of them is credited in the order's own. */
async function lockDebitedBalances(tx: EntityManager, debits: Array<{ debit: OrderLedgerRow }>): Promise<void> {
  for (const debit of inBalanceOrder(debits.map((each) => each.debit))) await lockBalance(tx, balanceOfRow(debit));
}

const sameBalance = (a: LedgerRow, b: LedgerRow) =>
  a.gift_card_id === b.gift_card_id && a.store_credit_account_id === b.store_credit_account_id;

/**
 * Each debit of the order with what it can still get back: what it took, less what refunds have already paid onto
 * the same balance for this order. A checkout debits each applied balance once, so a balance's rows of one order
 * belong to its one debit.
 */
function debitsOf(rows: OrderLedgerRow[]) {
  return rows
    .filter((row) => row.kind === 'redeem')
    .map((debit) => {
      const refunded = rows
        .filter((row) => row.kind === 'refund_to' && sameBalance(row, debit))
        .reduce((sum, row) => sum + Number(row.amount), 0);
      return { debit, left: -Number(debit.amount) - refunded };
    });
}

async function credit(
  tx: EntityManager,
  store: Store,
  debit: OrderLedgerRow,
  entry: { kind: 'reverse' | 'refund_to'; amount: number; idempotencyKey: string; reason: string },
) {
  const { row, written } = await postLedgerEntry(tx, {
    storeId: store.id,
    balance: balanceOfRow(debit),
    orderId: debit.order_id,
    ...entry,
  });
  if (written && debit.customer_id) await recordStoreCreditChanged(tx, store, debit.customer_id, row, debit.currency);
}

/**
 * Compensation of a checkout that failed or was abandoned, and what cancelling its order gives back: every debit of
 * the order gets its `reverse` row for what refunds have not already paid back, keyed by the debit, so running it
 * again (a retried step) reverses nothing twice.
 */
export async function reverseTenders(
  tx: EntityManager,
  store: Store,
  orderId: string,
  reason: 'checkout failed' | 'order cancelled',
): Promise<void> {
  const debits = debitsOf(await ledgerEntriesOfOrder(tx, orderId));
  await lockDebitedBalances(tx, debits);
  for (const { debit, left } of debits) {
    if (left <= 0) continue;
    await credit(tx, store, debit, {
      kind: 'reverse',
      amount: left,
      idempotencyKey: `${debit.idempotency_key}:reverse`,
      reason,
    });
  }
}

/**
 * What a refund may take from, in the order it goes back by default: the card or transfer (`payment`, through the
 * provider), then store credit, then the gift cards (the reverse of the checkout, which debits gift cards first).
 * Staff may name another order for one refund (`tenderOrder`); kinds left out follow in this order.
 */
export const TENDER_KINDS = ['payment', 'store_credit', 'gift_card'] as const;
export type TenderKind = (typeof TENDER_KINDS)[number];

const kindOf = (row: LedgerRow): Exclude<TenderKind, 'payment'> => (row.gift_card_id ? 'gift_card' : 'store_credit');

/** A requested order of tenders completed with the kinds it leaves out, each once, in the default order. */
export function tenderOrderOf(requested: readonly TenderKind[] | undefined): TenderKind[] {
  return [...new Set([...(requested ?? []), ...TENDER_KINDS])];
}

/**
 * What each balance kind of the order can still take back (what it paid less what refunds have put back on it),
 * and what refunds have put back on balances in all: the rest of the order's refunded amount went to the payment.
 */
export async function balanceRefundablesOf(tx: EntityManager, orderId: string) {
  const rows = await ledgerEntriesOfOrder(tx, orderId);
  const refundable = { gift_card: 0, store_credit: 0 };
  for (const { debit, left } of debitsOf(rows)) refundable[kindOf(debit)] += Math.max(0, left);
  const refundedToBalances = rows
    .filter((row) => row.kind === 'refund_to')
    .reduce((sum, row) => sum + Number(row.amount), 0);
  return { refundable, refundedToBalances };
}

/**
 * A refund's part for the balances (what the card does not take back), paid onto them in the order of tenders
 * (by default store credit, then the gift cards; within gift cards, from the last applied to the first). One
 * `refund_to` row per balance, keyed by the refund, in the refund's transaction: the order's refunded amount and
 * these rows move together.
 */
export async function refundToTenders(
  tx: EntityManager,
  store: Store,
  orderId: string,
  refundId: string,
  amount: number,
  tenderOrder?: readonly TenderKind[],
): Promise<void> {
  let left = amount;
  const debits = debitsOf(await ledgerEntriesOfOrder(tx, orderId));
  await lockDebitedBalances(tx, debits);
  const order = tenderOrderOf(tenderOrder);
  // Stable: within one kind the debits stay last applied first.
  const ordered = debits.reverse().sort((a, b) => order.indexOf(kindOf(a.debit)) - order.indexOf(kindOf(b.debit)));
  for (const { debit, left: refundable } of ordered) {
    const part = Math.min(left, refundable);
    if (part <= 0) continue;
    const idempotencyKey = `${refundId}:refund_to:${debit.id}`;
    await credit(tx, store, debit, { kind: 'refund_to', amount: part, idempotencyKey, reason: 'order refunded' });
    left -= part;
  }
  // The order's refundable amount (captured plus balances paid, less refunded) bounds every plan, so this is a bug.
  if (left > 0) throw new Error(`refund ${refundId} has ${left} left that no balance of order ${orderId} paid`);
}
