import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../config';
import { inTransaction } from '../db/sql';
import { recordEvent } from '../events/outbox';
import type { Mailer } from '../mail/mailer';
import { notFound } from '../shared/errors';
import type { Store } from '../stores/store.entity';
import { storeFromRow } from '../stores/stores.service';
import { findStoreJson } from '../stores/stores.repository';
import { findRecoverableCart } from '../cart/cart.repository';
import { cartRecoverySettingsOf } from './cart-recovery-settings';
import { addUnsubscribe, claimRecoveryStep, isUnsubscribed, mailedCartIds } from './cart-recovery.repository';
import { renderRecoveryMail } from './recovery-mail';
import { signRecoveryToken, verifyRecoveryToken } from './recovery-links';

export interface RecoveryStepInput {
  storeId: string;
  cartId: string;
  /** 0 for the first mail. */
  step: number;
  last: boolean;
}

/** sent: this call mailed the step; already_sent: an earlier attempt did; stopped: the sequence ends, nothing sent. */
export type RecoveryStepOutcome = 'sent' | 'already_sent' | 'stopped';

type LinkConfig = Pick<Config, 'secretsKey' | 'publicBaseUrl'>;

/**
 * Sends one step's mail, at most once: in one transaction holding the cart's row lock, it re-reads the cart, the
 * store's settings and the unsubscribe list, claims the step's mail row (with `cart.abandoned` on the first step),
 * and sends. A failed send rolls the claim back so the retry sends; a claimed step is never sent again. Because the
 * lock is held while sending, a submit waits for the mail and a mail after a submit finds the cart closed.
 */
export async function sendRecoveryStep(
  em: EntityManager,
  mailer: Mailer,
  config: LinkConfig,
  input: RecoveryStepInput,
): Promise<RecoveryStepOutcome> {
  return inTransaction(em, async (tx) => {
    const cart = await findRecoverableCart(tx, input.storeId, input.cartId, true);
    if (!cart || cart.status !== 'open' || !cart.email || cart.units === 0) return 'stopped';
    const settings = await cartRecoverySettingsOf(tx, input.storeId);
    if (!settings.enabled || (await isUnsubscribed(tx, input.storeId, cart.email))) return 'stopped';
    const email = cart.email;
    if (!(await claimRecoveryStep(tx, { storeId: input.storeId, cartId: cart.id, step: input.step, email })))
      return 'already_sent';
    if (input.step === 0)
      await recordEvent(tx, input.storeId, 'cart.abandoned', { id: cart.id, email, units: cart.units });
    const store = storeFromRow((await findStoreJson(tx, input.storeId)) as Record<string, unknown>);
    const restore = signRecoveryToken(config, {
      kind: 'restore',
      storeId: input.storeId,
      cartId: cart.id,
      expires: Math.floor(Date.now() / 1000) + settings.linkValiditySeconds,
    });
    const unsubscribe = signRecoveryToken(config, { kind: 'unsubscribe', storeId: input.storeId, email });
    const restoreLink = new URL(settings.cartUrl ?? config.publicBaseUrl);
    restoreLink.searchParams.set('cartRecovery', restore);
    await mailer.send(
      renderRecoveryMail({
        to: email,
        language: store.defaultLanguage,
        storeName: store.name,
        units: cart.units,
        restoreLink: restoreLink.toString(),
        unsubscribeLink: `${config.publicBaseUrl}/v3/cart-recovery/unsubscribe?token=${unsubscribe}`,
        discountCode: input.last ? settings.lastStepDiscountCode : null,
        messageId: `<cart-recovery-${cart.id}-${input.step}@${new URL(config.publicBaseUrl).hostname}>`,
      }),
    );
    return 'sent';
  });
}

/** The cart token of a mail's restore link, so the widget continues with that cart; only while the cart is open. */
export async function restoreCart(
  em: EntityManager,
  config: Pick<Config, 'secretsKey'>,
  store: Store,
  token: string,
): Promise<{ cartToken: string }> {
  const grant = verifyRecoveryToken(config, token, 'restore', store.id);
  const cart = await findRecoverableCart(em, store.id, grant.cartId);
  if (!cart || cart.status !== 'open') throw notFound('cart', grant.cartId);
  return { cartToken: cart.token };
}

/**
 * The address gets no more recovery mail from this store: every step re-reads the list. Answers the store and the
 * carts already mailed at the address, whose sequences the caller ends at once.
 */
export async function unsubscribeFromRecovery(
  em: EntityManager,
  config: Pick<Config, 'secretsKey'>,
  token: string,
): Promise<{ storeId: string; cartIds: string[] }> {
  const grant = verifyRecoveryToken(config, token, 'unsubscribe', null);
  await addUnsubscribe(em, grant.storeId, grant.email);
  return { storeId: grant.storeId, cartIds: await mailedCartIds(em, grant.storeId, grant.email.toLowerCase()) };
}
