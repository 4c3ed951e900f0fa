import type { EntityManager } from '@mikro-orm/postgresql';
import type { Store } from '../stores/store.entity';
import { DomainError } from '../shared/errors';
import { changeCart } from '../cart/cart.service';
import { findCartById, type CartRow } from '../cart/cart.repository';
import {
  applyBalanceToCart,
  findGiftCardByHash,
  removeAppliedBalance,
  upsertStoreCreditAccount,
} from '../balances/balances.repository';
import { codeHashOf } from '../balances/gift-card-codes';
import { giftCardStatusOf } from '../balances/balances.presenter';
import { giftCardInvalid } from '../balances/balances.errors';
import { checkoutView } from './checkout.service';
import type { CheckoutView } from './checkout.presenter';

/** A change to the balances applied to an open cart (under its lock); answers the checkout with what each covers. */
async function changeTenders(
  em: EntityManager,
  store: Store,
  token: string,
  change: (tx: EntityManager, cart: CartRow) => Promise<void>,
): Promise<CheckoutView> {
  let cartId = '';
  await changeCart(em, store, token, async (tx, cart) => {
    cartId = cart.id;
    await change(tx, cart);
  });
  return checkoutView(em, store, (await findCartById(em, cartId)) as CartRow, undefined);
}

/** Applies a gift card by its code: it must be usable now, in the cart's currency, and hold something. */
export async function applyGiftCard(em: EntityManager, store: Store, token: string, code: string) {
  return changeTenders(em, store, token, async (tx, cart) => {
    const card = await findGiftCardByHash(tx, store.id, codeHashOf(store.id, code));
    if (!card || giftCardStatusOf(card) !== 'active') throw giftCardInvalid();
    if (card.currency !== cart.currency)
      throw new DomainError(
        'gift_card_invalid',
        `The gift card is in ${card.currency}; the cart is in ${cart.currency}.`,
        {
          reason: 'currency',
        },
      );
    if (Number(card.balance) === 0)
      throw new DomainError('balance_insufficient', 'The gift card has nothing left on it.', {
        balance: 0,
        requested: 0,
      });
    await applyBalanceToCart(tx, cart.id, { giftCardId: card.id });
  });
}

/** Applies the signed-in shopper's store credit in the cart's currency. */
export async function applyStoreCredit(em: EntityManager, store: Store, token: string, customerId: string) {
  return changeTenders(em, store, token, async (tx, cart) => {
    const account = await upsertStoreCreditAccount(tx, store.id, customerId, cart.currency);
    if (Number(account.balance) === 0)
      throw new DomainError('balance_insufficient', `You have no store credit in ${cart.currency}.`, {
        balance: 0,
        requested: 0,
      });
    await applyBalanceToCart(tx, cart.id, { storeCreditAccountId: account.id });
  });
}

export async function removeTender(
  em: EntityManager,
  store: Store,
  token: string,
  which: { id: string } | { storeCredit: true },
) {
  return changeTenders(em, store, token, async (tx, cart) => {
    if ((await removeAppliedBalance(tx, cart.id, which)) === 0)
      throw new DomainError('resource_not_found', 'Nothing of that is applied to the cart.');
  });
}
