import { money } from '../shared/money';
import { isoTimestamp } from '../shared/timestamps';
import type { ClaimLineRow, ClaimRow } from './claims.repository';

/** The Claim resource of openapi.json; its events carry the same. */
export function presentClaim(c: ClaimRow, lines: ClaimLineRow[], language: string) {
  const amount = (value: number | string) => money(Number(value), c.currency, language);
  const failure = c.failure as { code: string; message: string } | null;
  return {
    id: c.id,
    orderId: c.order_id,
    orderNumber: Number(c.order_number),
    reason: c.reason,
    resolution: c.resolution,
    status: c.status,
    note: c.note,
    lines: lines
      .filter((l) => l.claim_id === c.id)
      .map((l) => ({
        lineId: l.order_line_id,
        variantId: l.variant_id,
        title: l.title,
        quantity: l.quantity,
        value: amount(l.value_amount),
      })),
    value: amount(c.value_amount),
    refundId: c.refund_id,
    fulfilmentId: c.fulfilment_id,
    failure: failure ? { code: failure.code, message: failure.message } : null,
    createdAt: isoTimestamp(c.created_at),
    updatedAt: isoTimestamp(c.updated_at),
  };
}

export type ClaimView = ReturnType<typeof presentClaim>;
