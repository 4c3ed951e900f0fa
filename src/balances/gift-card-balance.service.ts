import type { EntityManager } from '@mikro-orm/postgresql';
import type { Store } from '../stores/store.entity';
import { money } from '../shared/money';
import { isoTimestampOrNull } from '../shared/timestamps';
import { findGiftCardByHash } from './balances.repository';
import { codeHashOf } from './gift-card-codes';
import { giftCardStatusOf } from './balances.presenter';
import { giftCardInvalid } from './balances.errors';

/**
 * The public balance check: one hash and one indexed read whatever the code, and one refusal for unknown, disabled
 * and expired cards alike, so neither the answer nor its timing tells which codes exist.
 */
export async function giftCardBalance(em: EntityManager, store: Store, code: string) {
  const card = await findGiftCardByHash(em, store.id, codeHashOf(store.id, code));
  if (!card || giftCardStatusOf(card) !== 'active') throw giftCardInvalid();
  return {
    last4: card.last4,
    balance: money(Number(card.balance), card.currency, store.defaultLanguage),
    expiresAt: isoTimestampOrNull(card.expires_at),
  };
}
