import type { EntityManager } from '@mikro-orm/postgresql';
import { money } from '../shared/money';
import { quote } from '../pricing/quote';
import { findTaxRate } from '../pricing/tax-rates';
import type { Store } from '../stores/store.entity';
import { acceptedCurrency } from '../stores/store-currency';

export interface TaxCalculationInput {
  currency?: string;
  address: { country: string; region?: string; postalCode?: string };
  lines: Array<{ reference?: string; unitAmount: number; quantity: number }>;
}

/** Tax of a basket for a place with the store's rate and inclusive/exclusive setting, rounded half-up per line. */
export async function calculateTax(em: EntityManager, store: Store, input: TaxCalculationInput) {
  const currency = acceptedCurrency(store, input.currency);
  const taxRateBasisPoints = await findTaxRate(em, store.id, input.address);
  const priced = quote({
    lines: input.lines.map((l, i) => ({ id: String(i), unitAmount: l.unitAmount, quantity: l.quantity })),
    shippingAmount: 0,
    taxRateBasisPoints,
    taxInclusive: store.taxInclusive,
  });
  const m = (amount: number) => money(amount, currency, store.defaultLanguage);
  return {
    currency,
    country: input.address.country.toUpperCase(),
    region: input.address.region ?? null,
    taxRateBasisPoints,
    taxInclusive: store.taxInclusive,
    lines: priced.lines.map((l, i) => ({
      reference: input.lines[i].reference ?? null,
      quantity: input.lines[i].quantity,
      subtotal: m(l.subtotal),
      tax: m(l.tax),
      total: m(l.total),
    })),
    subtotal: m(priced.subtotal),
    taxTotal: m(priced.taxTotal),
    total: m(priced.total),
  };
}
