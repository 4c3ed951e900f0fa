import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureDevelopmentSecretsKey } from '../../src/secrets/development-key';
import { toStripeAmount } from '../../src/payments/stripe-amounts';
import { maskSecret, newSecretsKey, openSecret, parseSecretsKey, sealSecret } from '../../src/secrets/secret-box';

describe('when an amount is sent to Stripe', () => {
  it('then two- and zero-decimal amounts are as stored, ISK becomes two-decimal, three-decimal ones end in 0', () => {
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

  it('then it opens with its purpose, under a rotated key list too, not for another purpose or without its key', () => {
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

const currentKey = () => process.env.SECRETS_KEY;

describe('when the start command runs without SECRETS_KEY', () => {
  it('then it makes a development key once, readable by its owner only, says so, and reuses it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'secrets-key-'));
    const file = join(dir, 'secrets-key');
    const saved = process.env.SECRETS_KEY;
    const lines: string[] = [];
    try {
      delete process.env.SECRETS_KEY;
      ensureDevelopmentSecretsKey(file, (line) => lines.push(line));
      const made = currentKey() as string;
      expect(parseSecretsKey(made).sealingKeyId).toMatch(/^dev\d{8}$/);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      delete process.env.SECRETS_KEY;
      ensureDevelopmentSecretsKey(file, (line) => lines.push(line));
      expect(currentKey()).toBe(made);
      expect(lines[0]).toMatch(/made a development master key .* \(set SECRETS_KEY in production\)/);
      expect(lines[1]).toMatch(/using the development master key/);
    } finally {
      process.env.SECRETS_KEY = saved;
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
