import type { EntityManager } from '@mikro-orm/postgresql';
import type { Store } from '../stores/store.entity';
import {
  findCartBasket,
  placeOf,
  priceCartLines,
  quoteCart,
  shippingAddressRequired,
  shippingOptionUnavailable,
  type PricedPlace,
} from './cart-quote.service';
import { listShippingRates, type ShippingRate } from '../pricing/shipping-rates';
import { shipsTo } from '../settings/shipping-rates.query';
import { money } from '../shared/money';
import {
  basketOf,
  findOrCreateCart,
  findOrCreateCartWithLines,
  setCartShippingOption,
  type CartLineRow,
  type CartRow,
} from './cart.repository';
import { changeCart } from './cart.service';
import { presentShippingRate, type CartView } from './cart.presenter';

/** Refuses a country no shipping zone of the store covers. */
export async function assertShipsTo(em: EntityManager, storeId: string, country: string): Promise<void> {
  if (!(await shipsTo(em, storeId, country))) {
    throw shippingOptionUnavailable(`This store does not ship to ${country.toUpperCase()}.`, {
      country: country.toUpperCase(),
    });
  }
}

/** The options that ship this cart to a place, priced for its contents (lines: when just read with the cart). */
export async function ratesFor(
  em: EntityManager,
  store: Store,
  cart: CartRow,
  place: PricedPlace,
  lines?: CartLineRow[],
): Promise<ShippingRate[]> {
  const basket = lines ? basketOf(await priceCartLines(em, store, cart, lines)) : await findCartBasket(em, store, cart);
  return listShippingRates(em, store.id, place.country, { currency: cart.currency, ...basket });
}

function requirePlace(cart: CartRow): PricedPlace {
  const place = placeOf(cart);
  if (!place) throw shippingAddressRequired();
  return place;
}

export async function listCartShippingOptions(em: EntityManager, store: Store, token: string) {
  const cart = await findOrCreateCart(em, store.id, token, store.defaultCurrency);
  const rates = await ratesFor(em, store, cart, requirePlace(cart));
  return { data: rates.map((r) => presentShippingRate(r, cart.currency, store.defaultLanguage)), hasMore: false };
}

export async function chooseShipping(
  em: EntityManager,
  store: Store,
  token: string,
  optionId: string,
): Promise<CartView> {
  return changeCart(em, store, token, async (tx, cart) => {
    const place = requirePlace(cart);
    const rates = await ratesFor(tx, store, cart, place);
    if (!rates.some((r) => r.id === optionId)) {
      throw shippingOptionUnavailable(
        `Shipping option ${optionId} does not ship this cart to ${place.country}; ` +
          'pick one from GET /cart/shipping-options.',
        { optionId },
      );
    }
    await setCartShippingOption(tx, cart.id, optionId);
    return { shipping_option_id: optionId };
  });
}

/**
 * Tax and shipping for a place before checkout, without changing the cart: the chosen option when it ships there,
 * else the cheapest one.
 */
export async function estimateCart(
  em: EntityManager,
  store: Store,
  token: string,
  address?: PricedPlace & { postalCode?: string },
) {
  const { cart, lines } = await findOrCreateCartWithLines(em, store.id, token, store.defaultCurrency);
  const place = address ?? requirePlace(cart);
  await assertShipsTo(em, store.id, place.country);
  const rates = await ratesFor(em, store, cart, place, lines);
  const chosen =
    rates.find((r) => r.id === cart.shipping_option_id) ?? [...rates].sort((a, b) => a.amount - b.amount)[0] ?? null;
  const priced = await quoteCart(
    em,
    store,
    { ...cart, shipping_address: { ...place }, shipping_option_id: chosen?.id ?? null },
    'display',
    lines,
  );
  const m = (amount: number) => money(amount, cart.currency, store.defaultLanguage);
  return {
    currency: cart.currency,
    country: place.country.toUpperCase(),
    region: place.region ?? null,
    subtotal: m(priced.subtotal),
    discountTotal: m(priced.discountTotal),
    shippingTotal: m(priced.shippingTotal),
    taxTotal: m(priced.taxTotal),
    total: m(priced.total),
    taxRateBasisPoints: priced.taxRateBasisPoints,
    taxInclusive: priced.taxInclusive,
    shippingOption: priced.shippingOption
      ? presentShippingRate(priced.shippingOption, cart.currency, store.defaultLanguage)
      : null,
    shippingOptions: rates.map((r) => presentShippingRate(r, cart.currency, store.defaultLanguage)),
  };
}
