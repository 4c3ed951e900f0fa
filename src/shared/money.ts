import { MINOR_UNITS } from './currencies';

/** The Money object of the API: integer minor units plus a display string. */
export interface Money {
  amount: number;
  currency: string;
  formatted: string;
}

/** Formatting is the costliest part of presenting a catalogue page, and a store shows the same prices over and over. */
const REMEMBERED_PER_FORMAT = 10_000;

interface Format {
  formatter: Intl.NumberFormat;
  divisor: number;
  remembered: Map<number, string>;
}

const formats = new Map<string, Format>();

function formatFor(currency: string, language: string): Format {
  const key = `${language}|${currency}`;
  let format = formats.get(key);
  if (!format) {
    const digits = MINOR_UNITS[currency] ?? 2;
    const formatter = new Intl.NumberFormat(language, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    format = { formatter, divisor: 10 ** digits, remembered: new Map() };
    formats.set(key, format);
  }
  return format;
}

export function formatMinor(amount: number, currency: string, language: string): string {
  const format = formatFor(currency, language);
  let formatted = format.remembered.get(amount);
  if (formatted === undefined) {
    // Division only for display: the amount itself never leaves integer arithmetic.
    formatted = format.formatter.format(amount / format.divisor);
    if (format.remembered.size >= REMEMBERED_PER_FORMAT) format.remembered.clear();
    format.remembered.set(amount, formatted);
  }
  return formatted;
}

export function money(amount: number, currency: string, language = 'en'): Money {
  if (!Number.isSafeInteger(amount)) throw new Error(`Money amount must be an integer, got ${amount}`);
  return { amount, currency, formatted: formatMinor(amount, currency, language) };
}

/** numerator/denominator rounded half-up (away from zero for negatives), in integers. */
export function divideRoundHalfUp(numerator: number, denominator: number): number {
  const sign = Math.sign(numerator) * Math.sign(denominator) || 1;
  const n = Math.abs(numerator);
  const d = Math.abs(denominator);
  return sign * Math.floor((2 * n + d) / (2 * d));
}

/** Rate in basis points (1/100 of a percent) applied to an amount, rounded half-up. */
export function applyBasisPoints(amount: number, basisPoints: number): number {
  return divideRoundHalfUp(amount * basisPoints, 10_000);
}

/**
 * Splits total across weights so the parts add up to total exactly (largest remainder),
 * used to allocate an order-level discount across lines.
 */
export function allocate(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return weights.map(() => 0);
  const shares = weights.map((w) => Math.floor((total * w) / sum));
  let remainder = total - shares.reduce((a, b) => a + b, 0);
  const order = weights.map((w, i) => ({ i, frac: (total * w) % sum })).sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (const { i } of order) {
    if (remainder <= 0) break;
    shares[i] += 1;
    remainder -= 1;
  }
  return shares;
}

/** "89.00" for 8900 USD, "1500" for 1500 JPY: the plain decimal text feeds and exports want, built without floats. */
export function toDecimalString(amount: number, currency: string): string {
  const digits = MINOR_UNITS[currency] ?? 2;
  const sign = amount < 0 ? '-' : '';
  const text = String(Math.abs(amount)).padStart(digits + 1, '0');
  return digits === 0 ? `${sign}${text}` : `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/**
 * The minor units of a decimal text ("19.99" USD → 1999, "1500" JPY → 1500), read without floats; undefined when
 * it is not a plain non-negative decimal with at most the currency's digits after the point.
 */
export function fromDecimalString(text: string, currency: string): number | undefined {
  const digits = MINOR_UNITS[currency] ?? 2;
  const match = /^(\d{1,13})(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return undefined;
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > digits) return undefined;
  return Number(match[1] + fraction.padEnd(digits, '0'));
}
