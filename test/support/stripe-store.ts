import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { startHarness, type Harness } from './harness';
import { makeCheckoutStore, type CheckoutStore } from './checkout-factories';
import { privateClient } from './http';
import { StripeStandIn } from './stripe-stand-in';

export const STRIPE_SECRET_KEY = 'sk_test_4eC39HqLyjWDarjtT1zdp7dc';
export const STRIPE_WEBHOOK_SECRET = 'whsec_testsecret0123456789abcdef';
export const STRIPE_PUBLISHABLE_KEY = 'pk_test_TYooMQauvdEDq54NiTphI7jx';

/** Switches the store to Stripe through the settings API, as a merchant would (with the widget's publishable key). */
export async function useStripe(
  h: Harness,
  store: Pick<CheckoutStore, 'secretKey'>,
  secretKey = STRIPE_SECRET_KEY,
  publishableKey: string | undefined = STRIPE_PUBLISHABLE_KEY,
) {
  return privateClient(h.baseUrl, store.secretKey).patch(
    '/settings',
    { paymentProvider: { name: 'stripe', secretKey, webhookSecret: STRIPE_WEBHOOK_SECRET, publishableKey } },
    { headers: { 'idempotency-key': randomUUID() } },
  );
}

const sdk = new Stripe(STRIPE_SECRET_KEY);

/** A Stripe event as Stripe sends it: the JSON body and a Stripe-Signature made by the SDK's own test helper. */
export function signedStripeEvent(
  type: string,
  object: Record<string, unknown>,
  id = `evt_${randomUUID().replace(/-/g, '')}`,
  secret = STRIPE_WEBHOOK_SECRET,
) {
  const payload = JSON.stringify({
    id,
    object: 'event',
    type,
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    data: { object },
  });
  return { id, payload, signature: sdk.webhooks.generateTestHeaderString({ payload, secret }) };
}

export function postStripeEvent(h: Harness, storeId: string, event: { payload: string; signature: string }) {
  return fetch(`${h.baseUrl}/v3/webhooks/stripe/${storeId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
    body: event.payload,
  });
}

/**
 * The API (and, with worker, a worker) whose Stripe requests go through a recording stand-in in front of the
 * run's stripe-mock, and a checkout store that has switched to Stripe through the settings API.
 */
export async function startStripeStore(options: { worker: boolean; env?: Record<string, string> }) {
  const stripe = await new StripeStandIn(process.env.TEST_STRIPE_MOCK_URL as string).start();
  const h = await startHarness({ worker: options.worker, env: { ...options.env, STRIPE_API_URL: stripe.url } });
  const store = await makeCheckoutStore(h.orm.em.fork());
  const saved = await useStripe(h, store);
  if (saved.status !== 200) throw new Error(`switching the store to Stripe answered ${saved.status}: ${saved.text}`);
  return { h, store, stripe };
}

/**
 * What Stripe answers for a card that needs 3-D Secure (a PaymentIntent in `requires_action`): stripe-mock cannot
 * produce it, so a test scripts it. Its client secret is `<id>_secret_abc` unless given.
 */
export const stripeRequiresAction = (id: string, clientSecret = `${id}_secret_abc`) => ({
  status: 200,
  body: {
    id,
    object: 'payment_intent',
    amount: 5500,
    currency: 'usd',
    capture_method: 'manual',
    status: 'requires_action',
    client_secret: clientSecret,
    next_action: { type: 'use_stripe_sdk' },
    metadata: {},
  },
});

/** What Stripe answers when the intent is read back after a challenge the bank refused: it wants another card. */
export const stripeChallengeRefused = (id: string) => ({
  status: 200,
  body: {
    ...stripeRequiresAction(id).body,
    status: 'requires_payment_method',
    last_payment_error: { type: 'card_error', code: 'payment_intent_authentication_failure' },
  },
});
