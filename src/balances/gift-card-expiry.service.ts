import type { EntityManager } from '@mikro-orm/postgresql';
import { inTransaction } from '../db/sql';
import { findGiftCard, giftCardsToExpire, lockBalance } from './balances.repository';
import { postLedgerEntry } from './ledger';

/**
 * One card past its expiry: what is left on it leaves by one `expire` row, keyed `<cardId>:expire`, so the card is
 * expired exactly once however often a run (or a retried activity) reaches it; its balance is then 0. Answers what
 * was taken (0 when there was nothing left, or an earlier run took it).
 */
export async function expireGiftCard(em: EntityManager, storeId: string, giftCardId: string): Promise<number> {
  return inTransaction(em, async (tx) => {
    const left = await lockBalance(tx, { giftCardId });
    const card = await findGiftCard(tx, storeId, giftCardId);
    if (!card || !left || !card.expires_at || new Date(card.expires_at).getTime() > Date.now()) return 0;
    const { written } = await postLedgerEntry(tx, {
      storeId,
      balance: { giftCardId },
      kind: 'expire',
      amount: -left,
      reason: 'expired',
      actor: 'system:gift-card-expiry',
      idempotencyKey: `${giftCardId}:expire`,
    });
    return written ? left : 0;
  });
}

export interface ExpiryBatch {
  /** Cards expired by this batch. */
  expired: number;
  /** What left them in all (minor units, over every currency: a count for the log, not money). */
  taken: number;
  /** Whether the batch was full, so more cards may be waiting. */
  full: boolean;
}

/** Up to `limit` cards past their expiry, each in its own transaction (one card's failure stops no other). */
export async function expireDueGiftCards(em: EntityManager, limit: number): Promise<ExpiryBatch> {
  const due = await giftCardsToExpire(em, limit);
  let expired = 0;
  let taken = 0;
  for (const card of due) {
    const amount = await expireGiftCard(em.fork(), card.store_id, card.id);
    if (amount > 0) expired += 1;
    taken += amount;
  }
  return { expired, taken, full: due.length === limit };
}
