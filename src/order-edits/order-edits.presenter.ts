import { money } from '../shared/money';
import { isoTimestamp, isoTimestampOrNull } from '../shared/timestamps';
import type { OrderEditRow } from './order-edits.repository';
import type { EditPreview } from './order-edits.types';
import type { RefundPart } from '../payments/refund-parts';

/** What a commit moved, kept on the edit (order_edits.result). */
export interface EditResult {
  preview: EditPreview;
  refundId: string | null;
  refundAmount: number;
  /** The refund split over the order's captured payments (absent in edits committed before splits). */
  parts?: RefundPart[];
  paymentLinkId: string | null;
  balanceDue: number;
  version: number;
}

export function presentPreview(preview: EditPreview, currency: string, language: string) {
  const m = (amount: number) => money(amount, currency, language);
  return {
    lines: preview.lines.map((l) => ({
      lineId: l.lineId,
      added: l.added,
      // A custom line (a draft order's title and price) names no product or variant: empty, as on the order.
      variantId: l.variantId ?? '',
      productId: l.productId ?? '',
      title: l.title,
      variantTitle: l.variantTitle,
      sku: l.sku,
      unitPrice: m(l.unitAmount),
      quantity: l.quantity,
      previousQuantity: l.previousQuantity,
      total: m(l.total),
    })),
    subtotal: m(preview.subtotal),
    discountTotal: m(preview.discountTotal),
    shippingTotal: m(preview.shippingTotal),
    taxTotal: m(preview.taxTotal),
    total: m(preview.total),
    previousTotal: m(preview.previousTotal),
    difference: m(preview.difference),
    movement: preview.movement,
    discountCode: preview.discountCode,
    shippingOption: preview.shippingOption,
    shippingAddress: preview.shippingAddress,
  };
}

/** The OrderEdit resource: the draft's operations and, open, the preview now; committed, what moved. */
export function presentOrderEdit(
  edit: OrderEditRow,
  currency: string,
  language: string,
  orderVersion: number,
  livePreview: EditPreview | null,
) {
  const result = edit.result as EditResult | null;
  const preview = result?.preview ?? livePreview;
  const m = (amount: number) => money(amount, currency, language);
  return {
    id: edit.id,
    orderId: edit.order_id,
    status: edit.status,
    baseVersion: edit.base_version,
    orderVersion,
    operations: edit.operations.map((op) =>
      op.type === 'add_line' ? { ...op, unitPrice: m(op.unitAmount), unitAmount: undefined } : op,
    ),
    preview: preview ? presentPreview(preview, currency, language) : null,
    result: result && {
      refund: result.refundAmount > 0 ? { id: result.refundId, amount: m(result.refundAmount) } : null,
      paymentLinkId: result.paymentLinkId,
      balanceDue: m(result.balanceDue),
      version: result.version,
    },
    createdBy: edit.created_by,
    createdAt: isoTimestamp(edit.created_at),
    updatedAt: isoTimestamp(edit.updated_at),
    committedAt: isoTimestampOrNull(edit.committed_at),
  };
}

export type OrderEditView = ReturnType<typeof presentOrderEdit>;
