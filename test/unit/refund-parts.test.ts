import { refundPartKey, splitRefund } from '../../src/payments/refund-parts';

const payments = [
  { id: 'pay_checkout', provider: 'stripe', provider_reference: 'pi_1', refundable: 5500 },
  { id: 'pay_link', provider: 'stripe', provider_reference: 'pi_2', refundable: 2500 },
];

describe('when a refund is split over the captured payments of an order', () => {
  it('then the newest payment gives back first, and none more than it has left', () => {
    expect(splitRefund(payments, 1000)).toEqual([
      { paymentId: 'pay_link', reference: 'pi_2', amount: 1000, viaProvider: true },
    ]);
    expect(splitRefund(payments, 8000).map((p) => [p.paymentId, p.amount])).toEqual([
      ['pay_link', 2500],
      ['pay_checkout', 5500],
    ]);
    expect(splitRefund([{ ...payments[0], refundable: 0 }, payments[1]], 3000).map((p) => p.amount)).toEqual([2500]);
  });

  it('then a bank transfer is refunded outside the provider, and the first part keeps the refund’s own key', () => {
    expect(splitRefund([{ ...payments[0], provider: 'manual' }], 100)[0].viaProvider).toBe(false);
    expect([refundPartKey('ref_1', 0), refundPartKey('ref_1', 1)]).toEqual(['ref_1:refund', 'ref_1:refund:2']);
  });
});
