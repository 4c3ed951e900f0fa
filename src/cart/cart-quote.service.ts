import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../shared/errors';
import type { Store } from '../stores/store.entity';
import { priceContextOf } from '../price-lists/price-context';
import { resolvePrices } from '../price-lists/price-resolution';
import { priceBookOf } from '../price-lists/price-book';
import {
  basketOf,
  findCartLines,
  unitAmountOf,
  type CartBasket,
  type CartLineGiftCard,
  type CartLineRow,
  type CartRow,
} from './cart.repository';
import { quote, type QuoteLine } from '../pricing/quote';
import { checkDiscount, discountInvalid, type ApplicableDiscount } from '../pricing/discount-eligibility';
import { listShippingRates, type ShippingRate } from '../pricing/shipping-rates';
import { findTaxRate } from '../pricing/tax-rates';

export interface CartQuoteLine {
  id: string;
  productId: string;
  variantId: string;
  title: string;
  variantTitle: string;
  sku: string;
  imageUrl: string | null;
  imageAlt?: string | null;
  unitAmount: number;
  quantity: number;
  weightGrams: number;
  /** Whether the tax rate applied (false only for a draft order's untaxed custom line). */
  taxable: boolean;
  /** Units in stock and not reserved, when the quote was made (absent for a gift card whose stock is not counted). */
  available?: number;
  /** Who gets a gift-card line's cards; null for any other line. */
  giftCard?: CartLineGiftCard | null;
  subtotal: number;
  discount: number;
  tax: number;
  total: number;
}

export interface CartQuote {
  currency: string;
  lines: CartQuoteLine[];
  subtotal: number;
  discountTotal: number;
  shippingTotal: number;
  taxTotal: number;
  total: number;
  discount: ApplicableDiscount | null;
  shippingOption: ShippingRate | null;
  taxRateBasisPoints: number;
  taxInclusive: boolean;
  /** False for a cart of gift cards only: nothing ships, so no address or shipping option is required. */
  needsShipping: boolean;
}

/**
 * Sets each line's unit price to what the shopper pays in the price context (src/price-lists), keeping the variant's
 * own price beside it, so pricing lines again starts from the own price and never takes a percentage off twice.
 */
export async function priceCartLines(
  em: EntityManager,
  store: Store,
  cart: Pick<CartRow, 'currency' | 'customer_id'>,
  lines: CartLineRow[],
): Promise<CartLineRow[]> {
  if (!store.priceListsLive) return lines;
  const context = await priceContextOf(em, store, cart.currency, cart.customer_id);
  const own = (line: CartLineRow) => (line.own_unit_amount !== undefined ? line.own_unit_amount : line.unit_amount);
  const prices = await resolvePrices(
    em,
    context,
    lines.map((line) => ({
      variantId: line.variant_id,
      baseAmount: own(line) === null ? null : Number(own(line)),
      quantity: line.quantity,
    })),
    await priceBookOf(em, store),
  );
  lines.forEach((line, i) => {
    line.own_unit_amount = own(line);
    line.unit_amount = prices[i].amount === null ? null : String(prices[i].amount);
  });
  return lines;
}

/** The cart's subtotal (at the shopper's prices) and weight. */
export async function findCartBasket(
  em: EntityManager,
  store: Store,
  cart: Pick<CartRow, 'id' | 'currency' | 'customer_id'>,
): Promise<CartBasket> {
  return basketOf(await priceCartLines(em, store, cart, await findCartLines(em, cart.id, cart.currency)));
}

export type QuoteMode = 'display' | 'checkout';

/** The part of a cart address pricing looks at. */
export interface PricedPlace {
  country: string;
  region?: string | null;
}

export function placeOf(cart: Pick<CartRow, 'shipping_address'>): PricedPlace | null {
  const address = cart.shipping_address as { country?: unknown; region?: unknown } | null;
  if (!address || typeof address.country !== 'string') return null;
  return { country: address.country, region: typeof address.region === 'string' ? address.region : null };
}

async function resolveDiscount(em: EntityManager, store: Store, cart: CartRow, subtotal: number, mode: QuoteMode) {
  if (!cart.discount_code) return null;
  const check = await checkDiscount(em, store.id, cart.discount_code, {
    subtotal,
    currency: cart.currency,
    customerEmail: cart.email,
  });
  if (check.ok) return check.discount;
  if (mode === 'checkout') throw discountInvalid(check);
  return null;
}

export const shippingAddressRequired = () =>
  new DomainError(
    'shipping_address_required',
    'Save a shipping address first (PATCH /cart/checkout with shippingAddress).',
  );

export const shippingOptionUnavailable = (message: string, details?: Record<string, unknown>) =>
  new DomainError('shipping_option_unavailable', message, details);

async function resolveShipping(
  em: EntityManager,
  store: Store,
  cart: CartRow,
  basket: CartBasket,
  mode: QuoteMode,
  needsShipping: boolean,
) {
  const place = placeOf(cart);
  // Nothing ships: nothing is required, and an option is charged only when the shopper chose one where it ships
  // (as GET /cart, which cannot tell gift cards apart, shows it), so the cart and the order never disagree.
  if (!needsShipping && (!cart.shipping_option_id || !place)) return null;
  if (mode === 'checkout' && !place) throw shippingAddressRequired();
  if (!cart.shipping_option_id) {
    if (mode === 'checkout')
      throw shippingOptionUnavailable('Choose a shipping option first (PUT /cart/shipping).', { reason: 'not_chosen' });
    return null;
  }
  if (!place) return null;
  const rates = await listShippingRates(em, store.id, place.country, {
    currency: cart.currency,
    subtotal: basket.subtotal,
    weightGrams: basket.weightGrams,
  });
  const chosen = rates.find((r) => r.id === cart.shipping_option_id) ?? null;
  if (!chosen && mode === 'checkout') {
    throw shippingOptionUnavailable(
      `The chosen shipping option is not available for ${place.country} and this cart; choose another.`,
      { optionId: cart.shipping_option_id },
    );
  }
  return chosen;
}

/**
 * A stored line with its share of the quote. Written out field by field: spreading the row and its priced line into
 * one object cost four times the rest of pricing and presenting a cart together.
 */
function toQuoteLine(line: CartLineRow, priced: QuoteLine): CartQuoteLine {
  return {
    id: line.id,
    productId: line.product_id,
    variantId: line.variant_id,
    title: line.product_title,
    variantTitle: line.variant_title,
    sku: line.sku,
    imageUrl: line.image_url,
    imageAlt: line.image_alt,
    unitAmount: unitAmountOf(line),
    quantity: line.quantity,
    weightGrams: line.weight_grams,
    taxable: line.taxable !== false,
    available: line.available === null ? undefined : Number(line.available),
    giftCard: line.gift_card ?? null,
    subtotal: priced.subtotal,
    discount: priced.discount,
    tax: priced.tax,
    total: priced.total,
  };
}

/**
 * Prices a cart from what is stored now: lines, the applied discount, the chosen shipping option and the tax rate of
 * the shipping address, through the integer engine in quote.ts.
 * display: what the cart shows (an invalid discount or unavailable shipping option is left out, not thrown);
 * checkout: the server-side recomputation at submit, which throws 422 discount_code_invalid (details.reason),
 * 422 shipping_address_required or 422 shipping_option_unavailable. Stock (409) is NOT checked here.
 * storedLines: the cart's lines when the caller has just read them with the cart (GET /cart, a line change).
 */
export async function quoteCart(
  em: EntityManager,
  store: Store,
  cart: CartRow,
  mode: QuoteMode,
  storedLines?: CartLineRow[],
  /** The lines' unit prices are set already (a draft order's custom prices): price lists leave them as they are. */
  pricedByCaller = false,
  /**
   * False when every line is a gift card (the checkout asks the catalogue, src/checkout/cart-gift-cards.service.ts):
   * no address or shipping option is required, and none is charged unless the shopper chose one.
   */
  needsShipping = true,
): Promise<CartQuote> {
  const rows =
    pricedByCaller && storedLines
      ? storedLines
      : await priceCartLines(em, store, cart, storedLines ?? (await findCartLines(em, cart.id, cart.currency)));
  const basket = basketOf(rows);
  const discount = await resolveDiscount(em, store, cart, basket.subtotal, mode);
  const shippingOption = await resolveShipping(em, store, cart, basket, mode, needsShipping);
  const taxRateBasisPoints = await findTaxRate(em, store.id, placeOf(cart));
  const priced = quote({
    lines: rows.map((l) => ({ id: l.id, unitAmount: unitAmountOf(l), quantity: l.quantity, taxable: l.taxable })),
    discount: discount ? { type: discount.type, value: discount.value ?? 0 } : undefined,
    shippingAmount: shippingOption?.amount ?? 0,
    taxRateBasisPoints,
    taxInclusive: store.taxInclusive,
  });
  return {
    currency: cart.currency,
    lines: rows.map((row, i) => toQuoteLine(row, priced.lines[i])),
    subtotal: priced.subtotal,
    discountTotal: priced.discountTotal,
    shippingTotal: priced.shippingTotal,
    taxTotal: priced.taxTotal,
    total: priced.total,
    discount,
    shippingOption,
    taxRateBasisPoints,
    taxInclusive: store.taxInclusive,
    needsShipping,
  };
}
