import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound, validationFailed } from '../shared/errors';
import type { Store } from '../stores/store.entity';
import { giftCardVariantsAmong } from '../catalogue/catalogue.repository';
import { changeCart } from '../cart/cart.service';
import { cartLineGiftCards, setCartLineGiftCard, type CartLineGiftCard } from '../cart/cart.repository';
import type { CartView } from '../cart/cart.presenter';

/** How far ahead a gift card may be mailed: a year, as far as a shopper plans a present. */
const LATEST_DELIVERY_MS = 366 * 24 * 3600 * 1000;

const invalid = (field: string, code: string, message: string) =>
  validationFailed(`The gift card's ${field} ${message}.`, [{ field: `body.${field}`, code, message }]);

/** What the schema cannot say: a delivery date in the future, within a year. Blank texts are dropped. */
function checkedGiftCard(input: CartLineGiftCard, now = Date.now()): CartLineGiftCard {
  const details: CartLineGiftCard = {};
  for (const key of ['recipientEmail', 'recipientName', 'senderName', 'message'] as const) {
    const value = input[key]?.trim();
    if (value) details[key] = value;
  }
  if (input.deliverAt) {
    const at = Date.parse(input.deliverAt);
    if (at <= now) throw invalid('deliverAt', 'minimum', 'must be in the future');
    if (at > now + LATEST_DELIVERY_MS) throw invalid('deliverAt', 'maximum', 'must be within a year');
    details.deliverAt = new Date(at).toISOString();
  }
  return details;
}

/**
 * Who gets the gift cards of a cart line: the recipient's e-mail (the buyer's without one), names, a message and a
 * delivery date (on payment without one). Only a line of a gift-card product takes them (400 otherwise).
 */
export async function setCartItemGiftCard(
  em: EntityManager,
  store: Store,
  token: string,
  lineId: string,
  input: CartLineGiftCard,
): Promise<CartView> {
  const details = checkedGiftCard(input);
  return changeCart(em, store, token, async (tx, cart) => {
    const line = await setCartLineGiftCard(tx, cart.id, lineId, details);
    if (!line) throw notFound('cart line', lineId);
    if (!(await giftCardVariantsAmong(tx, [line.variant_id])).has(line.variant_id))
      throw validationFailed('This cart line is not a gift card; only gift-card products take a recipient.', [
        { field: 'path.id', code: 'gift_card', message: 'must be the line of a gift-card product' },
      ]);
  });
}

/** Whether any of these cart lines ships: false for a cart of gift cards only (an empty cart ships, as ever). */
export async function cartNeedsShipping(tx: EntityManager, lines: Array<{ variant_id: string }>): Promise<boolean> {
  if (lines.length === 0) return true;
  const giftCards = await giftCardVariantsAmong(
    tx,
    lines.map((l) => l.variant_id),
  );
  return lines.some((l) => !giftCards.has(l.variant_id));
}

/** The gift-card lines among an order's variants, each with the details the shopper gave (none: `{}`). */
export async function giftCardLinesOfCart(
  tx: EntityManager,
  cartId: string,
  variantIds: string[],
): Promise<Map<string, CartLineGiftCard>> {
  const giftCards = await giftCardVariantsAmong(tx, variantIds);
  if (giftCards.size === 0) return new Map();
  const details = await cartLineGiftCards(tx, cartId);
  return new Map([...giftCards].map((variantId) => [variantId, details.get(variantId) ?? {}]));
}
