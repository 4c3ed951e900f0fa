import { DomainError } from '../shared/errors';
import { MINOR_UNITS } from '../shared/currencies';

/** Stripe's own decimals where they differ from ISO 4217's (stripe.com/docs/currencies). */
const STRIPE_ZERO_DECIMAL = new Set([
  'BIF',
  'CLP',
  'DJF',
  'GNF',
  'JPY',
  'KMF',
  'KRW',
  'MGA',
  'PYG',
  'RWF',
  'UGX',
  'VND',
  'VUV',
  'XAF',
  'XOF',
  'XPF',
]);
const STRIPE_THREE_DECIMAL = new Set(['BHD', 'JOD', 'KWD', 'OMR', 'TND']);
/** ISO 4217 says three decimals, but Stripe does not take these. */
const NOT_CHARGED_BY_STRIPE = new Set(['IQD', 'LYD']);

function stripeDecimals(currency: string): number {
  if (STRIPE_ZERO_DECIMAL.has(currency)) return 0;
  if (STRIPE_THREE_DECIMAL.has(currency)) return 3;
  // ISK among others: zero decimals in ISO 4217, sent to Stripe as two-decimal amounts (always whole krónur).
  return 2;
}

const notChargeable = (message: string) => new DomainError('payment_provider_error', message);

/** A Stripe amount (an event's) in our minor units. */
export function fromStripeAmount(amount: number, currency: string): number {
  const code = currency.toUpperCase();
  return Math.round(amount / 10 ** (stripeDecimals(code) - (MINOR_UNITS[code] ?? 2)));
}

/**
 * Our amount (minor units of ISO 4217) in Stripe's minor units. Stripe wants three-decimal amounts rounded to
 * the tenth (last digit 0): an amount that is not is refused rather than charged differently.
 */
export function toStripeAmount(amount: number, currency: string): number {
  const code = currency.toUpperCase();
  if (NOT_CHARGED_BY_STRIPE.has(code) || MINOR_UNITS[code] === undefined)
    throw notChargeable(`Stripe does not take payments in ${code}.`);
  const shift = stripeDecimals(code) - MINOR_UNITS[code];
  const converted = shift >= 0 ? amount * 10 ** shift : amount / 10 ** -shift;
  if (!Number.isInteger(converted) || (STRIPE_THREE_DECIMAL.has(code) && converted % 10 !== 0)) {
    throw notChargeable(
      `Stripe cannot charge ${amount} minor units of ${code}: ${code} amounts must end in 0 for Stripe.`,
    );
  }
  return converted;
}
