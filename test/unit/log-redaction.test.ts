import { redactingSecretsOf, redactSecrets } from '../../src/logger';

describe('when a log line holds credentials', () => {
  it('then keys, webhook secrets, session tokens and bearer tokens are redacted by their shape', () => {
    const line = JSON.stringify({
      path: '/v3/public/pk_live_Ks3Am8CnImIVKXMpFtTIM7E49erfOHbo/products',
      msg: 'Authorization: Bearer sk_live_abcdef0123456789 and Bearer opaque-token-1234 and whsec_dGVzdC1zZWNyZXQ+/=',
      session: `cs_${'a'.repeat(43)}`,
    });
    expect(JSON.parse(redactSecrets(line))).toEqual({
      path: '/v3/public/pk_live_[redacted]/products',
      msg: 'Authorization: Bearer [redacted] and Bearer [redacted] and whsec_[redacted]',
      session: 'cs_[redacted]',
    });
  });

  it('then a cart token, which has no shape, is redacted while its request is handled, and only then', () => {
    const line = JSON.stringify({ err: { message: 'Key (token)=(visitor-cart-0001) already exists' } });
    const inRequest = redactingSecretsOf(
      () => ['visitor-cart-0001', undefined, ''],
      () => redactSecrets(line),
    );
    expect(inRequest).toBe(JSON.stringify({ err: { message: 'Key (token)=([redacted]) already exists' } }));
    expect(redactSecrets(line)).toBe(line);
  });
});
