import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { execute, queryOne, queryRows } from '../../src/db/sql';
import { newId } from '../../src/shared/ids';
import { makeProduct, makeStore } from './factories';
import { newCartToken, privateClient, publicClient } from './http';
import { waitFor } from './processes';
import { untilSettled } from './settled-submit';

/**
 * The submit's 4-second bound (openapi.json, submitCheckout) plus 3 s, as fault tests assert it: enough to tell the
 * bound from the hangs of 20 s and more it replaced, while a loaded machine's event loop lags behind the API's
 * deadline.
 */
export const SUBMIT_ANSWER_LIMIT_MS = 4000 + 3000;

export const ADDRESS = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  line1: '12 St James Square',
  city: 'London',
  postalCode: 'SW1Y 4JH',
  country: 'GB',
};

/** A growth store that takes cards and bank transfers, with one shipping option for GB. */
export async function makeCheckoutStore(em: EntityManager) {
  const made = await makeStore(em, { paymentMethods: ['card', 'bank_transfer'] });
  const zoneId = newId('zone');
  const optionId = newId('ship');
  await execute(em, `INSERT INTO shipping_zones (id, store_id, name, countries) VALUES (?, ?, 'UK', ARRAY['GB'])`, [
    zoneId,
    made.store.id,
  ]);
  await execute(
    em,
    `INSERT INTO shipping_options (id, store_id, zone_id, name, kind, prices) ` +
      `VALUES (?, ?, ?, 'Standard', 'flat', '{"USD": 500, "EUR": 450}'::jsonb)`,
    [optionId, made.store.id, zoneId],
  );
  return { ...made, storeId: made.store.id, shippingOptionId: optionId };
}

export type CheckoutStore = Awaited<ReturnType<typeof makeCheckoutStore>>;

/** A cart with e-mail, address and shipping chosen, holding the given lines, ready to submit. */
export async function makeReadyCart(
  em: EntityManager,
  store: CheckoutStore,
  lines: Array<{ productId: string; variantId: string; quantity: number }>,
) {
  const token = newCartToken();
  const cartId = newId('cart');
  await execute(
    em,
    `INSERT INTO carts (id, store_id, token, currency, email, shipping_address, shipping_option_id) ` +
      `VALUES (?, ?, ?, 'USD', ?, ?::jsonb, ?)`,
    [
      cartId,
      store.storeId,
      token,
      `shopper-${randomUUID().slice(0, 8)}@example.com`,
      JSON.stringify(ADDRESS),
      store.shippingOptionId,
    ],
  );
  for (const line of lines) {
    await execute(em, 'INSERT INTO cart_lines (id, cart_id, product_id, variant_id, quantity) VALUES (?, ?, ?, ?, ?)', [
      newId('li'),
      cartId,
      line.productId,
      line.variantId,
      line.quantity,
    ]);
  }
  return { token, cartId };
}

/** A product with one variant of the given stock, priced 2500 USD. */
export async function makeStockedProduct(em: EntityManager, store: CheckoutStore, stock: number) {
  const product = await makeProduct(em, store.storeId, { variants: [{ stock, prices: { USD: 2500 } }] });
  return { productId: product.id, variantId: product.variantIds[0] };
}

export async function stockOf(em: EntityManager, variantId: string): Promise<{ onHand: number; reserved: number }> {
  const row = await queryOne<{ stock_on_hand: number; stock_reserved: number }>(
    em,
    'SELECT stock_on_hand, stock_reserved FROM variants WHERE id = ?',
    [variantId],
  );
  return { onHand: Number(row?.stock_on_hand), reserved: Number(row?.stock_reserved) };
}

export async function cartStatus(em: EntityManager, cartId: string): Promise<{ status: string; error: any }> {
  const row = await queryOne<{ status: string; last_checkout_error: any }>(
    em,
    'SELECT status, last_checkout_error FROM carts WHERE id = ?',
    [cartId],
  );
  return { status: row?.status as string, error: row?.last_checkout_error };
}

/** How many of these carts a checkout has completed. */
export async function completedCarts(em: EntityManager, cartIds: string[]): Promise<number> {
  const row = await queryOne<{ n: number }>(
    em,
    `SELECT count(*)::int AS n FROM carts WHERE id IN (?) AND status = 'completed'`,
    [cartIds],
  );
  return Number(row?.n);
}

/** Provider charges (authorizations that succeeded) of one payment, as the test provider's ledger records them. */
export async function chargesOf(em: EntityManager, paymentId: string): Promise<number> {
  const row = await queryOne<{ n: number }>(
    em,
    `SELECT count(*)::int AS n FROM test_provider_calls WHERE payment_reference = ? ` +
      `AND operation IN ('authorize', 'confirm') AND result->>'status' = 'authorized'`,
    [`test_ch_${paymentId}`],
  );
  return row?.n ?? 0;
}

export function submit(
  baseUrl: string,
  store: CheckoutStore,
  token: string,
  body: Record<string, unknown>,
  key = randomUUID(),
) {
  return publicClient(baseUrl, store.publishableKey, token).post('/cart/checkout/submit', body, {
    headers: { 'idempotency-key': key },
  });
}

/** A submit sent again with its key until it settles (see untilSettled): for a test that needs the order. */
export function submitSettled(baseUrl: string, store: CheckoutStore, token: string, body: Record<string, unknown>) {
  const key = randomUUID();
  return untilSettled(() => submit(baseUrl, store, token, body, key));
}

export function admin(baseUrl: string, store: CheckoutStore) {
  return privateClient(baseUrl, store.secretKey);
}

/** A ready cart of one unit of a new product with 10 in stock. */
export async function makeOneUnitCart(em: EntityManager, store: CheckoutStore) {
  const product = await makeStockedProduct(em, store, 10);
  return { ...(await makeReadyCart(em, store, [{ ...product, quantity: 1 }])), variantId: product.variantId };
}

/** Waits for the cart's checkout to complete; answers its one order, confirmed and charged once. */
export async function expectOneChargedOrder(em: () => EntityManager, cartId: string) {
  await waitFor(async () => (await completedCarts(em(), [cartId])) === 1, 'the checkout to complete', 30_000);
  const orders = await queryRows<{ id: string; status: string; payment_status: string; payment_id: string }>(
    em(),
    'SELECT o.id, o.status, o.payment_status, p.id AS payment_id FROM orders o JOIN payments p ON p.order_id = o.id ' +
      'WHERE o.cart_id = ?',
    [cartId],
  );
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({ status: 'confirmed', payment_status: 'paid' });
  expect(await chargesOf(em(), orders[0].payment_id)).toBe(1);
  return orders[0];
}
