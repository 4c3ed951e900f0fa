export interface PricedLine {
  unitAmount: number;
  quantity: number;
}

export interface CartTotals {
  subtotal: number;
  discountTotal: number;
  shippingTotal: number;
  taxTotal: number;
  total: number;
}

/** Integer-only cart totals. */
export function priceCart(lines: PricedLine[]): CartTotals {
  const subtotal = lines.reduce((sum, l) => sum + l.unitAmount * l.quantity, 0);
  return { subtotal, discountTotal: 0, shippingTotal: 0, taxTotal: 0, total: subtotal };
}
