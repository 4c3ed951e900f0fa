import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import type { Harness } from './harness';
import { admin, type CheckoutStore } from './checkout-factories';

export const STRIPE_SECRET_KEY = 'sk_test_4eC39HqLyjWDarjtT1zdp7dc';
export const STRIPE_WEBHOOK_SECRET = 'whsec_testsecret0123456789abcdef';

/** Switches the store to Stripe through the settings API, as a merchant would. */
export async function useStripe(h: Harness, store: CheckoutStore, secretKey = STRIPE_SECRET_KEY) {
  return admin(h.baseUrl, store).patch(
    '/settings',
    { paymentProvider: { name: 'stripe', secretKey, webhookSecret: STRIPE_WEBHOOK_SECRET } },
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
