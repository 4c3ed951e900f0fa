import { toStripeAmount } from '../../src/payments/stripe-amounts';
import { maskSecret, newSecretsKey, openSecret, parseSecretsKey, sealSecret } from '../../src/secrets/secret-box';

describe('when an amount is sent to Stripe', () => {
  it('then two-decimal and zero-decimal amounts are as stored, ISK becomes two-decimal, three-decimal ones must end in 0', () => {
    expect(toStripeAmount(5500, 'USD')).toBe(5500);
    expect(toStripeAmount(1200, 'JPY')).toBe(1200);
    expect(toStripeAmount(990, 'ISK')).toBe(99000);
    expect(toStripeAmount(12340, 'KWD')).toBe(12340);
    expect(() => toStripeAmount(12345, 'KWD')).toThrow(/must end in 0/);
    expect(() => toStripeAmount(1000, 'IQD')).toThrow(/does not take payments in IQD/);
  });
});

describe('when a secret is sealed under SECRETS_KEY', () => {
  const old = newSecretsKey('k1');
  const current = newSecretsKey('k2');

  it('then it opens with its purpose, under a rotated key list too, but not for another purpose or without its key', () => {
    const sealed = sealSecret(parseSecretsKey(old), 'row:1', 'sk_test_abcdef123456');
    expect(sealed).toMatch(/^v1:k1:/);
    expect(sealed).not.toContain('abcdef');
    expect(openSecret(parseSecretsKey(`${current},${old}`), 'row:1', sealed)).toBe('sk_test_abcdef123456');
    expect(sealSecret(parseSecretsKey(`${current},${old}`), 'row:1', 'x')).toMatch(/^v1:k2:/);
    expect(() => openSecret(parseSecretsKey(old), 'row:2', sealed)).toThrow();
    expect(() => openSecret(parseSecretsKey(current), 'row:1', sealed)).toThrow(/"k1"/);
    expect(maskSecret('sk_test_abcdef123456')).toBe('sk_test_…3456');
  });
});
