import type { BrowserContext } from 'playwright-core';
import { STRIPE_SECRET_KEY } from './stripe-store';

/**
 * A small Stripe.js for the browser tests, served at the URL the widget loads (https://js.stripe.com/v3/) through
 * request interception, so nothing leaves the machine. It implements only what the widget calls: `Stripe(key)`,
 * `elements()`, `create('payment')`, `mount`, `update`, `submit`, `createPaymentMethod` and `handleNextAction`.
 * Its requests go to https://api.stripe.com as Stripe.js's do (the publishable key in the form body, so no CORS
 * preflight), and the test answers them from stripe-mock. What the page asked of it is kept in
 * `globalThis.__stripeStandIn` for the test to read.
 */
const SCRIPT = String.raw`(() => {
  const record = { keys: [], elements: [], updates: [], nextActions: [], failNextAction: false };
  globalThis.__stripeStandIn = record;
  const form = (params) => new URLSearchParams(params).toString();
  async function call(method, path, params) {
    const url = 'https://api.stripe.com' + path;
    const headers = { 'Content-Type': 'application/x-www-form-urlencoded' };
    const response = method === 'GET'
      ? await fetch(url + '?' + form(params))
      : await fetch(url, { method, headers, body: form(params) });
    const body = await response.json();
    return response.ok ? { body } : { error: body.error || { type: 'api_error', message: 'Stripe failed' } };
  }
  globalThis.Stripe = function Stripe(key, options) {
    record.keys.push({ key, options });
    return {
      elements(elementOptions) {
        record.elements.push(elementOptions);
        let input = null;
        return {
          create(type) {
            if (type !== 'payment') throw new Error('the stand-in makes only the Payment Element');
            return {
              mount(target) {
                // As Stripe.js: the frames must be reachable from the page, so never inside a shadow root.
                if (!target.isConnected || target.getRootNode() !== document)
                  throw new Error('Elements cannot be mounted in a ShadowRoot. Please mount in the Light DOM.');
                const id = 'stand-in-card-number';
                target.innerHTML =
                  '<label for="' + id + '">Card number</label>' +
                  '<input id="' + id + '" autocomplete="cc-number" inputmode="numeric">';
                input = target.querySelector('input');
              },
            };
          },
          update(options) { record.updates.push(options); },
          async submit() {
            const digits = (input && input.value || '').replace(/\D/g, '');
            return digits.length >= 12
              ? {}
              : { error: { type: 'validation_error', message: 'Your card number is incomplete.' } };
          },
          cardNumber() { return (input && input.value || '').replace(/\D/g, ''); },
        };
      },
      async createPaymentMethod({ elements }) {
        const number = elements.cardNumber();
        const answer = await call('POST', '/v1/payment_methods', {
          key, type: 'card', 'card[number]': number, 'card[exp_month]': '12', 'card[exp_year]': '2034',
          'card[cvc]': '123',
        });
        return answer.error ? { error: answer.error } : { paymentMethod: answer.body };
      },
      async handleNextAction({ clientSecret }) {
        record.nextActions.push(clientSecret);
        const failure = { type: 'card_error', code: 'payment_intent_authentication_failure' };
        if (record.failNextAction) return { error: failure };
        const id = clientSecret.split('_secret_')[0];
        const answer = await call('GET', '/v1/payment_intents/' + id, { key, client_secret: clientSecret });
        return answer.error ? { error: answer.error } : { paymentIntent: answer.body };
      },
    };
  };
})();`;

/**
 * Serves the stand-in at js.stripe.com and answers api.stripe.com from stripe-mock (with a secret test key, as
 * stripe-mock wants one; the publishable key travels in the body as Stripe.js sends it). Answers any origin.
 * Answers the publishable key each call to api.stripe.com carried.
 */
export async function serveStripeJs(context: BrowserContext, stripeMockUrl: string): Promise<string[]> {
  /** The publishable key of each call to api.stripe.com. */
  const published: string[] = [];
  await context.route('https://js.stripe.com/v3/', (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: SCRIPT }),
  );
  await context.route('https://api.stripe.com/**', async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    const get = request.method() === 'GET';
    // The publishable key rides in the parameters as Stripe.js sends it; stripe-mock knows it as no parameter.
    const params = new URLSearchParams(get ? url.search : (request.postData() ?? ''));
    published.push(params.get('key') ?? '');
    params.delete('key');
    const upstream = await fetch(`${stripeMockUrl}${url.pathname}${get ? `?${params}` : ''}`, {
      method: request.method(),
      headers: { authorization: `Bearer ${STRIPE_SECRET_KEY}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: get ? undefined : params.toString(),
    });
    await route.fulfill({
      status: upstream.status,
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': '*' },
      body: await upstream.text(),
    });
  });
  return published;
}

/** What the page asked of the stand-in. */
export interface StripeStandInRecord {
  keys: { key: string; options?: Record<string, unknown> }[];
  elements: Record<string, unknown>[];
  updates: Record<string, unknown>[];
  nextActions: string[];
}
