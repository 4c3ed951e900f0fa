import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../shared/errors';
import { findTaxRate } from '../pricing/tax-rates';
import { listShippingRates } from '../pricing/shipping-rates';
import { findDiscountByCode } from '../discounts/discount-by-code.query';
import { findOrderLines, type OrderRow } from '../orders/orders.repository';
import type { Store } from '../stores/store.entity';
import { applyOperations, lastOf, priceEdit, type EditPricing } from './order-edit-pricing';
import type { EditOperation, EditPreview } from './order-edits.types';

type Place = { country?: string; region?: string | null } | null;

const discountInvalid = (code: string) =>
  new DomainError('discount_code_invalid', `The discount code ${code} is not active in this store.`);

/** The discount rule of a code: an active discount's; the order's own code, gone since, as the amount it took. */
async function discountOf(em: EntityManager, store: Store, order: OrderRow, code: string | null) {
  if (!code) return undefined;
  const row = await findDiscountByCode(em, store.id, code, order.email);
  if (row && !row.not_started && !row.expired) return { type: row.type, value: Number(row.value) };
  if (code === order.discount_code) return { type: 'fixed_amount' as const, value: Number(order.discount_amount) };
  throw discountInvalid(code);
}

/** The shipping price after the edit: the order's own unless an operation chose an option, priced for the basket. */
async function shippingOf(
  em: EntityManager,
  store: Store,
  order: OrderRow,
  operations: EditOperation[],
  subtotal: number,
  address: Place,
): Promise<{ amount: number; option: Record<string, unknown> | null }> {
  const chosen = lastOf(operations, 'set_shipping');
  if (!chosen?.shippingOption) return { amount: Number(order.shipping_amount), option: order.shipping_option ?? null };
  const unavailable = new DomainError(
    'shipping_option_unavailable',
    `The shipping option ${chosen.shippingOption.id} does not ship this order to its address.`,
  );
  if (!address?.country) throw unavailable;
  // Weight tiers are priced for the lines' weight as checkout prices them is not known here: 0 g (see the docs).
  const rates = await listShippingRates(em, store.id, address.country, {
    currency: order.currency,
    subtotal,
    weightGrams: 0,
  });
  const rate = rates.find((r) => r.id === chosen.shippingOption?.id);
  if (!rate) throw unavailable;
  return { amount: rate.amount, option: { id: rate.id, name: rate.name, amount: rate.amount } };
}

const taxRateOf = (em: EntityManager, store: Store, place: Place) =>
  findTaxRate(em, store.id, place?.country ? { ...place, country: place.country } : null);

/** Prices an edit of the order: its lines with the operations applied, under the store's rates now. */
export async function previewOf(
  em: EntityManager,
  store: Store,
  order: OrderRow,
  operations: EditOperation[],
): Promise<EditPreview> {
  const lines = await findOrderLines(em, order.id);
  const addressOp = lastOf(operations, 'set_shipping');
  const address = (addressOp?.address ?? order.shipping_address ?? null) as Place;
  const discountOp = lastOf(operations, 'set_discount');
  const discountCode = discountOp ? discountOp.code : order.discount_code;
  const subtotal = applyOperations(lines, operations).reduce((sum, d) => sum + d.unitAmount * d.quantity, 0);
  const shipping = await shippingOf(em, store, order, operations, subtotal, address);
  const placeBefore = order.shipping_address as Place;
  const pricing: EditPricing = {
    previous: {
      subtotal: Number(order.subtotal_amount),
      discount: Number(order.discount_amount),
      shipping: Number(order.shipping_amount),
      tax: Number(order.tax_amount),
      total: Number(order.total_amount),
    },
    before: {
      discount: await discountOf(em, store, order, order.discount_code),
      shippingAmount: Number(order.shipping_amount),
      taxRateBasisPoints: await taxRateOf(em, store, placeBefore),
    },
    discount: await discountOf(em, store, order, discountCode),
    discountCode,
    shippingAmount: shipping.amount,
    shippingOption: shipping.option,
    shippingAddress: (address as Record<string, unknown> | null) ?? null,
    taxRateBasisPoints: await taxRateOf(em, store, address),
    taxInclusive: store.taxInclusive,
  };
  return priceEdit(lines, operations, pricing);
}
