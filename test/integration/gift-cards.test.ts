import { startHarness, type Harness } from '../support/harness';
import { expectContract } from '../support/contract';
import { publicClient } from '../support/http';
import { queryOne, queryRows } from '../../src/db/sql';
import { ensureGiftCardExpirySchedule } from '../../src/temporal/schedules';
import { createSession } from '../../src/customers/customer-sessions.repository';
import { countEvents, makeCustomer } from '../support/customers';
import {
  admin,
  cartStatus,
  makeCheckoutStore,
  makeReadyCart,
  makeStockedProduct,
  stockOf,
  submit,
  submitSettled,
  type CheckoutStore,
} from '../support/checkout-factories';

/** Gift cards and store credit through both APIs, and paying with them at checkout (issue 44). */
let h: Harness;
let store: CheckoutStore;
beforeAll(async () => {
  h = await startHarness({ worker: true });
  store = await makeCheckoutStore(h.orm.em.fork());
});
afterAll(() => h.close());

const em = () => h.orm.em.fork();
const shop = (token?: string) => publicClient(h.baseUrl, store.publishableKey, token);

async function issue(amount: number) {
  const res = await admin(h.baseUrl, store).post('/gift-cards', { currency: 'USD', amount });
  expectContract('adminIssueGiftCard', res, 201);
  return res.body as { id: string; code: string; last4: string };
}

const balanceOf = async (giftCardId: string) =>
  Number(
    (await queryOne<{ balance: string }>(em(), 'SELECT balance FROM gift_cards WHERE id = ?', [giftCardId]))?.balance,
  );

/** Every balance of the store against the sum of its ledger rows. */
async function expectBalancesEqualLedger() {
  const rows = await queryRows<{ balance: string; ledger: string }>(
    em(),
    `SELECT g.balance, coalesce((SELECT sum(amount) FROM balance_ledger l WHERE l.gift_card_id = g.id), 0) AS ledger
       FROM gift_cards g WHERE g.store_id = ?`,
    [store.storeId],
  );
  for (const row of rows) {
    expect(Number(row.balance)).toBe(Number(row.ledger));
    expect(Number(row.balance)).toBeGreaterThanOrEqual(0);
  }
}

/** A ready cart of one 2,500 USD unit (3,000 with shipping), with these gift cards applied. */
async function cartWithCards(codes: string[], stock = 1000) {
  const product = await makeStockedProduct(em(), store, stock);
  const cart = await makeReadyCart(em(), store, [{ ...product, quantity: 1 }]);
  let answer;
  for (const code of codes) {
    answer = await shop(cart.token).post(
      '/cart/gift-cards',
      { code },
      { headers: { 'idempotency-key': code + cart.token } },
    );
    expectContract('applyCartGiftCard', answer, 200);
  }
  return { ...cart, ...product, checkout: answer?.body };
}

describe('when staff issue, find, disable and adjust a gift card', () => {
  it('then the code is shown once, stored hashed with its last 4, and every change is a ledger row', async () => {
    const card = await issue(5000);
    expect(card.code).toMatch(/^[A-Z0-9]{4}(-[A-Z0-9]{4}){3}$/);
    expect(card.last4).toBe(card.code.slice(-4));
    const stored = await queryOne<Record<string, unknown>>(em(), 'SELECT * FROM gift_cards WHERE id = ?', [card.id]);
    expect(JSON.stringify(stored)).not.toContain(card.code.replace(/-/g, ''));
    const got = await admin(h.baseUrl, store).get(`/gift-cards/${card.id}`);
    expectContract('adminGetGiftCard', got, 200);
    expect(got.body).not.toHaveProperty('code');
    expect(got.body.history).toMatchObject([{ kind: 'issue', amount: { amount: 5000 } }]);
    const listed = await admin(h.baseUrl, store).get(`/gift-cards?last4=${card.last4}`);
    expectContract('adminListGiftCards', listed, 200);
    expect(listed.body.data.map((c: { id: string }) => c.id)).toContain(card.id);
    const idsWhere = async (filter: string) =>
      (await admin(h.baseUrl, store).get(`/gift-cards?last4=${card.last4}&${filter}`)).body.data.map(
        (c: { id: string }) => c.id,
      );
    expect(await idsWhere('status=active&currency=USD')).toContain(card.id);
    expect(await idsWhere('status=disabled')).not.toContain(card.id);
    expect(await idsWhere('currency=EUR')).not.toContain(card.id);

    const tooMuch = await admin(h.baseUrl, store).post(`/gift-cards/${card.id}/adjustments`, {
      amount: -6000,
      reason: 'typo',
    });
    expectContract('adminAdjustGiftCard', tooMuch, 409);
    expect(tooMuch.body.error).toMatchObject({ code: 'balance_insufficient', details: { balance: 5000 } });
    const adjusted = await admin(h.baseUrl, store).post(`/gift-cards/${card.id}/adjustments`, {
      amount: -1500,
      reason: 'partly used in the shop',
    });
    expectContract('adminAdjustGiftCard', adjusted, 200);
    expect(adjusted.body).toMatchObject({
      balance: { amount: 3500 },
      history: [{ kind: 'adjust', reason: 'partly used in the shop' }, { kind: 'issue' }],
    });
    await expectBalancesEqualLedger();
  });

  it('then the public check answers a usable card, and one same refusal for unknown and disabled codes', async () => {
    const card = await issue(2000);
    const known = await shop().post(
      '/gift-cards/balance',
      { code: card.code.toLowerCase() },
      { headers: { 'idempotency-key': card.id } },
    );
    expectContract('checkGiftCardBalance', known, 200);
    expect(known.body).toMatchObject({ last4: card.last4, balance: { amount: 2000 } });
    const unknown = await shop().post(
      '/gift-cards/balance',
      { code: 'ACDE-FGHJ-KMNP-QRTU' },
      { headers: { 'idempotency-key': `${card.id}-u` } },
    );
    expectContract('checkGiftCardBalance', unknown, 422);
    const disabled = await admin(h.baseUrl, store).post(`/gift-cards/${card.id}/disable`, {});
    expectContract('adminDisableGiftCard', disabled, 200);
    expect(disabled.body.status).toBe('disabled');
    const refused = await shop().post(
      '/gift-cards/balance',
      { code: card.code },
      { headers: { 'idempotency-key': `${card.id}-d` } },
    );
    expectContract('checkGiftCardBalance', refused, 422);
    const withoutRequestId = (body: { error: Record<string, unknown> }) => ({ ...body.error, requestId: undefined });
    expect(withoutRequestId(refused.body)).toEqual(withoutRequestId(unknown.body));
    const enabled = await admin(h.baseUrl, store).post(`/gift-cards/${card.id}/enable`, {});
    expect(enabled.body.status).toBe('active');
  });
});

describe('when staff add and remove store credit and the shopper reads it', () => {
  it('then the balance never goes below zero, and the shopper sees the balance and its history', async () => {
    const customerId = await makeCustomer(em(), store.storeId, `credit-${Date.now()}@example.com`);
    const added = await admin(h.baseUrl, store).post(`/customers/${customerId}/store-credit`, {
      currency: 'USD',
      amount: 2500,
      reason: 'Late delivery',
    });
    expectContract('adminChangeCustomerStoreCredit', added, 200);
    const overdrawn = await admin(h.baseUrl, store).post(`/customers/${customerId}/store-credit`, {
      currency: 'USD',
      amount: -3000,
      reason: 'too much',
    });
    expectContract('adminChangeCustomerStoreCredit', overdrawn, 409);
    const { token } = await createSession(em(), store.storeId, customerId, { idleSeconds: 3600, maxSeconds: 7200 });
    const mine = await shop().get('/customers/me/store-credit', { headers: { 'x-customer-session': token } });
    expectContract('getCurrentCustomerStoreCredit', mine, 200);
    expect(mine.body.data).toMatchObject([
      { currency: 'USD', balance: { amount: 2500 }, history: [{ kind: 'adjust', reason: 'Late delivery' }] },
    ]);
    const staffView = await admin(h.baseUrl, store).get(`/customers/${customerId}/store-credit`);
    expectContract('adminGetCustomerStoreCredit', staffView, 200);
    expect(staffView.body).toEqual(mine.body);
  });
});

describe('when gift cards pay a whole order', () => {
  it('then the checkout shows what each covers, needs no card, and the order is paid, nothing captured', async () => {
    const first = await issue(1000);
    const second = await issue(5000);
    const cart = await cartWithCards([first.code, second.code]);
    expect(cart.checkout).toMatchObject({
      total: { amount: 3000 },
      appliedBalances: [
        { type: 'gift_card', last4: first.last4, amount: { amount: 1000 }, remaining: { amount: 0 } },
        { type: 'gift_card', last4: second.last4, amount: { amount: 2000 }, remaining: { amount: 3000 } },
      ],
      amountDue: { amount: 0 },
    });
    const placed = await submitSettled(h.baseUrl, store, cart.token, { paymentMethod: 'card' });
    expectContract('submitCheckout', placed, 201);
    expect(placed.body).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    expect(await balanceOf(first.id)).toBe(0);
    expect(await balanceOf(second.id)).toBe(3000);
    const order = await queryOne<{ captured_amount: string; balance_paid_amount: string }>(
      em(),
      'SELECT captured_amount, balance_paid_amount FROM orders WHERE id = ?',
      [placed.body.id],
    );
    expect(order).toEqual({ captured_amount: '0', balance_paid_amount: '3000' });
    await expectBalancesEqualLedger();
  });
});

describe('when a signed-in shopper pays with a gift card and their store credit', () => {
  it('then the card pays first, the credit the rest, and the events say so', async () => {
    const customerId = await makeCustomer(em(), store.storeId, `credit-pay-${Date.now()}@example.com`);
    await admin(h.baseUrl, store).post(
      `/customers/${customerId}/store-credit`,
      { currency: 'USD', amount: 5000, reason: 'Goodwill' },
      { headers: { 'idempotency-key': `credit-${customerId}` } },
    );
    const { token: session } = await createSession(em(), store.storeId, customerId, {
      idleSeconds: 3600,
      maxSeconds: 7200,
    });
    const card = await issue(1000);
    const cart = await cartWithCards([card.code]);
    const before = await countEvents(em(), store.storeId, 'store_credit.changed');
    const applied = await shop(cart.token).put('/cart/store-credit', undefined, {
      headers: { 'x-customer-session': session, 'idempotency-key': `apply-${cart.cartId}` },
    });
    expectContract('applyCartStoreCredit', applied, 200);
    expect(applied.body).toMatchObject({
      appliedBalances: [
        { type: 'gift_card', amount: { amount: 1000 } },
        { type: 'store_credit', last4: null, amount: { amount: 2000 } },
      ],
      amountDue: { amount: 0 },
    });
    const placed = await submitSettled(h.baseUrl, store, cart.token, { paymentMethod: 'card' });
    expectContract('submitCheckout', placed, 201);
    const credit = await shop().get('/customers/me/store-credit', { headers: { 'x-customer-session': session } });
    expect(credit.body.data).toMatchObject([
      { currency: 'USD', balance: { amount: 3000 }, history: [{ kind: 'redeem', orderId: placed.body.id }, {}] },
    ]);
    expect(await countEvents(em(), store.storeId, 'store_credit.changed')).toBe(before + 1);
    expect(await countEvents(em(), store.storeId, 'gift_card.redeemed')).toBeGreaterThanOrEqual(1);
    expect(await countEvents(em(), store.storeId, 'gift_card.issued')).toBeGreaterThanOrEqual(1);

    const removed = await shop(cart.token).delete('/cart/store-credit');
    expectContract('removeCartStoreCredit', removed, 409);
  });
});

describe('when a card pays the rest after a gift card and is declined', () => {
  it('then the debit is reversed by a compensating row and the card holds its balance again', async () => {
    const card = await issue(1000);
    const cart = await cartWithCards([card.code]);
    expect(cart.checkout).toMatchObject({ amountDue: { amount: 2000 } });
    const declined = await submit(h.baseUrl, store, cart.token, {
      paymentMethod: 'card',
      paymentToken: 'tok_declined',
    });
    expectContract('submitCheckout', declined, 402);
    expect(await balanceOf(card.id)).toBe(1000);
    const rows = await queryRows<{ kind: string; amount: string }>(
      em(),
      'SELECT kind, amount FROM balance_ledger WHERE gift_card_id = ? ORDER BY created_at',
      [card.id],
    );
    expect(rows).toEqual([
      { kind: 'issue', amount: '1000' },
      { kind: 'redeem', amount: '-1000' },
      { kind: 'reverse', amount: '1000' },
    ]);
    expect(await stockOf(em(), cart.variantId)).toMatchObject({ reserved: 0 });

    const paid = await submitSettled(h.baseUrl, store, cart.token, { paymentMethod: 'card', paymentToken: 'tok_visa' });
    expectContract('submitCheckout', paid, 201);
    expect(paid.body.payments).toMatchObject([{ amount: { amount: 2000 } }]);
    expect(await balanceOf(card.id)).toBe(0);
    // A refund reaches at most what was paid: the card's 2,000 and the gift card's 1,000.
    const refund = await admin(h.baseUrl, store).post(
      `/orders/${paid.body.id}/refund`,
      { amount: 3500 },
      { headers: { 'idempotency-key': `refund-${paid.body.id}` } },
    );
    expectContract('adminRefundOrder', refund, 422);
    expect(refund.body.error).toMatchObject({ code: 'refund_exceeds_captured', details: { refundable: 3000 } });
    // Cancelling refunds the card its 2,000 and gives the gift card its 1,000 back.
    const cancelled = await admin(h.baseUrl, store).post(
      `/orders/${paid.body.id}/cancel`,
      { reason: 'changed mind' },
      { headers: { 'idempotency-key': `cancel-${paid.body.id}` } },
    );
    expectContract('adminCancelOrder', cancelled, 200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', refundedAmount: { amount: 2000 } });
    expect(await balanceOf(card.id)).toBe(1000);
    await expectBalancesEqualLedger();
  });
});

const refund = (orderId: string, amount: number, key: string) =>
  admin(h.baseUrl, store).post(`/orders/${orderId}/refund`, { amount }, { headers: { 'idempotency-key': key } });

const ledgerOf = (orderId: string) =>
  queryRows<{ kind: string; amount: string; gift_card_id: string; idempotency_key: string }>(
    em(),
    `SELECT kind, amount, gift_card_id, idempotency_key FROM balance_ledger WHERE order_id = ?
      ORDER BY created_at, id`,
    [orderId],
  );

describe('when an order paid partly by two gift cards and partly by card is refunded', () => {
  it('then the card gets its part back first, then the cards from the last applied, one row per movement', async () => {
    const first = await issue(500);
    const second = await issue(700);
    const cart = await cartWithCards([first.code, second.code]);
    const paid = await submitSettled(h.baseUrl, store, cart.token, { paymentMethod: 'card', paymentToken: 'tok_visa' });
    expectContract('submitCheckout', paid, 201);
    expect(paid.body.payments).toMatchObject([{ amount: { amount: 1800 } }]);
    const orderId = paid.body.id as string;

    // 2,000: the card's 1,800, then 200 onto the card applied last.
    const partial = await refund(orderId, 2000, `refund-a-${orderId}`);
    expectContract('adminRefundOrder', partial, 200);
    expect(partial.body).toMatchObject({ paymentStatus: 'partially_refunded', refundedAmount: { amount: 2000 } });
    expect(partial.body.refunds).toMatchObject([{ amount: { amount: 2000 } }]);
    expect([await balanceOf(first.id), await balanceOf(second.id)]).toEqual([0, 200]);
    const replayed = await refund(orderId, 2000, `refund-a-${orderId}`);
    expect(replayed.status).toBe(200);
    expect(await balanceOf(second.id)).toBe(200);

    // Two refunds of 800 race for the 1,000 left: one is made, the other refused, never more than was paid.
    const raced = await Promise.all([
      refund(orderId, 800, `refund-b-${orderId}`),
      refund(orderId, 800, `refund-c-${orderId}`),
    ]);
    expect(raced.map((r) => r.status).sort()).toEqual([200, 422]);
    const refused = raced.find((r) => r.status === 422)!;
    expectContract('adminRefundOrder', refused, 422);
    expect(refused.body.error).toMatchObject({ code: 'refund_exceeds_captured', details: { refundable: 200 } });
    expect([await balanceOf(first.id), await balanceOf(second.id)]).toEqual([300, 700]);

    const rest = await refund(orderId, 200, `refund-d-${orderId}`);
    expectContract('adminRefundOrder', rest, 200);
    expect(rest.body).toMatchObject({ paymentStatus: 'refunded', refundedAmount: { amount: 3000 } });
    // Each card holds what it had before the order, and no more.
    expect([await balanceOf(first.id), await balanceOf(second.id)]).toEqual([500, 700]);
    const rows = await ledgerOf(orderId);
    expect(rows.map((r) => [r.kind, r.gift_card_id === first.id ? 'first' : 'second', Number(r.amount)])).toEqual([
      ['redeem', 'first', -500],
      ['redeem', 'second', -700],
      ['refund_to', 'second', 200],
      ['refund_to', 'second', 500],
      ['refund_to', 'first', 300],
      ['refund_to', 'first', 200],
    ]);
    expect(new Set(rows.map((r) => r.idempotency_key)).size).toBe(rows.length);
    await expectBalancesEqualLedger();
  });

  it('then cancelling after a refund onto a card gives that card back only what it has not had', async () => {
    const card = await issue(1000);
    const cart = await cartWithCards([card.code]);
    const paid = await submitSettled(h.baseUrl, store, cart.token, { paymentMethod: 'card', paymentToken: 'tok_visa' });
    expectContract('submitCheckout', paid, 201);
    const orderId = paid.body.id as string;
    expectContract('adminRefundOrder', await refund(orderId, 2400, `refund-${orderId}`), 200);
    expect(await balanceOf(card.id)).toBe(400);
    const cancelled = await admin(h.baseUrl, store).post(
      `/orders/${orderId}/cancel`,
      {},
      { headers: { 'idempotency-key': `cancel-${orderId}` } },
    );
    expectContract('adminCancelOrder', cancelled, 200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', refundedAmount: { amount: 2400 } });
    expect(await balanceOf(card.id)).toBe(1000);
    expect((await ledgerOf(orderId)).map((r) => [r.kind, Number(r.amount)])).toEqual([
      ['redeem', -1000],
      ['refund_to', 400],
      ['reverse', 600],
    ]);
    await expectBalancesEqualLedger();
  });
});

describe('when staff choose the order of tenders for a refund', () => {
  it('then the refund goes back in their order, and a later refund and the cancel give each its rest', async () => {
    const first = await issue(500);
    const second = await issue(700);
    const cart = await cartWithCards([first.code, second.code]);
    const paid = await submitSettled(h.baseUrl, store, cart.token, { paymentMethod: 'card', paymentToken: 'tok_visa' });
    expectContract('submitCheckout', paid, 201);
    const orderId = paid.body.id as string;
    const refundIn = (amount: number, tenderOrder: string[], key: string) =>
      admin(h.baseUrl, store).post(
        `/orders/${orderId}/refund`,
        { amount, tenderOrder },
        { headers: { 'idempotency-key': `${key}-${orderId}` } },
      );

    // 900 onto the gift cards first (the last applied first), nothing through the provider.
    const cardsFirst = await refundIn(900, ['gift_card'], 'cards-first');
    expectContract('adminRefundOrder', cardsFirst, 200);
    expect(cardsFirst.body).toMatchObject({ refundedAmount: { amount: 900 } });
    expect([await balanceOf(first.id), await balanceOf(second.id)]).toEqual([200, 700]);
    const providerRefunded = async () =>
      Number(
        (
          await queryOne<{ refunded: string }>(
            em(),
            'SELECT coalesce(sum(refunded_amount), 0) AS refunded FROM payments WHERE order_id = ?',
            [orderId],
          )
        )?.refunded,
      );
    expect(await providerRefunded()).toBe(0);

    // The payment first, as by default: its whole 1,800 is still there to take back.
    const paymentFirst = await refundIn(1000, ['payment', 'gift_card'], 'payment-first');
    expectContract('adminRefundOrder', paymentFirst, 200);
    expect(await providerRefunded()).toBe(1000);
    expect([await balanceOf(first.id), await balanceOf(second.id)]).toEqual([200, 700]);

    const badOrder = await refundIn(100, ['cash'], 'bad');
    expectContract('adminRefundOrder', badOrder, 400);

    // Cancelling gives the payment its 800 left and the first card its 300, never what each has had back.
    const cancelled = await admin(h.baseUrl, store).post(
      `/orders/${orderId}/cancel`,
      {},
      { headers: { 'idempotency-key': `cancel-${orderId}` } },
    );
    expectContract('adminCancelOrder', cancelled, 200);
    expect(await providerRefunded()).toBe(1800);
    expect([await balanceOf(first.id), await balanceOf(second.id)]).toEqual([500, 700]);
    expect((await ledgerOf(orderId)).map((r) => [r.kind, r.gift_card_id === first.id ? 'first' : 'second'])).toEqual([
      ['redeem', 'first'],
      ['redeem', 'second'],
      ['refund_to', 'second'],
      ['refund_to', 'first'],
      ['reverse', 'first'],
    ]);
    await expectBalancesEqualLedger();
  });
});

describe('when gift cards pass their expiry and the expiry schedule runs', () => {
  it('then each card left with value gets one expire row, its balance is 0, and it can no longer be used', async () => {
    const expiresAt = new Date(Date.now() + 1500).toISOString();
    const res = await admin(h.baseUrl, store).post('/gift-cards', { currency: 'USD', amount: 1200, expiresAt });
    expectContract('adminIssueGiftCard', res, 201);
    const card = res.body as { id: string; code: string };
    const lasting = await issue(300);
    await new Promise((resolve) => setTimeout(resolve, 2000));

    const scheduleId = `gift-card-expiry-test-${card.id}`;
    const runOnce = async () => {
      await ensureGiftCardExpirySchedule(h.temporal.client, h.config.temporalTaskQueue, '1 hour', scheduleId);
      const schedule = h.temporal.client.schedule.getHandle(scheduleId);
      try {
        let workflowId: string | undefined;
        for (let attempt = 0; attempt < 100 && !workflowId; attempt += 1) {
          workflowId = (await schedule.describe()).info.recentActions[0]?.action.workflow.workflowId;
          if (!workflowId) await new Promise((r) => setTimeout(r, 200));
        }
        return h.temporal.client.workflow.getHandle(workflowId as string).result();
      } finally {
        await schedule.delete();
      }
    };
    expect(await runOnce()).toMatchObject({ expired: expect.any(Number) });
    // A second run (the next hour's, or a retried activity) expires nothing again.
    await h.temporal.client.workflow.execute('expireGiftCardsWorkflow', {
      workflowId: `${scheduleId}-again`,
      taskQueue: h.config.temporalTaskQueue,
      args: [],
    });
    const rows = await queryRows<{ kind: string; amount: string; idempotency_key: string }>(
      em(),
      'SELECT kind, amount, idempotency_key FROM balance_ledger WHERE gift_card_id = ? ORDER BY created_at, id',
      [card.id],
    );
    expect(rows).toEqual([
      { kind: 'issue', amount: '1200', idempotency_key: `${card.id}:issue` },
      { kind: 'expire', amount: '-1200', idempotency_key: `${card.id}:expire` },
    ]);
    expect(await balanceOf(card.id)).toBe(0);
    expect(await balanceOf(lasting.id)).toBe(300);
    const checked = await shop().post(
      '/gift-cards/balance',
      { code: card.code },
      { headers: { 'idempotency-key': `expired-${card.id}` } },
    );
    expectContract('checkGiftCardBalance', checked, 422);
    expect(checked.body.error).toMatchObject({ code: 'gift_card_invalid' });
    const got = await admin(h.baseUrl, store).get(`/gift-cards/${card.id}`);
    expect(got.body).toMatchObject({ status: 'expired', history: [{ kind: 'expire' }, { kind: 'issue' }] });
    await expectBalancesEqualLedger();
  });
});

const CONCURRENT = Number(process.env.GIFT_CARD_RACE_CHECKOUTS ?? 200);

describe(`when ${CONCURRENT} checkouts at once redeem one card whose balance covers 10 orders`, () => {
  it('then exactly 10 orders are placed, the card ends at zero, and every other checkout debited nothing', async () => {
    const card = await issue(10 * 3000);
    const carts = [];
    for (let i = 0; i < CONCURRENT; i += 1) carts.push(await cartWithCards([card.code]));
    const answers = await Promise.all(
      carts.map((cart) => submit(h.baseUrl, store, cart.token, { paymentMethod: 'card' })),
    );
    for (const answer of answers) expect([201, 202, 409]).toContain(answer.status);
    // Every checkout settles: placed (completed) or refused (reopened with its error).
    const settle = Date.now() + 120_000;
    let statuses = await Promise.all(carts.map((cart) => cartStatus(em(), cart.cartId)));
    while (
      statuses.some((s) => s.status === 'checking_out' || (s.status === 'open' && !s.error)) &&
      Date.now() < settle
    ) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      statuses = await Promise.all(carts.map((cart) => cartStatus(em(), cart.cartId)));
    }
    expect(statuses.filter((s) => s.status === 'completed')).toHaveLength(10);
    expect(statuses.filter((s) => s.status === 'open').map((s) => s.error?.code)).toEqual(
      Array(CONCURRENT - 10).fill('balance_insufficient'),
    );
    expect(await balanceOf(card.id)).toBe(0);
    const net = await queryRows<{ order_id: string; net: string }>(
      em(),
      `SELECT order_id, sum(amount) AS net FROM balance_ledger WHERE gift_card_id = ? AND order_id IS NOT NULL
        GROUP BY order_id`,
      [card.id],
    );
    const paidOrders = await queryRows<{ id: string }>(
      em(),
      `SELECT id FROM orders WHERE cart_id IN (?) AND payment_status = 'paid'`,
      [carts.map((cart) => cart.cartId)],
    );
    expect(paidOrders).toHaveLength(10);
    // Each placed order debited 3,000; any order that did not complete has a net of zero.
    const paidIds = new Set(paidOrders.map((o) => o.id));
    for (const row of net) expect(Number(row.net)).toBe(paidIds.has(row.order_id) ? -3000 : 0);
    await expectBalancesEqualLedger();
  }, 600_000);
});
