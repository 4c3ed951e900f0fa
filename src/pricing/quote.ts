import { allocate, divideRoundHalfUp } from '../shared/money';

/** Everything the price of a basket depends on, already resolved to integers in one currency. */
export interface QuoteInput {
  /** taxable false: the rate does not apply to the line (an untaxed custom line); taxed when left out. */
  lines: Array<{ id: string; unitAmount: number; quantity: number; taxable?: boolean }>;
  discount?: { type: 'percentage' | 'fixed_amount' | 'free_shipping'; value: number };
  /** The chosen shipping option's price for this basket, before any free-shipping discount. */
  shippingAmount: number;
  taxRateBasisPoints: number;
  taxInclusive: boolean;
}

export interface QuoteLine {
  id: string;
  subtotal: number;
  discount: number;
  tax: number;
  total: number;
}

export interface Quote {
  lines: QuoteLine[];
  subtotal: number;
  discountTotal: number;
  shippingTotal: number;
  taxTotal: number;
  total: number;
}

function orderDiscount(subtotal: number, discount: QuoteInput['discount']): number {
  if (!discount) return 0;
  if (discount.type === 'percentage') return Math.min(subtotal, divideRoundHalfUp(subtotal * discount.value, 100));
  if (discount.type === 'fixed_amount') return Math.min(subtotal, discount.value);
  return 0;
}

function lineTax(taxable: number, basisPoints: number, inclusive: boolean): number {
  // Inclusive prices already contain the tax: extract it as taxable * r / (1 + r).
  return inclusive
    ? divideRoundHalfUp(taxable * basisPoints, 10_000 + basisPoints)
    : divideRoundHalfUp(taxable * basisPoints, 10_000);
}

/**
 * Prices a basket with integer arithmetic only: an order-level discount is allocated across lines so they
 * add up exactly, then tax is computed and rounded half-up per line. Shipping is not taxed.
 */
export function quote(input: QuoteInput): Quote {
  const subtotals = input.lines.map((l) => l.unitAmount * l.quantity);
  const subtotal = subtotals.reduce((a, b) => a + b, 0);
  const discounts = allocate(orderDiscount(subtotal, input.discount), subtotals);
  const lines = input.lines.map((line, i) => {
    const taxable = subtotals[i] - discounts[i];
    const tax = line.taxable === false ? 0 : lineTax(taxable, input.taxRateBasisPoints, input.taxInclusive);
    return {
      id: line.id,
      subtotal: subtotals[i],
      discount: discounts[i],
      tax,
      total: input.taxInclusive ? taxable : taxable + tax,
    };
  });
  const shippingTotal = input.discount?.type === 'free_shipping' ? 0 : input.shippingAmount;
  const discountTotal = discounts.reduce((a, b) => a + b, 0);
  const taxTotal = lines.reduce((a, l) => a + l.tax, 0);
  return {
    lines,
    subtotal,
    discountTotal,
    shippingTotal,
    taxTotal,
    total: lines.reduce((a, l) => a + l.total, 0) + shippingTotal,
  };
}
