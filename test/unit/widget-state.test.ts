import { randomToken, memoryStorage } from '../../packages/widget/src/core/storage';
import { CheckoutAttempt } from '../../packages/widget/src/core/checkout-attempt';
import { ApiError, NetworkError } from '../../packages/widget/src/core/api';
import { MAPPED_ERROR_CODES, describeError, isRetryable } from '../../packages/widget/src/core/errors';
import { pickLanguage, translator } from '../../packages/widget/src/core/i18n';
import { initialsOf } from '../../packages/widget/src/core/initials';
import '../../packages/widget/src/core/texts-shop';
import '../../packages/widget/src/core/texts-shop';
import { contrastRatio, themeProperties } from '../../packages/widget/src/core/theme';

describe('when the widget makes a cart token', () => {
  it('then it is 32 crypto-random characters the API accepts, different every time', () => {
    const tokens = new Set(Array.from({ length: 200 }, () => randomToken()));
    expect(tokens.size).toBe(200);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9]{32}$/);
  });
});

describe('when a checkout submit is retried', () => {
  const card = { paymentMethod: 'card', paymentToken: 'tok_visa' };

  it('then the same payment keeps its Idempotency-Key, also for a new page (reload) on the same storage', () => {
    const storage = memoryStorage();
    const first = new CheckoutAttempt(storage, 'submit');
    const key = first.keyFor(card);
    expect(first.keyFor({ ...card })).toBe(key);
    expect(new CheckoutAttempt(storage, 'submit').keyFor(card)).toBe(key);
    expect(first.pending()).toBe(true);
  });

  it('then a different payment, or one after a definitive answer, gets a new key', () => {
    const attempt = new CheckoutAttempt(memoryStorage(), 'submit');
    const key = attempt.keyFor(card);
    const other = attempt.keyFor({ paymentMethod: 'card', paymentToken: 'tok_declined' });
    expect(other).not.toBe(key);
    attempt.settle();
    expect(attempt.pending()).toBe(false);
    expect(attempt.keyFor({ paymentMethod: 'card', paymentToken: 'tok_declined' })).not.toBe(other);
  });

  it('then only failures without a definitive answer count as retryable', () => {
    expect(isRetryable(new NetworkError('offline'))).toBe(true);
    expect(isRetryable(new ApiError(503, 'service_unavailable', 'x'))).toBe(true);
    expect(isRetryable(new ApiError(429, 'rate_limited', 'x'))).toBe(true);
    expect(isRetryable(new ApiError(409, 'idempotency_key_in_use', 'x'))).toBe(true);
    expect(isRetryable(new ApiError(402, 'payment_declined', 'x'))).toBe(false);
    expect(isRetryable(new ApiError(409, 'cart_item_out_of_stock', 'x'))).toBe(false);
  });
});

describe('when an API error reaches the shopper', () => {
  const en = translator('en');
  const de = translator('de');

  it('then every public error code has a message in English and German, never a placeholder', () => {
    for (const code of MAPPED_ERROR_CODES) {
      const error = new ApiError(400, code, 'internal wording');
      const [english, german] = [describeError(error, en), describeError(error, de)];
      expect(english).not.toBe(describeError(new ApiError(400, 'no_such_code', 'x'), en));
      expect(german).not.toBe(english);
      expect(`${english} ${german}`).not.toMatch(/[{}]|internal wording/);
    }
  });

  it('then a refused discount code says why, and a validation error names the fields', () => {
    const refused = (reason: string) => describeError(new ApiError(422, 'discount_code_invalid', 'x', { reason }), en);
    expect(refused('expired')).toBe('This discount code has expired.');
    expect(refused('minimum_not_met')).toBe('Your cart does not reach the minimum for this discount code.');
    expect(describeError(new ApiError(422, 'discount_code_invalid', 'x', { reason: 'usage_limit_reached' }), de)).toBe(
      'Dieser Rabattcode ist aufgebraucht.',
    );
    const invalid = new ApiError(400, 'validation_failed', 'x', [
      { field: 'body.shippingAddress.postalCode', code: 'minLength', message: 'x' },
      { field: 'body.email', code: 'format', message: 'x' },
    ]);
    expect(describeError(invalid, en)).toBe('Please check these fields: Postal code, E-mail.');
    expect(describeError(invalid, de)).toBe('Bitte prüfen Sie diese Felder: Postleitzahl, E-Mail.');
  });

  it('then declines, stock, rate limits and network failures read as a person would say them', () => {
    expect(
      describeError(new ApiError(402, 'payment_declined', 'x', { declineCode: 'insufficient_funds' }), en),
    ).toContain('insufficient funds');
    expect(describeError(new ApiError(409, 'cart_item_out_of_stock', 'x', { available: 3 }), en)).toBe(
      'Sorry, only 3 of this item are available.',
    );
    expect(describeError(new ApiError(429, 'rate_limited', 'x', undefined, 7), de)).toContain('7 Sekunden');
    expect(describeError(new NetworkError('fetch failed'), en)).toContain('what you typed is kept');
    expect(describeError(new Error('boom'), de)).toBe('Etwas ist schiefgegangen. Bitte versuchen Sie es erneut.');
  });
});

describe('when the widget picks a language and colours', () => {
  it('then it takes the first wish the store offers, else the store default, else English', () => {
    expect(pickLanguage(['de-AT', 'en'], ['en', 'de'], 'en')).toBe('de');
    expect(pickLanguage(['de'], ['en'], 'en')).toBe('en');
    expect(pickLanguage(['fr'], ['fr', 'de'], 'de')).toBe('de');
    expect(pickLanguage([null, 'fr'], ['fr'], 'fr')).toBe('en');
  });

  it('then text on the theme colours passes WCAG AA, and an unreadable primary colour is replaced', () => {
    const hex = (value: string) =>
      [1, 3, 5].map((i) => parseInt(value.slice(i, i + 2), 16)) as [number, number, number];
    for (const theme of [
      { primaryColor: '#1f3a5f', accentColor: '#f2a541' },
      { primaryColor: '#7a0019', accentColor: '#222222' },
    ]) {
      const properties = themeProperties(theme);
      expect(contrastRatio(hex(properties['--_primary']), hex(properties['--_on-primary']))).toBeGreaterThanOrEqual(
        4.5,
      );
      expect(contrastRatio(hex(properties['--_accent']), hex(properties['--_on-accent']))).toBeGreaterThanOrEqual(4.5);
    }
    expect(themeProperties({ primaryColor: '#ffee00' })['--_primary']).toBe('#1f3a5f');
  });
});

describe('when a text counts something', () => {
  it('then English and German pick the plural form Intl.PluralRules gives for the number', () => {
    const [en, de] = [translator('en'), translator('de')];
    expect(en('cartWithCount', { count: 1 })).toBe('Cart, 1 item');
    expect(en('cartWithCount', { count: 0 })).toBe('Cart, 0 items');
    expect(en('cartWithCount', { count: 3 })).toBe('Cart, 3 items');
    expect(en('reviewSummary', { average: 4.5, count: 1 })).toBe('4.5 out of 5 stars from 1 review');
    expect(de('reviewSummary', { average: 4.5, count: 1 })).toBe('4.5 von 5 Sternen aus 1 Bewertung');
    expect(de('reviewSummary', { average: 4, count: 2 })).toBe('4 von 5 Sternen aus 2 Bewertungen');
    expect(de('cartWithCount', { count: 1 })).toBe('Warenkorb, 1 Artikel');
    expect(en('added', { title: 'Merino', count: 1 })).toBe('Added Merino to the cart. The cart has 1 item.');
  });

  it('then a product without a picture shows the initials of its first two words', () => {
    expect(initialsOf('merino crew sweater')).toBe('MC');
    expect(initialsOf('  Ölzeug ')).toBe('Ö');
  });
});
