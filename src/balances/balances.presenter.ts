import { money } from '../shared/money';
import { isoTimestamp, isoTimestampOrNull, rowTimes } from '../shared/timestamps';
import type { GiftCardRow, LedgerRow, StoreCreditAccountRow } from './balances.repository';

export const giftCardStatusOf = (card: GiftCardRow, now = Date.now()): 'active' | 'disabled' | 'expired' =>
  card.disabled
    ? 'disabled'
    : card.expires_at && Date.parse(isoTimestamp(card.expires_at)) <= now
      ? 'expired'
      : 'active';

export function presentGiftCard(card: GiftCardRow, language: string) {
  return {
    id: card.id,
    last4: card.last4,
    currency: card.currency,
    initialValue: money(Number(card.initial_amount), card.currency, language),
    balance: money(Number(card.balance), card.currency, language),
    status: giftCardStatusOf(card),
    expiresAt: isoTimestampOrNull(card.expires_at),
    note: card.note,
    ...rowTimes(card),
  };
}

export function presentLedgerEntry(row: LedgerRow, currency: string, language: string) {
  return {
    id: row.id,
    kind: row.kind,
    amount: money(Number(row.amount), currency, language),
    balanceAfter: money(Number(row.balance_after), currency, language),
    orderId: row.order_id,
    reason: row.reason,
    createdAt: isoTimestamp(row.created_at),
  };
}

export function presentStoreCredit(account: StoreCreditAccountRow, entries: LedgerRow[], language: string) {
  return {
    currency: account.currency,
    balance: money(Number(account.balance), account.currency, language),
    history: entries.map((row) => presentLedgerEntry(row, account.currency, language)),
  };
}
