import { html } from 'lit';

const COUNTRIES = ['US', 'CA', 'GB', 'DE', 'AT', 'CH', 'FR', 'NL', 'IT', 'ES'];

/** Country options named in the shopper's language. */
export function countryOptions(language: string, selected: string) {
  const names = new Intl.DisplayNames([language], { type: 'region' });
  return COUNTRIES.map((code) => html`<option value=${code} .selected=${code === selected}>${names.of(code)}</option>`);
}
