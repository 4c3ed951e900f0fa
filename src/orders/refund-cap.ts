import type { BusinessFailure } from '../shared/business-failure';

/**
 * Why a refund of `amount` cannot be made when `refundable` (captured minus refunded) is left, or undefined when it
 * can. Pure, without I/O, so the order workflow's update validator and the refund step judge by the same rule.
 */
export function refundRefusal(amount: number, refundable: number): BusinessFailure | undefined {
  if (amount <= 0) {
    const details = [{ field: 'body.amount', code: 'minimum', message: 'must be > 0' }];
    return { code: 'validation_failed', message: 'The refund amount must be positive.', details };
  }
  if (amount > refundable) {
    const message = `At most ${refundable} (minor units) can still be refunded.`;
    return { code: 'refund_exceeds_captured', message, details: { requested: amount, refundable } };
  }
  return undefined;
}
