import type { Harness } from '../support/harness';
import type { CheckoutStore } from '../support/checkout-factories';
import { waitFor } from '../support/processes';
import { startStripeStore } from '../support/stripe-store';
import type { StripeStandIn } from '../support/stripe-stand-in';
import { subscriptionKit } from '../support/subscriptions';
import { queryOne } from '../../src/db/sql';

let h: Harness;
let store: CheckoutStore;
let stripe: StripeStandIn;

// A subscription day of 1 s: a plan every 2 days renews 2 s after its checkout, against stripe-mock.
beforeAll(async () => {
  ({ h, store, stripe } = await startStripeStore({ worker: true, env: { SUBSCRIPTION_DAY_SECONDS: '1' } }));
});
afterAll(async () => {
  await h?.close();
  await stripe?.stop();
});

describe('when a shopper subscribes with a Stripe card', () => {
  it('then the card is saved on a Customer for off-session use, and the renewal charges it off-session', async () => {
    const kit = subscriptionKit(h, store);
    const s = await kit.subscribe(2, 'tok_visa');
    const row = await queryOne<{ payment_token: string; first_order_id: string }>(
      h.orm.em.fork(),
      'SELECT payment_token, first_order_id FROM subscriptions WHERE id = ?',
      [s.subscriptionId],
    );
    // The first order's intent made a Customer and kept the card for later (setup_future_usage).
    expect(row?.payment_token).toMatch(/^cus_[A-Za-z0-9]+\|pm_[A-Za-z0-9_]+$/);
    const [customer, paymentMethod] = (row?.payment_token as string).split('|');
    const customers = stripe.sent('POST', '/v1/customers');
    expect(customers).toHaveLength(1);
    expect(customers[0].params.get('email')).toBe(s.email);
    const first = stripe.sent('POST', '/v1/payment_intents').filter((r) => r.params.get('customer') === customer);
    expect(first[0].params.get('setup_future_usage')).toBe('off_session');

    await waitFor(async () => (await kit.subscriptionRow(s.subscriptionId)).cycles_paid >= 2, 'the renewal', 30_000);
    const paused = await kit.me(s).post(`/customers/me/subscriptions/${s.subscriptionId}/actions`, { action: 'pause' });
    expect(paused.status).toBe(200);
    const renewals = stripe
      .sent('POST', '/v1/payment_intents')
      .filter((r) => r.idempotencyKey === `${s.subscriptionId}:1`);
    expect(renewals.length).toBeGreaterThanOrEqual(1);
    expect(new Set(renewals.map((r) => r.params.toString())).size).toBe(1);
    expect(Object.fromEntries(renewals[0].params)).toMatchObject({
      off_session: 'true',
      confirm: 'true',
      customer,
      payment_method: paymentMethod,
    });
    const [cycle1] = await kit.renewals(s.subscriptionId);
    expect(cycle1).toMatchObject({ cycle: 1, status: 'paid', payment_status: 'paid' });
  });
});
