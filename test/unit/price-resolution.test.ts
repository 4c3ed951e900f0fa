import { bestPrice } from '../../src/price-lists/price-resolution';
import type { ListOffer } from '../../src/price-lists/price-lists.repository';

const override = (minQuantity: number, amount: number, compareAt: number | null = null): ListOffer => ({
  list_id: 'plist_o',
  kind: 'override',
  percent_off: null,
  list_min_quantity: 1,
  variant_id: 'var_a',
  min_quantity: minQuantity,
  amount: String(amount),
  compare_at_amount: compareAt === null ? null : String(compareAt),
});
const percentage = (percentOff: number, minQuantity = 1): ListOffer => ({
  list_id: 'plist_p',
  kind: 'percentage',
  percent_off: percentOff,
  list_min_quantity: minQuantity,
  variant_id: null,
  min_quantity: null,
  amount: null,
  compare_at_amount: null,
});

describe('when a variant is priced through the active lists', () => {
  it('then without an offer it costs its own price, with no compare-at price', () => {
    expect(bestPrice(2500, 1, [])).toEqual({ amount: 2500, compareAtAmount: null });
    expect(bestPrice(null, 1, [])).toEqual({ amount: null, compareAtAmount: null });
  });

  it('then a tier applies from its quantity, and the largest reached wins', () => {
    const tiers = [override(1, 2000), override(10, 1500), override(50, 1200)];
    expect(bestPrice(2500, 9, tiers).amount).toBe(2000);
    expect(bestPrice(2500, 10, tiers).amount).toBe(1500);
    expect(bestPrice(2500, 50, tiers).amount).toBe(1200);
  });

  it('then a percentage is taken off the own price, rounded half-up, from its minimum quantity', () => {
    expect(bestPrice(999, 1, [percentage(15)])).toEqual({ amount: 849, compareAtAmount: 999 });
    expect(bestPrice(999, 4, [percentage(50, 5)]).amount).toBe(999);
    expect(bestPrice(null, 5, [percentage(50)]).amount).toBeNull();
  });

  it('then the lowest offer wins, and a list never raises the price', () => {
    expect(bestPrice(2500, 1, [override(1, 2000), percentage(10)]).amount).toBe(2000);
    expect(bestPrice(2500, 1, [override(1, 2600)])).toEqual({ amount: 2500, compareAtAmount: null });
  });

  it("then the compare-at price is the override's own, else the own price it undercuts", () => {
    expect(bestPrice(2500, 1, [override(1, 2000, 3000)]).compareAtAmount).toBe(3000);
    expect(bestPrice(2500, 1, [override(1, 2000)]).compareAtAmount).toBe(2500);
    expect(bestPrice(null, 1, [override(1, 2000)])).toEqual({ amount: 2000, compareAtAmount: null });
  });
});
