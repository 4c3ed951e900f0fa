import type { CartQuote } from '../cart/cart-quote.service';
import { money } from '../shared/money';
import { isoTimestamp, isoTimestampOrNull } from '../shared/timestamps';
import type { DraftOrderLineRow, DraftOrderRow } from './draft-orders.repository';

/** The DraftOrder resource of openapi.json: the draft, its lines priced as a cart would be, and its totals. */
export function presentDraftOrder(
  draft: DraftOrderRow,
  lines: DraftOrderLineRow[],
  quote: CartQuote,
  orderNumber: number | null,
  language: string,
) {
  const m = (amount: number) => money(amount, quote.currency, language);
  const stored = new Map(lines.map((line) => [line.id, line]));
  return {
    id: draft.id,
    status: draft.status,
    customerId: draft.customer_id,
    email: draft.email,
    currency: quote.currency,
    lines: quote.lines.map((line) => {
      const row = stored.get(line.id);
      // A custom line names no catalogue variant: a title at a price of its own.
      const custom = row?.variant_id === null;
      return {
        variantId: custom ? null : line.variantId,
        productId: custom ? null : line.productId,
        title: line.title,
        variantTitle: line.variantTitle,
        sku: line.sku,
        quantity: line.quantity,
        custom,
        customPrice: row?.unit_amount !== null && row?.unit_amount !== undefined,
        taxable: row?.taxable ?? true,
        unitPrice: m(line.unitAmount),
        tax: m(line.tax),
        total: m(line.total),
      };
    }),
    discountCode: draft.discount_code,
    shippingOptionId: draft.shipping_option_id,
    shippingAddress: draft.shipping_address,
    note: draft.note,
    subtotal: m(quote.subtotal),
    discountTotal: m(quote.discountTotal),
    shippingTotal: m(quote.shippingTotal),
    taxTotal: m(quote.taxTotal),
    total: m(quote.total),
    orderId: draft.order_id,
    orderNumber,
    paymentLinkId: draft.payment_link_id,
    linkExpiresAt: isoTimestampOrNull(draft.link_expires_at),
    createdBy: draft.created_by,
    createdAt: isoTimestamp(draft.created_at),
    updatedAt: isoTimestamp(draft.updated_at),
    paidAt: isoTimestampOrNull(draft.paid_at),
  };
}

export type DraftOrderView = ReturnType<typeof presentDraftOrder>;
