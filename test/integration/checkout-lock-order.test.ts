import type { MikroORM } from '@mikro-orm/postgresql';
import { openOrm } from '../../src/db/orm';
import { entities } from '../../src/entities';
import { queryOne } from '../../src/db/sql';
import { beginCheckout, completeCheckout, failCheckout } from '../../src/checkout/checkout.steps';
import { issueGiftCard } from '../../src/balances/gift-cards.admin.service';
import { applyBalanceToCart } from '../../src/balances/balances.repository';
import { findStore } from '../../src/stores/stores.service';
import { newId } from '../../src/shared/ids';
import { makeCheckoutStore, makeReadyCart, makeStockedProduct } from '../support/checkout-factories';

/**
 * The checkout's two transactions on one variant of one store, run side by side on the real PostgreSQL: a new order's
 * (stock reserved, the day's sales row counted) and a paid order's (stock committed, the day's sales row counted).
 * Taken in opposite orders, those two rows deadlocked, and PostgreSQL stopped one transaction after its 1 s wait.
 * Likewise gift cards: a new order locks its cards, then its stock; a failed one gave back its stock, then its cards.
 */
const ROUNDS = 4;
const PER_ROUND = 12;

let orm: MikroORM;
beforeAll(async () => {
  orm = await openOrm(process.env.DATABASE_URL as string, entities, 2 * PER_ROUND);
});
afterAll(() => orm.close(true));

const em = () => orm.em.fork();

/** Deadlocks and other errors of concurrent work, collected instead of thrown. */
function collector() {
  const failures: unknown[] = [];
  const settle = async <T>(work: Promise<T>) => work.catch((error: unknown) => void failures.push(error));
  return { settle, codes: () => failures.map((error) => (error as { code?: string }).code ?? String(error)) };
}

describe('when orders of one variant are placed while earlier ones are being paid', () => {
  it('then no transaction deadlocks, and the days count every checkout and every sale once', async () => {
    const shop = await makeCheckoutStore(em());
    const product = await makeStockedProduct(em(), shop, ROUNDS * PER_ROUND * 2);
    const begin = async () => {
      const cart = await makeReadyCart(em(), shop, [{ ...product, quantity: 1 }]);
      const ids = { orderId: newId('ord'), paymentId: newId('pay') };
      await beginCheckout(em(), { storeId: shop.storeId, cartId: cart.cartId, ...ids, paymentMethod: 'card' });
      return ids;
    };
    const { settle, codes } = collector();
    let begun = await Promise.all(Array.from({ length: PER_ROUND }, () => begin()));
    let paid = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      const paying = begun.map((ids) =>
        settle(completeCheckout(em(), shop.storeId, ids.orderId, ids.paymentId).then(() => (paid += 1))),
      );
      const beginning = Array.from({ length: PER_ROUND }, () => settle(begin()));
      await Promise.all(paying);
      begun = (await Promise.all(beginning)).filter((ids) => ids !== undefined);
    }
    expect(codes()).toStrictEqual([]);
    // Summed over days: a run across midnight (UTC) counts on two.
    const days = await queryOne<{ checkouts: string; orders: string; units: string }>(
      em(),
      'SELECT sum(checkouts) AS checkouts, sum(orders) AS orders, sum(units) AS units FROM order_sales_days ' +
        'WHERE store_id = ?',
      [shop.storeId],
    );
    expect(days).toStrictEqual({
      checkouts: String((ROUNDS + 1) * PER_ROUND),
      orders: String(paid),
      units: String(paid),
    });
    expect(paid).toBe(ROUNDS * PER_ROUND);
  }, 60_000);
});

describe('when orders paid partly by the same two gift cards are placed while earlier ones fail', () => {
  it("then no transaction deadlocks, and each card's balance is the sum of its ledger", async () => {
    const shop = await makeCheckoutStore(em());
    const store = await findStore(em(), shop.storeId);
    const product = await makeStockedProduct(em(), shop, ROUNDS * PER_ROUND * 2);
    const cards = await Promise.all(
      [0, 1].map(() => issueGiftCard(em(), store, { currency: 'USD', amount: 1_000_000 }, 'test')),
    );
    // Half the carts apply the cards in one order, half in the other.
    const begin = async (position: number) => {
      const cart = await makeReadyCart(em(), shop, [{ ...product, quantity: 1 }]);
      const applied = position % 2 === 0 ? cards : [...cards].reverse();
      for (const card of applied) await applyBalanceToCart(em(), cart.cartId, { giftCardId: card.id });
      const ids = { orderId: newId('ord'), paymentId: newId('pay') };
      const input = { storeId: shop.storeId, cartId: cart.cartId, ...ids, paymentMethod: 'card' };
      await beginCheckout(em(), { ...input, hasPaymentToken: true });
      return { ...ids, cartId: cart.cartId };
    };
    const { settle, codes } = collector();
    const declined = { code: 'payment_declined', message: 'The card was declined.' };
    let begun = await Promise.all(Array.from({ length: PER_ROUND }, (_, position) => begin(position)));
    for (let round = 0; round < ROUNDS; round += 1) {
      const failing = begun.map((ids) => settle(failCheckout(em(), shop.storeId, ids.cartId, ids.orderId, declined)));
      const beginning = Array.from({ length: PER_ROUND }, (_, position) => settle(begin(position)));
      await Promise.all(failing);
      begun = (await Promise.all(beginning)).filter((ids) => ids !== undefined);
    }
    expect(codes()).toStrictEqual([]);
    for (const card of cards) {
      const row = await queryOne<{ balance: string; ledger: string }>(
        em(),
        'SELECT balance, (SELECT sum(amount) FROM balance_ledger WHERE gift_card_id = g.id) AS ledger ' +
          'FROM gift_cards g WHERE id = ?',
        [card.id],
      );
      expect(Number(row?.balance)).toBe(Number(row?.ledger));
    }
  }, 60_000);
});
