import { startHarness, type Harness } from '../support/harness';
import { exitCode, launchWorker, waitFor } from '../support/processes';
import { publicClient } from '../support/http';
import { queryOne } from '../../src/db/sql';
import { issueGiftCard } from '../../src/balances/gift-cards.admin.service';
import {
  cartStatus,
  chargesOf,
  makeCheckoutStore,
  makeReadyCart,
  makeStockedProduct,
  submit,
  type CheckoutStore,
} from '../support/checkout-factories';

/**
 * Split tender across a worker crash (issue 44): each checkout debits a gift card in its first step and charges the
 * card after; the worker is SIGKILLed once the first debits are written, while the card charges are in flight. After
 * a restart each checkout ends as a paid order with its card debited, or as a refused checkout with the card's
 * balance restored: never both, never neither.
 */
let h: Harness;
let store: CheckoutStore;

beforeAll(async () => {
  h = await startHarness();
  store = await makeCheckoutStore(h.orm.em.fork());
});
afterAll(() => h.close());

const em = () => h.orm.em.fork();
const count = async (text: string, params: unknown[]) => Number((await queryOne<{ n: number }>(em(), text, params))?.n);

describe('when the worker is killed between the gift-card debits and the card charges, then restarted', () => {
  it('then every checkout is a paid order or a restored balance, never both and never neither', async () => {
    const product = await makeStockedProduct(em(), store, 100);
    const checkouts = [];
    for (let i = 0; i < 6; i += 1) {
      const card = await issueGiftCard(em(), store.store, { currency: 'USD', amount: 1000 }, 'test');
      const cart = await makeReadyCart(em(), store, [{ ...product, quantity: 1 }]);
      const applied = await publicClient(h.baseUrl, store.publishableKey, cart.token).post(
        '/cart/gift-cards',
        { code: card.code },
        { headers: { 'idempotency-key': card.id } },
      );
      expect(applied.status).toBe(200);
      // tok_flaky fails and retries, so the charges are still in flight when the worker dies.
      checkouts.push({ card, cart, token: i % 2 ? 'tok_declined' : 'tok_flaky' });
    }
    const cartIds = checkouts.map((c) => c.cart.cartId);
    const first = launchWorker(h.config.temporalTaskQueue);
    await first.running;
    const submits = checkouts.map((c) =>
      submit(h.baseUrl, store, c.cart.token, { paymentMethod: 'card', paymentToken: c.token }).catch((e: Error) => e),
    );
    await waitFor(
      async () => (await count(`SELECT count(*)::int AS n FROM orders WHERE cart_id IN (?)`, [cartIds])) > 0,
      'a first debit (written with its order)',
      90_000,
    );
    first.child.kill('SIGKILL');
    await exitCode(first.child);
    const settled = async () =>
      (await Promise.all(cartIds.map((id) => cartStatus(em(), id)))).every(
        (s) => s.status === 'completed' || (s.status === 'open' && s.error),
      );
    expect(await settled()).toBe(false);

    const second = launchWorker(h.config.temporalTaskQueue);
    try {
      await second.running;
      await waitFor(settled, 'every checkout to settle', 90_000);
      await Promise.allSettled(submits);
      for (const { card, cart, token } of checkouts) {
        const order = await queryOne<{ id: string; payment_status: string; payment_id: string }>(
          em(),
          `SELECT o.id, o.payment_status, p.id AS payment_id FROM orders o JOIN payments p ON p.order_id = o.id
            WHERE o.cart_id = ? ORDER BY o.created_at DESC LIMIT 1`,
          [cart.cartId],
        );
        const balance = Number(
          (await queryOne<{ balance: string }>(em(), 'SELECT balance FROM gift_cards WHERE id = ?', [card.id]))
            ?.balance,
        );
        const ledger = await count(
          `SELECT coalesce(sum(amount), 0)::int AS n FROM balance_ledger WHERE gift_card_id = ?`,
          [card.id],
        );
        expect(balance).toBe(ledger);
        const paid = order?.payment_status === 'paid';
        expect(paid).toBe(token === 'tok_flaky');
        // Paid: the card is spent and the rest charged once. Refused: the balance is back and nothing was charged.
        expect(balance).toBe(paid ? 0 : 1000);
        if (order) expect(await chargesOf(em(), order.payment_id)).toBe(paid ? 1 : 0);
      }
    } finally {
      second.child.kill('SIGTERM');
      await exitCode(second.child);
    }
  }, 180_000);
});
