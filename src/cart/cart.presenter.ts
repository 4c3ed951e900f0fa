import { money } from '../shared/money';
import type { CartLineRow, CartRow } from './cart.repository';
import { priceCart } from './cart.pricing';

/** The Cart resource as both surfaces show it: line snapshots and totals, all in the cart currency. */
export function presentCart(cart: CartRow, lines: CartLineRow[], language: string) {
  const m = (amount: number) => money(amount, cart.currency, language);
  const totals = priceCart(lines.map((l) => ({ unitAmount: Number(l.unit_amount ?? 0), quantity: l.quantity })));
  return {
    id: cart.id,
    status: cart.status,
    currency: cart.currency,
    items: lines.map((l) => ({
      id: l.id,
      productId: l.product_id,
      variantId: l.variant_id,
      title: l.product_title,
      variantTitle: l.variant_title,
      sku: l.sku,
      image: l.image_url ? { url: l.image_url, alt: l.image_alt } : null,
      quantity: l.quantity,
      unitPrice: m(Number(l.unit_amount ?? 0)),
      lineTotal: m(Number(l.unit_amount ?? 0) * l.quantity),
    })),
    itemCount: lines.reduce((sum, l) => sum + l.quantity, 0),
    subtotal: m(totals.subtotal),
    discountTotal: m(totals.discountTotal),
    shippingTotal: m(totals.shippingTotal),
    taxTotal: m(totals.taxTotal),
    total: m(totals.total),
    lastCheckoutError: cart.last_checkout_error,
    createdAt: new Date(cart.created_at).toISOString(),
    updatedAt: new Date(cart.updated_at).toISOString(),
  };
}

export type CartView = ReturnType<typeof presentCart>;
