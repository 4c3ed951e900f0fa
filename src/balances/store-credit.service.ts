import type { EntityManager } from '@mikro-orm/postgresql';
import { inTransaction } from '../db/sql';
import { DomainError } from '../shared/errors';
import type { Store } from '../stores/store.entity';
import { assertAcceptedCurrencies } from '../stores/store-currencies';
import { findCustomer } from '../customers/accounts.repository';
import { recordEvent } from '../events/outbox';
import {
  ledgerEntriesOf,
  storeCreditAccountsOf,
  upsertStoreCreditAccount,
  type LedgerRow,
} from './balances.repository';
import { postLedgerEntry } from './ledger';
import { presentLedgerEntry, presentStoreCredit } from './balances.presenter';

/** A customer's store credit: one balance per currency, each with its newest rows. */
export async function storeCreditOf(em: EntityManager, store: Store, customerId: string) {
  const accounts = await storeCreditAccountsOf(em, store.id, customerId);
  const data = [];
  for (const account of accounts) {
    const entries = await ledgerEntriesOf(em, { storeCreditAccountId: account.id });
    data.push(presentStoreCredit(account, entries, store.defaultLanguage));
  }
  return { data };
}

/** A customer's store credit as staff read it: another store's customer (or none) answers 404, as every id does. */
export async function storeCreditOfCustomer(em: EntityManager, store: Store, customerId: string) {
  await assertCustomerOfStore(em, store, customerId);
  return storeCreditOf(em, store, customerId);
}

async function assertCustomerOfStore(em: EntityManager, store: Store, customerId: string): Promise<void> {
  if (!(await findCustomer(em, store.id, customerId)))
    throw new DomainError('resource_not_found', `No customer with id ${customerId} exists in this store.`);
}

/** store_credit.changed: the customer, the currency, the new balance and the row that moved it. */
export async function recordStoreCreditChanged(
  em: EntityManager,
  store: Store,
  customerId: string,
  row: LedgerRow,
  currency: string,
): Promise<void> {
  await recordEvent(em, store.id, 'store_credit.changed', {
    customerId,
    currency,
    entry: presentLedgerEntry(row, currency, store.defaultLanguage),
  });
}

/** Staff add (positive amount) or remove (negative) credit with a reason; below zero is refused (409). */
export async function changeStoreCredit(
  em: EntityManager,
  store: Store,
  customerId: string,
  input: { currency: string; amount: number; reason: string },
  actor: string,
  adjustmentId: string,
) {
  assertAcceptedCurrencies(store, [{ currency: input.currency, field: 'body.currency' }]);
  await inTransaction(em, async (tx) => {
    await assertCustomerOfStore(tx, store, customerId);
    const account = await upsertStoreCreditAccount(tx, store.id, customerId, input.currency);
    const { row, written } = await postLedgerEntry(tx, {
      storeId: store.id,
      balance: { storeCreditAccountId: account.id },
      kind: 'adjust',
      amount: input.amount,
      reason: input.reason,
      actor,
      // From the request's Idempotency-Key: a retry after its first attempt's commit moves nothing again.
      idempotencyKey: `${account.id}:adjust:${adjustmentId}`,
    });
    if (written) await recordStoreCreditChanged(tx, store, customerId, row, input.currency);
  });
  return storeCreditOf(em, store, customerId);
}
