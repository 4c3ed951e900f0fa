import type { EntityManager } from '@mikro-orm/postgresql';
import { inTransaction } from '../db/sql';
import { DomainError } from '../shared/errors';
import { balanceInsufficient } from './balances.errors';
import {
  findLedgerEntryByKey,
  insertLedgerEntry,
  lockBalance,
  type LedgerRow,
  type NewLedgerEntry,
} from './balances.repository';

/**
 * Writes one ledger row, once per idempotency key: under the balance's row lock, a key already written answers its
 * row (a retried step writes nothing twice) and a row that would take the balance below zero is refused with
 * 409 balance_insufficient. The database's CHECK stands behind this, for any writer that skips it.
 */
export async function postLedgerEntry(
  em: EntityManager,
  entry: NewLedgerEntry,
): Promise<{ row: LedgerRow; written: boolean }> {
  return inTransaction(em, async (tx) => {
    const balance = await lockBalance(tx, entry.balance);
    if (balance === undefined) throw new DomainError('resource_not_found', 'The balance no longer exists.');
    const existing = await findLedgerEntryByKey(tx, entry.storeId, entry.idempotencyKey);
    if (existing) return { row: existing, written: false };
    if (balance + entry.amount < 0) throw balanceInsufficient(balance, -entry.amount);
    return { row: await insertLedgerEntry(tx, entry), written: true };
  });
}
