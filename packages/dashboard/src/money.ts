/** Minor units ↔ the decimal text a person types, by the currency's own number of decimals (JPY 0, USD 2, …). */
const decimalsOf = (currency: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;

export const toDecimalText = (amount: number, currency: string) =>
  (amount / 10 ** decimalsOf(currency)).toFixed(decimalsOf(currency));

/** NaN for text that is not a number, so the API's validation names the field. */
export const toMinorUnits = (text: string, currency: string) =>
  Math.round(Number(text.replace(',', '.')) * 10 ** decimalsOf(currency));

/** Minor units as a person reads them ("$12.50"), for messages the API's answers do not format. */
export const formatMinor = (amount: number, currency: string) =>
  new Intl.NumberFormat(undefined, { style: 'currency', currency }).format(amount / 10 ** decimalsOf(currency));
