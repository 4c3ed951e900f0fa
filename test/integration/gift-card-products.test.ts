import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startHarness, type Harness } from '../support/harness';
import { expectContract } from '../support/contract';
import { newCartToken, publicClient } from '../support/http';
import { waitFor } from '../support/processes';
import { countEvents, mailsTo, makeOrder, waitForMails } from '../support/customers';
import { execute, queryOne, queryRows } from '../../src/db/sql';
import { giftCardDeliveryWorkflowId } from '../../src/shared/workflow-ids';
import { startGiftCardDelivery } from '../../src/temporal/gift-card-deliveries';
import { purchasedGiftCardId } from '../../src/balances/gift-card-purchases.service';
import { backgroundTaskQueueOf } from '../../src/temporal/task-queues';
import { SEARCH } from '../../workflows/definitions';
import {
  admin,
  makeCheckoutStore,
  makeReadyCart,
  makeStockedProduct,
  submitSettled,
  type CheckoutStore,
} from '../support/checkout-factories';

/** Gift cards bought in the shop: issued on payment, mailed at once or on a date, taken back by a refund (issue 44). */
const mailDir = mkdtempSync(join(tmpdir(), 'commerce-gift-mail-'));
let h: Harness;
let store: CheckoutStore;
beforeAll(async () => {
  // Paid orders reach the delivery workflows through the outbox relay, as in production.
  h = await startHarness({ worker: true, env: { MAIL_DIR: mailDir, WEBHOOK_RELAY_ENABLED: 'true' } });
  store = await makeCheckoutStore(h.orm.em.fork());
});
afterAll(async () => {
  await h?.close();
  rmSync(mailDir, { recursive: true, force: true });
});

const em = () => h.orm.em.fork();
const cardId = purchasedGiftCardId;
const shop = (token?: string) => publicClient(h.baseUrl, store.publishableKey, token);

/** A product of one 2,500 USD variant, marked a gift card through the private API. */
async function giftCardProduct() {
  const product = await makeStockedProduct(em(), store, 100);
  const marked = await admin(h.baseUrl, store).patch(`/products/${product.productId}`, { giftCard: true });
  expectContract('adminUpdateProduct', marked, 200);
  expect(marked.body.giftCard).toBe(true);
  return product;
}

const cardsOfLine = (lineId: string) =>
  queryRows<{ id: string; balance: string; initial_amount: string; disabled: boolean; order_line_id: string }>(
    em(),
    'SELECT id, balance, initial_amount, disabled, order_line_id FROM gift_cards WHERE order_line_id = ? ORDER BY id',
    [lineId],
  );

const codeIn = (mail: { text: string }) => (mail.text.match(/[A-Z0-9]{4}(-[A-Z0-9]{4}){3}/) as RegExpMatchArray)[0];

async function paidOrder(token: string) {
  const paid = await submitSettled(h.baseUrl, store, token, { paymentMethod: 'card', paymentToken: 'tok_visa' });
  expectContract('submitCheckout', paid, 201);
  return paid.body as { id: string; lines: Array<{ id: string; giftCard: unknown }> };
}

describe('when a shopper buys two gift cards for a friend, to be mailed on a date', () => {
  it('then each unit is issued once on payment, mailed on its date, and a refund takes back unused ones', async () => {
    const product = await giftCardProduct();
    const publicView = await shop().get(`/products/${product.productId}`);
    expectContract('getProduct', publicView, 200);
    expect(publicView.body.giftCard).toBe(true);
    const other = await makeStockedProduct(em(), store, 10);
    const cart = await makeReadyCart(em(), store, [
      { ...product, quantity: 2 },
      { ...other, quantity: 1 },
    ]);
    const items = (await shop(cart.token).get('/cart')).body.items as Array<{ id: string; variantId: string }>;
    const lineOf = (variantId: string) => items.find((item) => item.variantId === variantId)!.id;
    const setGiftCard = (lineId: string, body: Record<string, unknown>) =>
      shop(cart.token).put(`/cart/items/${lineId}/gift-card`, body, {
        headers: { 'idempotency-key': `${lineId}-${JSON.stringify(body)}` },
      });

    const past = await setGiftCard(lineOf(product.variantId), { deliverAt: new Date(Date.now() - 1000).toISOString() });
    expectContract('setCartItemGiftCard', past, 400);
    expect(past.body.error.details).toMatchObject([{ field: 'body.deliverAt' }]);
    const notAGiftCard = await setGiftCard(lineOf(other.variantId), { recipientEmail: 'sam@example.com' });
    expectContract('setCartItemGiftCard', notAGiftCard, 400);
    const badEmail = await setGiftCard(lineOf(product.variantId), { recipientEmail: 'not an address' });
    expectContract('setCartItemGiftCard', badEmail, 400);

    const recipient = `friend-${cart.cartId}@example.com`;
    const deliverAt = new Date(Date.now() + 6000).toISOString();
    const set = await setGiftCard(lineOf(product.variantId), {
      recipientEmail: recipient,
      recipientName: 'Sam',
      senderName: 'Alex',
      message: 'Happy birthday <3',
      deliverAt,
    });
    expectContract('setCartItemGiftCard', set, 200);

    const issuedBefore = await countEvents(em(), store.storeId, 'gift_card.issued');
    const order = await paidOrder(cart.token);
    const line = order.lines.find((l) => l.giftCard)!;
    expect(line.giftCard).toMatchObject({ recipientEmail: recipient, message: 'Happy birthday <3', deliverAt });
    expect(order.lines.filter((l) => l.giftCard)).toHaveLength(1);

    // Issued on payment, one card per unit, keyed by the line and the unit; mailed only on the date.
    await waitFor(async () => (await cardsOfLine(line.id)).length === 2, 'the cards to be issued', 20_000);
    expect((await cardsOfLine(line.id)).map((c) => [c.id, Number(c.balance)])).toEqual([
      [cardId(line.id, 1), 2500],
      [cardId(line.id, 2), 2500],
    ]);
    await waitFor(
      async () => (await countEvents(em(), store.storeId, 'gift_card.issued')) === issuedBefore + 2,
      'gift_card.issued twice',
      10_000,
    );
    expect(await mailsTo(mailDir, recipient)).toHaveLength(0);
    const handle = h.temporal.client.workflow.getHandle(giftCardDeliveryWorkflowId(cardId(line.id, 1)));
    const described = await handle.describe();
    expect(described.status.name).toBe('RUNNING');
    expect(described.typedSearchAttributes.get(SEARCH.orderId)).toBe(order.id);
    expect(described.typedSearchAttributes.get(SEARCH.customerEmail)).toBe(recipient);

    const mails = await waitForMails(mailDir, recipient, 2, 20_000);
    expect(mails).toHaveLength(2);
    expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(deliverAt));
    expect(mails[0]).toMatchObject({ subject: 'Alex sent you a $25.00 gift card' });
    expect(mails[0].text).toContain('Happy birthday <3');
    expect(mails[0].html).toContain('Happy birthday &lt;3');
    expect(await handle.result()).toMatchObject({ outcome: 'sent' });
    const codes = mails.map(codeIn);
    expect(new Set(codes).size).toBe(2);
    for (const code of codes) {
      const checked = await shop().post('/gift-cards/balance', { code }, { headers: { 'idempotency-key': code } });
      expectContract('checkGiftCardBalance', checked, 200);
      expect(checked.body).toMatchObject({ balance: { amount: 2500 } });
    }
    // The code is forgotten once mailed.
    const delivery = await queryOne<{ sealed_code: string | null; sent_at: string | null }>(
      em(),
      'SELECT sealed_code, sent_at FROM gift_card_deliveries WHERE gift_card_id = ?',
      [cardId(line.id, 1)],
    );
    expect(delivery).toMatchObject({ sealed_code: null, sent_at: expect.anything() });

    // A second start of a delivery (another relay pass) issues and mails nothing again.
    await startGiftCardDelivery(h.temporal.client, backgroundTaskQueueOf(h.config.temporalTaskQueue), {
      storeId: store.storeId,
      orderId: order.id,
      orderLineId: line.id,
      unit: 1,
      currency: 'USD',
      amount: 2500,
      recipientEmail: recipient,
      recipientName: null,
      senderName: null,
      message: null,
      deliverAt: null,
    });
    const issueRows = await queryRows(
      em(),
      `SELECT id FROM balance_ledger WHERE gift_card_id IN (?, ?) AND kind = 'issue'`,
      [cardId(line.id, 1), cardId(line.id, 2)],
    );
    expect(issueRows).toHaveLength(2);

    // The first card is used a little: refunding both units is refused, refunding one takes back the unused one.
    const adjusted = await admin(h.baseUrl, store).post(`/gift-cards/${cardId(line.id, 1)}/adjustments`, {
      amount: -100,
      reason: 'spent in the shop',
    });
    expectContract('adminAdjustGiftCard', adjusted, 200);
    const refundLine = (quantity: number) =>
      admin(h.baseUrl, store).post(
        `/orders/${order.id}/refund`,
        { items: [{ lineId: line.id, quantity }] },
        { headers: { 'idempotency-key': `refund-${quantity}-${order.id}` } },
      );
    const refused = await refundLine(2);
    expectContract('adminRefundOrder', refused, 409);
    expect(refused.body.error).toMatchObject({ code: 'gift_card_spent', details: { giftCardId: cardId(line.id, 1) } });
    const refunded = await refundLine(1);
    expectContract('adminRefundOrder', refunded, 200);
    expect((await cardsOfLine(line.id)).map((c) => [c.id, Number(c.balance), c.disabled])).toEqual([
      [cardId(line.id, 1), 2400, false],
      [cardId(line.id, 2), 0, true],
    ]);
    const last4 = (await queryOne<{ last4: string }>(em(), 'SELECT last4 FROM gift_cards WHERE id = ?', [
      cardId(line.id, 2),
    ]))!.last4;
    const takenBack = await shop().post(
      '/gift-cards/balance',
      { code: codes.find((code) => code.endsWith(last4)) },
      { headers: { 'idempotency-key': `after-${order.id}` } },
    );
    expectContract('checkGiftCardBalance', takenBack, 422);
    expect(takenBack.body.error).toMatchObject({ code: 'gift_card_invalid' });
    // Cancelling would take back the used card too: refused alike.
    const cancel = await admin(h.baseUrl, store).post(
      `/orders/${order.id}/cancel`,
      {},
      { headers: { 'idempotency-key': `cancel-${order.id}` } },
    );
    expectContract('adminCancelOrder', cancel, 409);
    expect(cancel.body.error).toMatchObject({ code: 'gift_card_spent' });
  }, 90_000);
});

describe('when a shopper buys a gift card without naming a recipient', () => {
  it('then it is issued and mailed to the buyer at once', async () => {
    const product = await giftCardProduct();
    const cart = await makeReadyCart(em(), store, [{ ...product, quantity: 1 }]);
    const email = (await shop(cart.token).get('/cart')).body.email as string;
    const order = await paidOrder(cart.token);
    expect(order.lines[0].giftCard).toEqual({});
    const [mail] = await waitForMails(mailDir, email, 1, 20_000);
    expect(mail).toMatchObject({ subject: `${store.store.name} sent you a $25.00 gift card` });
    const checked = await shop().post(
      '/gift-cards/balance',
      { code: codeIn(mail) },
      { headers: { 'idempotency-key': `buyer-${order.id}` } },
    );
    expectContract('checkGiftCardBalance', checked, 200);
    const ledger = await queryRows<{ kind: string; order_id: string }>(
      em(),
      'SELECT kind, order_id FROM balance_ledger WHERE gift_card_id = ?',
      [cardId(order.lines[0].id, 1)],
    );
    expect(ledger).toEqual([{ kind: 'issue', order_id: order.id }]);
    // Cancelled while unused: the card is taken back (emptied by a row, disabled).
    const cancel = await admin(h.baseUrl, store).post(
      `/orders/${order.id}/cancel`,
      {},
      { headers: { 'idempotency-key': `cancel-${order.id}` } },
    );
    expectContract('adminCancelOrder', cancel, 200);
    expect((await cardsOfLine(order.lines[0].id)).map((c) => [Number(c.balance), c.disabled])).toEqual([[0, true]]);
  }, 60_000);
});

describe('when the start of a delivery was lost (the order was paid but no delivery began)', () => {
  it('then the expiry schedule’s run starts it once, and the cards are issued and mailed', async () => {
    // An order paid without an `order.paid` the relay could pass on: as if Temporal was away when it did.
    const email = `lost-start-${Date.now()}@example.com`;
    const orderId = await makeOrder(em(), { storeId: store.storeId, email });
    await execute(em(), `UPDATE order_lines SET gift_card = '{}'::jsonb WHERE order_id = ?`, [orderId]);
    await execute(em(), `UPDATE orders SET updated_at = now() - interval '10 minutes' WHERE id = ?`, [orderId]);
    const [line] = await queryRows<{ id: string }>(em(), 'SELECT id FROM order_lines WHERE order_id = ?', [orderId]);

    const run = (id: string) =>
      h.temporal.client.workflow.execute('expireGiftCardsWorkflow', {
        workflowId: `gift-card-redrive-${id}-${orderId}`,
        taskQueue: h.config.temporalTaskQueue,
        args: [],
      });
    expect(await run('first')).toMatchObject({ deliveriesStarted: expect.any(Number) });
    const mails = await waitForMails(mailDir, email, 2, 20_000);
    expect(mails).toHaveLength(2);
    expect((await cardsOfLine(line.id)).map((c) => [c.id, Number(c.balance)])).toEqual([
      [cardId(line.id, 1), 2500],
      [cardId(line.id, 2), 2500],
    ]);
    // Delivered now: a second run starts nothing for it, and nothing more is mailed.
    await run('second');
    expect(await mailsTo(mailDir, email)).toHaveLength(2);
  }, 60_000);
});

describe('when a cart holds gift cards only', () => {
  it('then the checkout needs no address nor shipping option, charges none, and the order is placed', async () => {
    const product = await giftCardProduct();
    const token = newCartToken();
    const added = await shop(token).post(
      '/cart/items',
      { ...product, quantity: 1 },
      { headers: { 'idempotency-key': `add-${token}` } },
    );
    expectContract('addCartItem', added, 200);
    const email = `gift-only-${Date.now()}@example.com`;
    const details = await shop(token).patch('/cart/checkout', { email });
    expectContract('saveCheckoutDetails', details, 200);
    const checkout = await shop(token).get('/cart/checkout');
    expectContract('getCheckout', checkout, 200);
    expect(checkout.body).toMatchObject({
      status: 'ready',
      missing: [],
      requiresShipping: false,
      shippingTotal: { amount: 0 },
      total: { amount: 2500 },
    });
    const order = await paidOrder(token);
    expect(order).toMatchObject({ shippingTotal: { amount: 0 }, total: { amount: 2500 } });
    const [mail] = await waitForMails(mailDir, email, 1, 20_000);
    expect(mail.subject).toContain('gift card');

    // An option the shopper chose anyway is charged, as the cart shows it: the cart and the checkout agree.
    const chosen = await makeReadyCart(em(), store, [{ ...product, quantity: 1 }]);
    const withOption = (await shop(chosen.token).get('/cart/checkout')).body;
    expect(withOption).toMatchObject({ requiresShipping: false, shippingTotal: { amount: 500 } });
    expect((await shop(chosen.token).get('/cart')).body.total).toEqual(withOption.total);

    // A cart with anything else still ships.
    const mixed = await makeReadyCart(em(), store, [
      { ...product, quantity: 1 },
      { ...(await makeStockedProduct(em(), store, 5)), quantity: 1 },
    ]);
    expect((await shop(mixed.token).get('/cart/checkout')).body).toMatchObject({ requiresShipping: true });
  }, 60_000);
});
