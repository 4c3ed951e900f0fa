import { money } from '../shared/money';
import { isoTimestamp } from '../shared/timestamps';
import type { OrderLineRow, OrderRow } from '../orders/orders.repository';
import type { ReturnLineRow, ReturnRow, ReturnTrackingRow } from './returns.repository';

/** The Return resource of openapi.json; its events carry the same. */
export function presentReturn(r: ReturnRow, lines: ReturnLineRow[], tracking: ReturnTrackingRow[], language: string) {
  const amount = (value: number | string) => money(Number(value), r.currency, language);
  const resolution = r.resolution as {
    method: string;
    amount: number;
    restockingFee: number;
    exchangeOrderId?: string;
    balanceDue?: number;
    paymentLinkId?: string;
  } | null;
  return {
    id: r.id,
    orderId: r.order_id,
    orderNumber: Number(r.order_number),
    status: r.status,
    email: r.email,
    reason: r.reason,
    note: r.note,
    staffMessage: r.staff_message,
    lines: lines
      .filter((l) => l.return_id === r.id)
      .map((l) => ({
        lineId: l.order_line_id,
        variantId: l.variant_id,
        title: l.title,
        quantity: l.quantity,
        receivedQuantity: l.sellable_quantity + l.damaged_quantity,
        sellableQuantity: l.sellable_quantity,
        damagedQuantity: l.damaged_quantity,
        value: amount(l.value_amount),
      })),
    value: amount(r.value_amount),
    resolution: resolution
      ? {
          method: resolution.method,
          amount: amount(resolution.amount),
          restockingFee: amount(resolution.restockingFee),
          ...(resolution.exchangeOrderId ? { exchangeOrderId: resolution.exchangeOrderId } : {}),
          ...(resolution.paymentLinkId
            ? { balanceDue: amount(resolution.balanceDue ?? 0), paymentLinkId: resolution.paymentLinkId }
            : {}),
        }
      : null,
    shipBy: r.ship_by ? isoTimestamp(r.ship_by) : null,
    tracking: tracking
      .filter((t) => t.return_id === r.id)
      .map((t) => ({
        kind: t.kind,
        carrier: t.carrier,
        number: t.number,
        url: t.url,
        addedBy: t.added_by,
        createdAt: isoTimestamp(t.created_at),
      })),
    createdAt: isoTimestamp(r.created_at),
    updatedAt: isoTimestamp(r.updated_at),
  };
}

export type ReturnView = ReturnType<typeof presentReturn>;

/** The ReturnableOrder of openapi.json: what a guest needs to choose units to return, and nothing more. */
export function presentReturnableOrder(order: OrderRow, lines: OrderLineRow[], language: string) {
  const amount = (value: number | string) => money(Number(value), order.currency, language);
  return {
    id: order.id,
    number: Number(order.number),
    fulfillmentStatus: order.fulfillment_status,
    createdAt: isoTimestamp(order.created_at),
    lines: lines.map((line) => ({
      id: line.id,
      // A custom line (a draft order's title and price) names no product or variant: empty, as on the order.
      productId: line.product_id ?? '',
      variantId: line.variant_id ?? '',
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
