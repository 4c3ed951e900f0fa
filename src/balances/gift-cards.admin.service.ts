import type { EntityManager } from '@mikro-orm/postgresql';
import { inTransaction } from '../db/sql';
import { DomainError, validationFailed } from '../shared/errors';
import { keyedId, newId } from '../shared/ids';
import type { CursorCodec, Page } from '../shared/pagination';
import type { Store } from '../stores/store.entity';
import { assertAcceptedCurrencies } from '../stores/store-currencies';
import { recordEvent } from '../events/outbox';
import {
  findGiftCard,
  insertGiftCard,
  ledgerEntriesOf,
  pageOfGiftCards,
  setGiftCardDisabled,
  type GiftCardFilters,
  type GiftCardRow,
} from './balances.repository';
import { codeHashOf, giftCardCodeFrom, lastFourOf, newGiftCardCode } from './gift-card-codes';
import { derivedBytes, type SecretKeyring } from '../secrets/secret-box';
import { postLedgerEntry } from './ledger';
import { presentGiftCard, presentLedgerEntry } from './balances.presenter';

export interface IssueGiftCardInput {
  currency: string;
  amount: number;
  expiresAt?: string | null;
  note?: string | null;
}

/** The id and code of a card to issue. */
export interface GiftCardIdentity {
  id: string;
  code: string;
}

export const newGiftCardIdentity = (): GiftCardIdentity => ({ id: newId('gc'), code: newGiftCardCode() });

/**
 * Under an Idempotency-Key both derive from the key's scope (the code through the sealing master key, so it is
 * secret and never stored): a retry whose first attempt died after its commit answers the card it issued, code
 * included, instead of issuing a second one.
 */
export function giftCardIdentityOf(keyring: SecretKeyring | undefined, scope: string | undefined): GiftCardIdentity {
  if (!keyring || scope === undefined) return newGiftCardIdentity();
  const code = giftCardCodeFrom((round) => derivedBytes(keyring, `gift_cards.code:${scope}:${round}`));
  return { id: keyedId('gc', scope), code };
}

const notFound = (id: string) =>
  new DomainError('resource_not_found', `No gift card with id ${id} exists in this store.`);

async function cardOrFail(em: EntityManager, storeId: string, id: string): Promise<GiftCardRow> {
  const card = await findGiftCard(em, storeId, id);
  if (!card) throw notFound(id);
  return card;
}

/** Issues a card with its value as the ledger's first row; the code is answered this once and never again. */
export async function issueGiftCard(
  em: EntityManager,
  store: Store,
  input: IssueGiftCardInput,
  actor: string,
  { id, code }: GiftCardIdentity = newGiftCardIdentity(),
) {
  assertAcceptedCurrencies(store, [{ currency: input.currency, field: 'body.currency' }]);
  if (input.expiresAt && Date.parse(input.expiresAt) <= Date.now())
    throw validationFailed('The expiry must lie in the future.', [
      { field: 'body.expiresAt', code: 'minimum', message: 'must be in the future' },
    ]);
  const card = await inTransaction(em, async (tx) => {
    const issuedBefore = await findGiftCard(tx, store.id, id);
    if (issuedBefore && issuedBefore.code_hash !== codeHashOf(store.id, code))
      throw new DomainError(
        'resource_already_exists',
        `An earlier attempt of this request issued gift card ${id}, and its code can no longer be shown (the secrets ` +
          'key changed since). Disable that card and issue a new one with a new Idempotency-Key.',
      );
    if (issuedBefore) return issuedBefore;
    await insertGiftCard(tx, {
      id,
      store_id: store.id,
      code_hash: codeHashOf(store.id, code),
      last4: lastFourOf(code),
      currency: input.currency,
      initial_amount: input.amount,
      expires_at: input.expiresAt ?? null,
      note: input.note ?? null,
    });
    const balance = { giftCardId: id };
    await postLedgerEntry(tx, {
      storeId: store.id,
      balance,
      kind: 'issue',
      amount: input.amount,
      idempotencyKey: `${id}:issue`,
      actor,
    });
    const issued = await cardOrFail(tx, store.id, id);
    await recordEvent(tx, store.id, 'gift_card.issued', presentGiftCard(issued, store.defaultLanguage));
    return issued;
  });
  return { ...presentGiftCard(card, store.defaultLanguage), code };
}

export async function listGiftCards(
  em: EntityManager,
  cursors: CursorCodec,
  store: Store,
  query: GiftCardFilters,
): Promise<Page<ReturnType<typeof presentGiftCard>>> {
  return pageOfGiftCards(em, cursors, store.id, query, (rows) =>
    rows.map((row) => presentGiftCard(row, store.defaultLanguage)),
  );
}

/** One card with its ledger, newest row first. */
export async function getGiftCard(em: EntityManager, store: Store, id: string) {
  const card = await cardOrFail(em, store.id, id);
  const entries = await ledgerEntriesOf(em, { giftCardId: id });
  return {
    ...presentGiftCard(card, store.defaultLanguage),
    history: entries.map((row) => presentLedgerEntry(row, card.currency, store.defaultLanguage)),
  };
}

export async function setGiftCardEnabled(em: EntityManager, store: Store, id: string, enabled: boolean) {
  const card = await setGiftCardDisabled(em, store.id, id, !enabled);
  if (!card) throw notFound(id);
  return getGiftCard(em, store, id);
}

/** Staff move a card's balance by a signed amount with a reason; below zero is refused (409). */
export async function adjustGiftCard(
  em: EntityManager,
  store: Store,
  id: string,
  input: { amount: number; reason: string },
  actor: string,
  adjustmentId: string,
) {
  await inTransaction(em, async (tx) => {
    await cardOrFail(tx, store.id, id);
    await postLedgerEntry(tx, {
      storeId: store.id,
      balance: { giftCardId: id },
      kind: 'adjust',
      amount: input.amount,
      reason: input.reason,
      actor,
      // Each request is one adjustment: its id derives from the request's Idempotency-Key, so a retry whose first
      // attempt's process died after its commit finds that row instead of moving the balance again.
      idempotencyKey: `${id}:adjust:${adjustmentId}`,
    });
  });
  return getGiftCard(em, store, id);
}
