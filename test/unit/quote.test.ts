import { quote } from '../../src/pricing/quote';
import { allocate, divideRoundHalfUp, money } from '../../src/shared/money';

describe('when money is divided', () => {
  it('then halves round up and negatives round away from zero', () => {
    expect(divideRoundHalfUp(5, 2)).toBe(3);
    expect(divideRoundHalfUp(4, 3)).toBe(1);
    expect(divideRoundHalfUp(-5, 2)).toBe(-3);
  });

  it('then allocation adds up exactly and follows the weights', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(7, [300, 100])).toEqual([5, 2]);
    expect(allocate(0, [0, 0])).toEqual([0, 0]);
  });

  it('then formatting uses the pinned minor units of the currency', () => {
    expect(money(1234, 'USD', 'en').formatted).toBe('$12.34');
    expect(money(1234, 'JPY', 'en').formatted).toBe('¥1,234');
    expect(money(1234, 'KWD', 'en').formatted).toContain('1.234');
    expect(money(1234, 'EUR', 'de').formatted).toMatch(/^12,34\s€$/);
    expect(() => money(1.5, 'USD')).toThrow();
  });
});

describe('when a basket is quoted', () => {
  const lines = [
    { id: 'a', unitAmount: 1000, quantity: 1 },
    { id: 'b', unitAmount: 333, quantity: 3 },
  ];

  it('then tax-exclusive tax is rounded per line and added', () => {
    const q = quote({ lines, shippingAmount: 500, taxRateBasisPoints: 1900, taxInclusive: false });
    expect(q.lines.map((l) => l.tax)).toEqual([190, 190]);
    expect(q).toMatchObject({ subtotal: 1999, discountTotal: 0, shippingTotal: 500, taxTotal: 380, total: 2879 });
  });

  it('then a percentage discount is allocated across lines and lines add up to the total', () => {
    const q = quote({
      lines,
      discount: { type: 'percentage', value: 10 },
      shippingAmount: 0,
      taxRateBasisPoints: 0,
      taxInclusive: false,
    });
    expect(q.discountTotal).toBe(200);
    expect(q.lines.map((l) => l.discount).reduce((a, b) => a + b)).toBe(200);
    expect(q.total).toBe(1799);
  });

  it('then a fixed discount never exceeds the subtotal and free shipping zeroes shipping', () => {
    expect(
      quote({
        lines,
        discount: { type: 'fixed_amount', value: 5000 },
        shippingAmount: 500,
        taxRateBasisPoints: 0,
        taxInclusive: false,
      }).total,
    ).toBe(500);
    expect(
      quote({
        lines,
        discount: { type: 'free_shipping', value: 0 },
        shippingAmount: 500,
        taxRateBasisPoints: 0,
        taxInclusive: false,
      }).shippingTotal,
    ).toBe(0);
  });

  it('then tax-inclusive prices contain their tax', () => {
    const q = quote({
      lines: [{ id: 'a', unitAmount: 1190, quantity: 1 }],
      shippingAmount: 0,
      taxRateBasisPoints: 1900,
      taxInclusive: true,
    });
    expect(q).toMatchObject({ taxTotal: 190, total: 1190 });
  });
});

describe('when a basket holds an untaxed line (a draft order custom line with taxable false)', () => {
  it('then the rate applies to the other lines only, the discount is still shared over every line', () => {
    const lines = [
      { id: 'taxed', unitAmount: 1000, quantity: 1 },
      { id: 'untaxed', unitAmount: 1000, quantity: 1, taxable: false },
    ];
    const exclusive = quote({
      lines,
      discount: { type: 'percentage', value: 10 },
      shippingAmount: 0,
      taxRateBasisPoints: 2000,
      taxInclusive: false,
    });
    expect(exclusive.lines).toEqual([
      { id: 'taxed', subtotal: 1000, discount: 100, tax: 180, total: 1080 },
      { id: 'untaxed', subtotal: 1000, discount: 100, tax: 0, total: 900 },
    ]);
    expect(exclusive).toMatchObject({ taxTotal: 180, total: 1980 });
    const inclusive = quote({ lines, shippingAmount: 0, taxRateBasisPoints: 2000, taxInclusive: true });
    expect(inclusive.lines.map((l) => [l.tax, l.total])).toEqual([
      [167, 1000],
      [0, 1000],
    ]);
  });
});
