import { startHarness, type Harness } from '../support/harness';
import { exitCode, launchWorker, waitFor } from '../support/processes';
import { makeCheckoutStore, type CheckoutStore } from '../support/checkout-factories';
import { subscriptionKit, type SubscriptionKit } from '../support/subscriptions';
import { queryRows } from '../../src/db/sql';

let h: Harness;
let store: CheckoutStore;
let kit: SubscriptionKit;
// A subscription day lasts 1 s: a plan "every 2 days" renews 2 s after the checkout.
const env = { SUBSCRIPTION_DAY_SECONDS: '1' };

beforeAll(async () => {
  h = await startHarness({ env });
  store = await makeCheckoutStore(h.orm.em.fork());
  kit = subscriptionKit(h, store);
});
afterAll(() => h.close());

describe('when the worker process is killed (SIGKILL) in the middle of a renewal and started again', () => {
  it('then the cycle has one order and one charge', async () => {
    const first = launchWorker(h.config.temporalTaskQueue, env);
    await first.running;
    // tok_flaky fails, then charges and loses the answer: the renewal is in flight for seconds when the kill lands.
    const s = await kit.subscribe(2, 'tok_flaky');
    await waitFor(async () => (await kit.renewals(s.subscriptionId)).length === 1, 'the renewal to start', 20_000);
    first.child.kill('SIGKILL');
    await exitCode(first.child);
    const [inFlight] = await kit.renewals(s.subscriptionId);
    expect(inFlight).toMatchObject({ cycle: 1, status: 'pending' });

    const second = launchWorker(h.config.temporalTaskQueue, env);
    try {
      await second.running;
      await waitFor(async () => (await kit.subscriptionRow(s.subscriptionId)).cycles_paid >= 2, 'the renewal', 40_000);
      const paused = await kit.me(s).post(`/customers/me/subscriptions/${s.subscriptionId}/actions`, {
        action: 'pause',
      });
      expect(paused.status).toBe(200);
      const [cycle1] = await kit.renewals(s.subscriptionId);
      expect(cycle1).toMatchObject({ cycle: 1, order_id: inFlight.order_id, status: 'paid', charges: 1 });
      // One order for the cycle, and one captured payment of it.
      const orders = await queryRows<{ id: string; captured: number }>(
        h.orm.em.fork(),
        `SELECT o.id, (SELECT count(*)::int FROM payments p WHERE p.order_id = o.id AND p.status = 'captured')
                AS captured
           FROM orders o WHERE o.cart_id = ?`,
        [`${s.subscriptionId}:1`],
      );
      expect(orders).toEqual([{ id: inFlight.order_id, captured: 1 }]);
    } finally {
      second.child.kill('SIGTERM');
      await exitCode(second.child);
    }
    // Two worker starts and two waits of up to 20 and 40 s: a loaded clean-clone run took 57 s of jest's default 60.
  }, 180_000);
});
