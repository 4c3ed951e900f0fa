import type { EntityManager } from '@mikro-orm/postgresql';
import { expectContract } from './contract';
import { publicClient } from './http';
import { waitFor } from './processes';
import { makeCustomer } from './customers';
import { admin, makeReadyCart, submit, type CheckoutStore } from './checkout-factories';
import { makeProduct } from './factories';
import { execute, queryOne, queryRows } from '../../src/db/sql';
import { createSession } from '../../src/customers/customer-sessions.repository';
import { adoptOpenCart } from '../../src/cart/visitor-cart.repository';

const unique = (name: string) => `${name}-${Math.random().toString(36).slice(2)}@example.com`;

/**
 * Subscribing as a signed-in shopper and reading what the subscription did, against one API (baseUrl) and store:
 * shared by the subscription tests and their worker-crash test.
 */
export function subscriptionKit(h: { baseUrl: string; orm: { em: { fork(): EntityManager } } }, store: CheckoutStore) {
  const em = () => h.orm.em.fork();
  interface Subscriber {
    email: string;
    session: { headers: Record<string, string> };
    productId: string;
    variantId: string;
    /** Every variant of the product, the subscribed one first. */
    variantIds: string[];
    planId: string;
  }

  /** A product sold every `days` days with 10% off, and a signed-in shopper whose ready cart holds none of it yet. */
  async function subscriber(days: number, variants = 1): Promise<Subscriber & { cartToken: string }> {
    // Each variant 100 in stock at 2500 USD; the shopper subscribes to the first.
    const made = await makeProduct(em(), store.storeId, {
      variants: Array.from({ length: variants }, () => ({ stock: 100, prices: { USD: 2500 } })),
    });
    const product = { productId: made.id, variantId: made.variantIds[0], variantIds: made.variantIds };
    const plans = await admin(h.baseUrl, store).put(`/products/${product.productId}/selling-plans`, {
      plans: [{ interval: 'day', intervalCount: days, discountPercent: 10 }],
    });
    expectContract('adminSetSellingPlans', plans, 200);
    const email = unique('subscriber');
    const customerId = await makeCustomer(em(), store.storeId, email);
    const { token: cartToken, cartId } = await makeReadyCart(em(), store, []);
    await execute(em(), 'UPDATE carts SET email = ? WHERE id = ?', [email, cartId]);
    // Signing in adopts the visitor's open cart, as POST /customers/verify does.
    await adoptOpenCart(em(), store.storeId, cartToken, { id: customerId, email });
    const { token } = await createSession(em(), store.storeId, customerId, { idleSeconds: 3600, maxSeconds: 7200 });
    return {
      ...product,
      email,
      cartToken,
      session: { headers: { 'x-customer-session': token } },
      planId: plans.body.data[0].id,
    };
  }

  /** Subscribes at checkout (two units, card token given) and answers the subscription once its workflow runs. */
  async function subscribe(days: number, paymentToken = 'tok_visa', variants = 1) {
    const s = await subscriber(days, variants);
    const shop = publicClient(h.baseUrl, store.publishableKey, s.cartToken);
    const added = await shop.post('/cart/items', {
      productId: s.productId,
      variantId: s.variantId,
      quantity: 2,
      sellingPlanId: s.planId,
    });
    expectContract('addCartItem', added, 200);
    expect(added.body.items[0].sellingPlanId).toBe(s.planId);
    const placed = await submit(h.baseUrl, store, s.cartToken, { paymentMethod: 'card', paymentToken });

    expect([201, 202]).toContain(placed.status);
    let subscriptionId = '';
    await waitFor(
      async () => {
        const mine = await me(s).get('/customers/me/subscriptions');
        subscriptionId = mine.body.data?.[0]?.id ?? '';
        return subscriptionId !== '';
      },
      'the subscription',
      20_000,
    );
    return { ...s, subscriptionId };
  }

  const me = (s: Pick<Subscriber, 'session'>) => {
    const shop = publicClient(h.baseUrl, store.publishableKey);
    return {
      get: (path: string) => shop.get(path, s.session),
      post: (path: string, body: unknown) => shop.post(path, body, s.session),
    };
  };

  const subscriptionRow = (id: string) =>
    queryOne<{ status: string; cycles_paid: number; failed_attempts: number; next_cycle: number }>(
      em(),
      'SELECT status, cycles_paid, failed_attempts, next_cycle FROM subscriptions WHERE id = ?',
      [id],
    ).then((row) => row!);

  /** The subscription's renewal orders with how many charges the provider made for each (its ledger, by key). */
  const renewals = (id: string) =>
    queryRows<{
      cycle: number;
      order_id: string;
      status: string;
      total: number;
      payment_status: string;
      charges: number;
    }>(
      em(),
      `SELECT c.cycle, c.order_id, c.status, o.total_amount::int AS total, o.payment_status,
              (SELECT count(*)::int FROM test_provider_calls t
                WHERE (t.idempotency_key = c.subscription_id || ':' || c.cycle
                     OR t.idempotency_key LIKE c.subscription_id || ':' || c.cycle || ':%')
                  AND t.operation = 'authorize' AND t.result->>'status' = 'authorized') AS charges
         FROM subscription_cycles c JOIN orders o ON o.id = c.order_id
        WHERE c.subscription_id = ? ORDER BY c.cycle`,
      [id],
    );

  const eventsOf = (id: string, type: string) =>
    queryOne<{ n: number }>(
      em(),
      `SELECT count(*)::int AS n FROM events WHERE type = ? AND payload->'data'->'object'->>'id' = ?`,
      [type, id],
    ).then((row) => row!.n);

  return { subscriber, subscribe, me, subscriptionRow, renewals, eventsOf };
}

export type SubscriptionKit = ReturnType<typeof subscriptionKit>;
