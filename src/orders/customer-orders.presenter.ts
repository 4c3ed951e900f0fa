import { money } from '../shared/money';
import type { CustomerOrderRow } from './customer-orders.query';
import type { OrderLineRow } from './orders.repository';
import { isoTimestamp } from '../shared/timestamps';

/** One order in the customer's history list. */
export function presentCustomerOrderSummary(row: CustomerOrderRow, language: string) {
  const amount = (value: string) => money(Number(value), row.currency, language);
  return {
    id: row.id,
    number: Number(row.number),
    status: row.status,
    paymentStatus: row.payment_status,
    fulfillmentStatus: row.fulfillment_status,
    currency: row.currency,
    itemCount: row.item_count,
    total: amount(row.total_amount),
    createdAt: isoTimestamp(row.created_at),
    updatedAt: isoTimestamp(row.updated_at),
  };
}

/** One order as its customer sees it: totals, addresses and lines, without store-internal fields. */
export function presentCustomerOrder(row: CustomerOrderRow, lines: OrderLineRow[], language: string) {
  const amount = (value: string) => money(Number(value), row.currency, language);
  return {
    ...presentCustomerOrderSummary(row, language),
    email: row.email,
    subtotal: amount(row.subtotal_amount),
    discountTotal: amount(row.discount_amount),
    shippingTotal: amount(row.shipping_amount),
    taxTotal: amount(row.tax_amount),
    refundedTotal: amount(row.refunded_amount),
    shippingAddress: row.shipping_address,
    billingAddress: row.billing_address,
    shippingOption: row.shipping_option,
    lines: lines.map((line) => ({
      id: line.id,
      // A custom line (a draft order's title and price): empty ids, as the released schema answers strings.
      productId: line.product_id ?? '',
      variantId: line.variant_id ?? '',
      custom: line.variant_id === null,
      title: line.title,
      variantTitle: line.variant_title,
      sku: line.sku,
      imageUrl: line.image_url,
      quantity: line.quantity,
      unitPrice: amount(line.unit_amount),
      total: amount(line.total_amount),
      fulfilledQuantity: line.fulfilled_quantity,
      refundedQuantity: line.refunded_quantity,
    })),
  };
}
