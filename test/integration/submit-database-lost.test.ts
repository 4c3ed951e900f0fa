import { startHarness, type Harness } from '../support/harness';
import { freePort } from '../support/ports';
import { exitCode, launch, waitFor, type Launched } from '../support/processes';
import { TcpProxy } from '../support/tcp-proxy';
import { expectContract } from '../support/contract';
import {
  makeCheckoutStore,
  makeReadyCart,
  makeStockedProduct,
  submit,
  SUBMIT_ANSWER_LIMIT_MS,
} from '../support/checkout-factories';
import { queryOne } from '../../src/db/sql';

// Processes started from the sources (tsx) take over 30 s to serve on a slow, loaded machine.
jest.setTimeout(180_000);

let h: Harness;
let database: TcpProxy;
let api: Launched;
let apiUrl: string;

beforeAll(async () => {
  // The worker keeps its own way to the database; only the API process reaches it through the proxy the test cuts.
  h = await startHarness({ worker: true });
  const url = new URL(h.config.databaseUrl);
  database = new TcpProxy(url.hostname, Number(url.port || 5432));
  await database.start();
  url.port = String(database.port);
  const port = await freePort();
  apiUrl = `http://127.0.0.1:${port}`;
  api = launch('src/server.ts', {
    PORT: String(port),
    DATABASE_URL: url.toString(),
    TEMPORAL_TASK_QUEUE: h.config.temporalTaskQueue,
  });
  await waitFor(
    () =>
      fetch(`${apiUrl}/healthz`).then(
        (r) => r.ok,
        () => false,
      ),
    'the API to listen',
    90_000,
  );
});
afterAll(async () => {
  api.child.kill('SIGKILL');
  await exitCode(api.child);
  await database.stop();
  await h.close();
});

describe('when the API loses PostgreSQL while a submit waits on its started checkout', () => {
  it('then the submit answers 202 with the checkout to poll, not 503, and the order completes', async () => {
    const em = () => h.orm.em.fork();
    const store = await makeCheckoutStore(em());
    const product = await makeStockedProduct(em(), store, 10);
    const cart = await makeReadyCart(em(), store, [{ ...product, quantity: 1 }]);
    const started = Date.now();
    // tok_flaky: the payment takes three provider attempts, so the cut lands while the submit still waits.
    const answer = submit(apiUrl, store, cart.token, { paymentMethod: 'card', paymentToken: 'tok_flaky' });
    await waitFor(
      async () =>
        (await queryOne<{ status: string }>(em(), 'SELECT status FROM carts WHERE id = ?', [cart.cartId]))?.status !==
        'open',
      'the checkout to start',
      10_000,
    );
    await database.stop();

    const res = await answer;
    expect(Date.now() - started).toBeLessThan(SUBMIT_ANSWER_LIMIT_MS);
    expectContract('submitCheckout', res, 202);
    expect(res.headers.get('location')).toBe(`/v3/public/${store.publishableKey}/cart/checkout`);
    expect(['processing', 'completed']).toContain(res.body.status);
    await waitFor(
      async () =>
        (await queryOne<{ status: string }>(em(), 'SELECT status FROM carts WHERE id = ?', [cart.cartId]))?.status ===
        'completed',
      'the checkout to complete',
    );
    const orders = await queryOne<{ n: number }>(
      em(),
      `SELECT count(*)::int AS n FROM orders WHERE cart_id = ? AND status = 'confirmed'`,
      [cart.cartId],
    );
    expect(orders?.n).toBe(1);
  }, 180_000);
});
