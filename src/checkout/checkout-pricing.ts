import type { EntityManager } from '@mikro-orm/postgresql';
import type { Store } from '../stores/store.entity';
import type { CartRow } from '../cart/cart.repository';
import { findCartLines } from '../cart/cart.repository';
import { quote } from '../pricing/quote';
import { AppError } from '../shared/errors';

/** The shape of the shared cart quote (src/pricing/cart-quote.service.ts on the storefront branch). */
export interface CheckoutQuote {
  currency: string;
  lines: Array<{
    id: string;
    productId: string;
    variantId: string;
    title: string;
    variantTitle: string;
    sku: string;
    imageUrl: string | null;
    unitAmount: number;
    quantity: number;
    weightGrams: number;
    subtotal: number;
    discount: number;
    tax: number;
    total: number;
  }>;
  subtotal: number;
  discountTotal: number;
  shippingTotal: number;
  taxTotal: number;
  total: number;
  discount: { id: string; code: string; type: string; value: number | null } | null;
  shippingOption: { id: string; name: string; amount: number; deliveryMinDays: number | null; deliveryMaxDays: number | null } | null;
  taxRateBasisPoints: number;
  taxInclusive: boolean;
}

/**
 * The one place checkout prices a cart. TEMPORARY until the storefront branch's quoteCart is merged: lines at
 * their current prices, no discount, shipping or tax. 'checkout' mode refuses a cart without a shipping address.
 */
export async function priceCart(em: EntityManager, store: Store, cart: CartRow, mode: 'display' | 'checkout', _email?: string): Promise<CheckoutQuote> {
  if (mode === 'checkout' && !cart.shipping_address) {
    throw new AppError(422, 'shipping_address_required', 'Save a shipping address before submitting the checkout.');
  }
  const rows = await findCartLines(em, cart.id, cart.currency);
  const priced = quote({
    lines: rows.map((l) => ({ id: l.id, unitAmount: Number(l.unit_amount ?? 0), quantity: l.quantity })),
    shippingAmount: 0,
    taxRateBasisPoints: 0,
    taxInclusive: store.taxInclusive,
  });
  return {
    currency: cart.currency,
    lines: rows.map((l, i) => ({
      id: l.id,
      productId: l.product_id,
      variantId: l.variant_id,
      title: l.product_title,
      variantTitle: l.variant_title,
      sku: l.sku,
      imageUrl: l.image_url,
      unitAmount: Number(l.unit_amount ?? 0),
      quantity: l.quantity,
      weightGrams: l.weight_grams,
      subtotal: priced.lines[i].subtotal,
      discount: priced.lines[i].discount,
      tax: priced.lines[i].tax,
      total: priced.lines[i].total,
    })),
    subtotal: priced.subtotal,
    discountTotal: priced.discountTotal,
    shippingTotal: priced.shippingTotal,
    taxTotal: priced.taxTotal,
    total: priced.total,
    discount: null,
    shippingOption: null,
    taxRateBasisPoints: 0,
    taxInclusive: store.taxInclusive,
  };
}
