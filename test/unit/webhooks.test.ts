import { Webhook } from 'standardwebhooks';
import { newWebhookSecret, signedHeaders } from '../../src/webhooks/signing';
import { isForbiddenAddress } from '../../src/webhooks/url-safety';
import { parseRetryAfter } from '../../src/webhooks/webhook-sender';
import { deliveryIdFor } from '../../src/webhooks/delivery-id';

describe('when a webhook body is signed', () => {
  const body = JSON.stringify({ id: 'evt_1', type: 'order.paid', data: { object: { id: 'ord_1' } } });

  it('then the standardwebhooks package verifies it, and refuses a changed body or another secret', () => {
    const secret = newWebhookSecret();
    const headers = signedHeaders([secret], 'evt_1', body);
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
    expect(() => new Webhook(secret).verify(body.replace('ord_1', 'ord_2'), headers)).toThrow();
    expect(() => new Webhook(newWebhookSecret()).verify(body, headers)).toThrow();
  });

  it('then with two secrets either one verifies', () => {
    const [current, previous] = [newWebhookSecret(), newWebhookSecret()];
    const headers = signedHeaders([current, previous], 'evt_1', body);
    expect(headers['webhook-signature'].split(' ')).toHaveLength(2);
    expect(new Webhook(current).verify(body, headers)).toBeTruthy();
    expect(new Webhook(previous).verify(body, headers)).toBeTruthy();
  });
});

describe('when a target address is judged', () => {
  it.each([
    '127.0.0.1',
    '10.0.0.1',
    '172.16.5.4',
    '192.168.0.10',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fd00::1',
    '::ffff:127.0.0.1',
    '::ffff:a00:1',
    'not-an-ip',
  ])('then %s is forbidden', (address) => expect(isForbiddenAddress(address)).toBe(true));
  it.each(['93.184.216.34', '8.8.8.8', '::ffff:8.8.8.8', '2606:4700::1111'])('then %s is allowed', (address) =>
    expect(isForbiddenAddress(address)).toBe(false),
  );
});

describe('when Retry-After is read', () => {
  it('then seconds and HTTP dates both work, and nonsense is ignored', () => {
    const now = Date.parse('2026-11-22T10:00:00Z');
    expect(parseRetryAfter('2', now)).toBe(2);
    expect(parseRetryAfter('Sun, 22 Nov 2026 10:00:30 GMT', now)).toBe(30);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(undefined, now)).toBeUndefined();
    expect(parseRetryAfter('999999999', now)).toBe(86_400);
  });
});

describe('when a delivery id is derived', () => {
  it('then the same endpoint and event always give the same whd_ id, and different pairs differ', () => {
    expect(deliveryIdFor('whe_a', 'evt_b')).toMatch(/^whd_[0-9A-Za-z]{24}$/);
    expect(deliveryIdFor('whe_a', 'evt_b')).toBe(deliveryIdFor('whe_a', 'evt_b'));
    expect(deliveryIdFor('whe_a', 'evt_c')).not.toBe(deliveryIdFor('whe_a', 'evt_b'));
  });
});
