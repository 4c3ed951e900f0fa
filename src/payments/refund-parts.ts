/** One provider refund of a refund split over an order's captured payments. */
export interface RefundPart {
  paymentId: string;
  reference: string | null;
  amount: number;
  /** Offline payments (bank transfer) are refunded by the merchant outside the provider. */
  viaProvider: boolean;
}

/**
 * Splits a refund through the provider over the order's captured payments, newest first (a balance paid through a
 * payment link goes back before the checkout's payment), each never more than is left of it. Pure: the refund steps
 * and their tests split alike. What no payment holds stays unsplit: the caller's cap (captured minus refunded) has
 * refused it before.
 */
export function splitRefund(
  payments: Array<{ id: string; provider: string; provider_reference: string | null; refundable: number }>,
  amount: number,
): RefundPart[] {
  const parts: RefundPart[] = [];
  let left = amount;
  for (const payment of [...payments].reverse()) {
    if (left <= 0) break;
    const take = Math.min(left, payment.refundable);
    if (take <= 0) continue;
    parts.push({
      paymentId: payment.id,
      reference: payment.provider_reference,
      amount: take,
      viaProvider: payment.provider !== 'manual',
    });
    left -= take;
  }
  return parts;
}

/** The provider idempotency key of a part: the first keeps the refund's own key, so one-payment refunds are as ever. */
export const refundPartKey = (refundId: string, index: number) =>
  index === 0 ? `${refundId}:refund` : `${refundId}:refund:${index + 1}`;
