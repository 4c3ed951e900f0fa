import type { ApiErrorTexts } from './texts-api-errors';
import type { ShopTexts } from './texts-shop';
import { addTexts, LANGUAGES, textsOf, type Language, type Texts } from './text-store';

export type { Language } from './text-store';

/**
 * The texts every element needs (buying a product, the failures that are not an API error code), in English and
 * German; German must have every key English has. The API's error codes have theirs in texts-api-errors.ts; the rest
 * of the shop's texts (texts-shop.ts) are added by the elements that use them, so the product-only embed does not
 * carry them.
 */
const en = {
  loading: 'Loading…',
  retry: 'Try again',
  close: 'Close',
  outOfStock: 'Out of stock',
  inStock: 'In stock',
  fewLeft: 'Only {count} left',
  pickupAt: 'Available for pickup at {places}',
  addToCart: 'Add to cart',
  notifyMe: 'Notify me',
  notifyEmail: 'E-mail me when it is back',
  notifySignedIn: 'We will e-mail your account’s address when it is back.',
  notifyPending: 'Almost done: open the link we just e-mailed you to confirm the alert.',
  notifyWaiting: 'Done: we will e-mail you when it is back in stock.',
  added: 'Added {title} to the cart. The cart has {count, plural, one {# item} other {# items}}.',
  image: 'Image {index} of {count}',
  err_network_error: 'We could not reach the shop. Check your connection; what you typed is kept.',
  err_validation_failed_plain: 'Please check what you entered.',
  err_decline_insufficient_funds: 'Your card has insufficient funds. Please use another card; nothing was charged.',
  err_discount_not_found: 'This discount code does not exist.',
  err_discount_expired: 'This discount code has expired.',
  err_discount_not_started: 'This discount code is not valid yet.',
  err_discount_usage_limit_reached: 'This discount code has been used up.',
  err_discount_minimum_not_met: 'Your cart does not reach the minimum for this discount code.',
  err_unknown_error: 'Something went wrong. Please try again.',
};

export type MessageKey = keyof typeof en | keyof ApiErrorTexts | keyof ShopTexts;

const de: Texts<keyof typeof en> = {
  loading: 'Wird geladen…',
  retry: 'Erneut versuchen',
  close: 'Schließen',
  outOfStock: 'Ausverkauft',
  inStock: 'Auf Lager',
  fewLeft: 'Nur noch {count} verfügbar',
  pickupAt: 'Abholbereit in: {places}',
  addToCart: 'In den Warenkorb',
  notifyMe: 'Benachrichtigen',
  notifyEmail: 'E-Mail an mich, sobald es wieder da ist',
  notifySignedIn: 'Wir schreiben an die Adresse Ihres Kontos, sobald es wieder da ist.',
  notifyPending: 'Fast geschafft: Bitte bestätigen Sie die Benachrichtigung über den Link in unserer E-Mail.',
  notifyWaiting: 'Erledigt: Wir schreiben Ihnen, sobald es wieder auf Lager ist.',
  added: '{title} liegt im Warenkorb. Der Warenkorb enthält {count} Artikel.',
  image: 'Bild {index} von {count}',
  err_network_error: 'Der Shop ist nicht erreichbar. Bitte prüfen Sie Ihre Verbindung; Ihre Eingaben bleiben erhalten.',
  err_validation_failed_plain: 'Bitte prüfen Sie Ihre Eingaben.',
  err_decline_insufficient_funds:
    'Ihre Karte ist nicht ausreichend gedeckt. Bitte verwenden Sie eine andere Karte; es wurde nichts abgebucht.',
  err_discount_not_found: 'Diesen Rabattcode gibt es nicht.',
  err_discount_expired: 'Dieser Rabattcode ist abgelaufen.',
  err_discount_not_started: 'Dieser Rabattcode gilt noch nicht.',
  err_discount_usage_limit_reached: 'Dieser Rabattcode ist aufgebraucht.',
  err_discount_minimum_not_met: 'Ihr Warenkorb erreicht den Mindestwert für diesen Rabattcode nicht.',
  err_unknown_error: 'Etwas ist schiefgegangen. Bitte versuchen Sie es erneut.',
};

addTexts(en, de);

export type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string;

/** `{count, plural, one {# item} other {# items}}`: the form Intl.PluralRules picks for the number, `#` the number. */
const PLURAL = /\{(\w+), plural,((?:\s*\w+ \{[^{}]*\})+)\s*\}/g;
const FORM = /(\w+) \{([^{}]*)\}/g;

export function translator(language: Language): Translate {
  const texts = textsOf(language);
  const rules = new Intl.PluralRules(language);
  return (key, vars = {}) =>
    (texts[key] ?? key)
      .replace(PLURAL, (whole, name: string, forms: string) => {
        if (typeof vars[name] !== 'number') return whole;
        const form = new Map([...forms.matchAll(FORM)].map(([, category, text]) => [category, text]));
        return (form.get(rules.select(vars[name])) ?? form.get('other') ?? whole).replace(/#/g, String(vars[name]));
      })
      .replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/**
 * The first of the page's wishes (element lang, page lang, browser languages) that the store offers and the
 * widget has texts for; else the store's default language when the widget has it; else English.
 */
export function pickLanguage(
  wishes: (string | null | undefined)[],
  storeLanguages: string[],
  storeDefault: string,
): Language {
  const offered = (tag: string) => storeLanguages.some((l) => l.toLowerCase().split('-')[0] === tag);
  for (const wish of wishes) {
    const tag = wish?.toLowerCase().split('-')[0];
    if (tag && (LANGUAGES as string[]).includes(tag) && offered(tag)) return tag as Language;
  }
  const fallback = storeDefault.toLowerCase().split('-')[0];
  return (LANGUAGES as string[]).includes(fallback) ? (fallback as Language) : 'en';
}
