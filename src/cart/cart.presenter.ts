import { money } from '../shared/money';
import type { CartQuote } from './cart-quote.service';
import type { ShippingRate } from '../pricing/shipping-rates';
import type { CartRow } from './cart.repository';
import { rowTimes } from '../shared/timestamps';

export function presentShippingRate(rate: ShippingRate, currency: string, language: string) {
  return {
    id: rate.id,
    name: rate.name,
    price: money(rate.amount, currency, language),
    deliveryMinDays: rate.deliveryMinDays,
    deliveryMaxDays: rate.deliveryMaxDays,
  };
}

/**
 * The Cart resource as both surfaces show it: line snapshots, checkout details and totals, all in the cart currency.
 */
export function presentCart(cart: CartRow, priced: CartQuote, language: string) {
  const m = (amount: number) => money(amount, cart.currency, language);
  return {
    id: cart.id,
    status: cart.status,
    currency: cart.currency,
    items: priced.lines.map((l) => ({
      id: l.id,
      productId: l.productId,
      variantId: l.variantId,
      title: l.title,
      variantTitle: l.variantTitle,
      sku: l.sku,
      image: l.imageUrl ? { url: l.imageUrl, alt: l.imageAlt ?? null } : null,
      quantity: l.quantity,
      unitPrice: m(l.unitAmount),
      lineTotal: m(l.subtotal),
      giftCard: l.giftCard ?? null,
      // Known here only for a cart that never chose a plan; the subscriptions domain reads the others' (absent here).
      ...(cart.selling_plan_chosen ? {} : { sellingPlanId: null as string | null }),
    })),
    itemCount: priced.lines.reduce((sum, l) => sum + l.quantity, 0),
    subtotal: m(priced.subtotal),
    discountTotal: m(priced.discountTotal),
    shippingTotal: m(priced.shippingTotal),
    taxTotal: m(priced.taxTotal),
    total: m(priced.total),
    taxInclusive: priced.taxInclusive,
    discount: priced.discount
      ? { code: priced.discount.code, type: priced.discount.type, value: priced.discount.value }
      : null,
    shippingOption: priced.shippingOption ? presentShippingRate(priced.shippingOption, cart.currency, language) : null,
    email: cart.email,
    shippingAddress: cart.shipping_address,
    billingAddress: cart.billing_address,
    note: cart.note,
    lastCheckoutError: cart.last_checkout_error,
    ...rowTimes(cart),
  };
}

export type CartView = ReturnType<typeof presentCart>;
