import { createAppTester } from 'zapier-platform-core';
import { prepareApp, validateApp } from 'zapier-platform-core/src/tools/schema';
import app from '../../packages/zapier/src/index';
import { startHarness, type Harness } from '../support/harness';
import { publicClient } from '../support/http';
import {
  ADDRESS,
  admin,
  makeCheckoutStore,
  makeReadyCart,
  submit,
  type CheckoutStore,
} from '../support/checkout-factories';
import { eventually, startReceiver, type ReceivedWebhook, type WebhookReceiver } from '../support/webhook-receiver';

let h: Harness;
let store: CheckoutStore;
/** Stands in for Zapier's hook URLs: every endpoint a trigger subscribes delivers here. */
let hooks: WebhookReceiver;
let authData: { baseUrl: string; secretKey: string };
const appTester = createAppTester(app);

beforeAll(async () => {
  h = await startHarness({
    worker: true,
    env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_RELAY_ENABLED: 'true' },
  });
  store = await makeCheckoutStore(h.orm.em.fork());
  hooks = await startReceiver();
  authData = { baseUrl: `${h.baseUrl}/`, secretKey: store.secretKey };
});
afterAll(async () => {
  await hooks.close();
  await h.close();
});

type Operation = { perform: any; performSubscribe?: any; performUnsubscribe?: any; performList?: any };
const trigger = (key: string) => app.triggers[key].operation as Operation;
const create = (key: string) => app.creates[key].operation as Operation;
const search = (key: string) => app.searches[key].operation as Operation;
const api = () => admin(h.baseUrl, store);

/** The first delivery of this type whose object passes the check, as our service sent it to the hook URL. */
const deliveryOf = (type: string, check: (object: any) => boolean = () => true) =>
  eventually(() => hooks.received.find((r) => r.json.type === type && check(r.json.data.object)), `a ${type} delivery`);

/** The delivery as Zapier hands it to a hook trigger's perform: raw body, headers named `Http-Webhook-Id`. */
function asZapierRequest(delivery: ReceivedWebhook, content = delivery.body) {
  const headers = Object.fromEntries(
    Object.entries(delivery.headers).map(([name, value]) => [
      `Http-${name.replace(/(^|-)(\w)/g, (_m, dash: string, c: string) => dash + c.toUpperCase())}`,
      value,
    ]),
  );
  return { headers, content };
}

const subscriptions: Record<string, { id: string; secret: string }> = {};

/** Each trigger, handed the delivery of its event whose object passes the check, answers that one event. */
async function expectTriggersReceive(
  cases: Array<[key: string, type: string, name: string, check: (o: any) => boolean]>,
) {
  for (const [key, type, name, object] of cases) {
    const delivery = await deliveryOf(type, object);
    const items: any = await appTester(trigger(key).perform, {
      authData,
      subscribeData: subscriptions[key],
      rawRequest: asZapierRequest(delivery),
    });
    expect(items.map((item: any) => [item.id, item.type, object(item[name])])).toEqual([
      [delivery.json.id, type, true],
    ]);
  }
}

describe('when the Zapier integration is defined', () => {
  it('then it passes the platform schema that `zapier validate` checks', () => {
    expect(validateApp(prepareApp(app))).toEqual([]);
  });
});

describe('when a store owner connects the store to Zapier', () => {
  it('then the secret key is tested against the store and names the connection', async () => {
    const settings: any = await appTester(app.authentication.test, { authData });
    expect(settings.id).toBe(store.storeId);
    const label = await appTester(app.authentication.connectionLabel, { authData, inputData: settings });
    expect(label).toBe(settings.name);
    await expect(
      appTester(app.authentication.test, { authData: { ...authData, secretKey: 'sk_live_notthekey' } }),
    ).rejects.toThrow();
  });
});

describe('when each trigger is turned on, fed real deliveries, and turned off', () => {
  it('then subscribing registers one webhook endpoint per Zap for its event at the hook URL', async () => {
    for (const key of Object.keys(app.triggers)) {
      const inputData = key === 'low_stock' ? { threshold: 3 } : {};
      subscriptions[key] = await appTester(trigger(key).performSubscribe, {
        authData,
        inputData,
        targetUrl: hooks.url,
      });
      const { status, body } = await api().get(`/webhooks/${subscriptions[key].id}`);
      expect([status, body.url, body.events, body.enabled]).toEqual([
        200,
        hooks.url,
        [app.triggers[key].operation.sample.type],
        true,
      ]);
      expect(subscriptions[key].secret).toMatch(/^whsec_/);
    }
  });

  let product: any;
  it('then Create Product makes a product and Product Updated receives its change, signature checked', async () => {
    product = await appTester(create('create_product').perform, {
      authData,
      inputData: { title: 'Zap lamp', sku: 'ZAP-LAMP', currency: 'usd', price: '2500', stock: '5' },
    });
    const { body } = await api().get(`/products/${product.id}`);
    expect([body.title, body.status, body.variants[0].sku, body.variants[0].stock.onHand]).toEqual([
      'Zap lamp',
      'active',
      'ZAP-LAMP',
      5,
    ]);
    expect(body.variants[0].prices).toEqual([expect.objectContaining({ currency: 'USD', amount: 2500 })]);

    expect((await api().patch(`/products/${product.id}`, { title: 'Zap lamp II' })).status).toBe(200);
    const delivery = await deliveryOf('product.updated', (p) => p.id === product.id && p.title === 'Zap lamp II');
    const items = await appTester(trigger('product_updated').perform, {
      authData,
      subscribeData: subscriptions.product_updated,
      rawRequest: asZapierRequest(delivery),
    });
    expect(items).toEqual([
      expect.objectContaining({
        id: delivery.json.id,
        type: 'product.updated',
        product: expect.objectContaining({ id: product.id, title: 'Zap lamp II' }),
      }),
    ]);
  });

  it('then a tampered delivery, or one signed with another secret, is refused', async () => {
    const delivery = await deliveryOf('product.updated', (p) => p.id === product.id);
    const tampered = delivery.body.replace('Zap lamp II', 'Zap lamp 0');
    expect(tampered).not.toBe(delivery.body);
    const perform = (rawRequest: object, subscribeData = subscriptions.product_updated) =>
      appTester(trigger('product_updated').perform, { authData, subscribeData, rawRequest });
    await expect(perform(asZapierRequest(delivery, tampered))).rejects.toThrow(/Delivery refused/);
    await expect(perform(asZapierRequest(delivery), subscriptions.new_order)).rejects.toThrow(/Delivery refused/);
    await expect(perform({ headers: {}, content: delivery.body })).rejects.toThrow(/Delivery refused/);
  });

  it('then Adjust Stock changes stock by SKU and Low Stock fires once, when it falls to the threshold', async () => {
    const level = await appTester(create('adjust_stock').perform, {
      authData,
      inputData: { sku: 'ZAP-LAMP', mode: 'delta', quantity: '-2', reason: 'zap test' },
    });
    expect(level).toMatchObject({ productId: product.id, onHand: 3 });
    expect((await api().get(`/products/${product.id}`)).body.variants[0].stock.onHand).toBe(3);
    await appTester(create('adjust_stock').perform, {
      authData,
      inputData: { sku: 'ZAP-LAMP', mode: 'set', quantity: '1' },
    });
    expect((await api().get(`/products/${product.id}`)).body.variants[0].stock.onHand).toBe(1);

    const lowStock = (delivery: ReceivedWebhook) =>
      appTester(trigger('low_stock').perform, {
        authData,
        inputData: { threshold: 3 },
        subscribeData: subscriptions.low_stock,
        rawRequest: asZapierRequest(delivery),
      });
    const fell = await deliveryOf('inventory.updated', (s) => s.sku === 'ZAP-LAMP' && s.onHand === 3);
    expect(await lowStock(fell)).toEqual([
      expect.objectContaining({ id: fell.json.id, stock: expect.objectContaining({ sku: 'ZAP-LAMP', onHand: 3 }) }),
    ]);
    const already = await deliveryOf('inventory.updated', (s) => s.sku === 'ZAP-LAMP' && s.onHand === 1);
    expect(await lowStock(already)).toEqual([]);
  });

  let order: any;
  it('then an order placed in the shop reaches New Order, Paid Order and New Customer', async () => {
    await api().post(`/products/${product.id}/stock`, { variantId: product.variants[0].id, set: 10 });
    const cart = await makeReadyCart(h.orm.em.fork(), store, [
      { productId: product.id, variantId: product.variants[0].id, quantity: 2 },
    ]);
    const placed = await submit(h.baseUrl, store, cart.token, { paymentMethod: 'card', paymentToken: 'tok_visa' });
    expect(placed.status).toBe(201);
    order = placed.body;
    await expectTriggersReceive([
      ['new_order', 'order.created', 'order', (o: any) => o.id === order.id],
      ['paid_order', 'order.paid', 'order', (o: any) => o.id === order.id],
      ['new_customer', 'customer.created', 'customer', (c: any) => c.email === order.email],
    ]);
    const samples: any = await appTester(trigger('paid_order').performList, { authData });
    expect(samples[0]).toMatchObject({ type: 'order.paid', order: { id: order.id, paymentStatus: 'paid' } });
  });

  it('then Find Order and Find Customer find what exists, and nothing for what does not', async () => {
    const found: any = await appTester(search('find_order').perform, {
      authData,
      inputData: { query: `#${order.number}` },
    });
    expect(found.map((o: any) => [o.id, o.lines.length])).toEqual([[order.id, 1]]);
    const customers: any = await appTester(search('find_customer').perform, {
      authData,
      inputData: { email: order.email.toUpperCase() },
    });
    expect(customers.map((c: any) => c.email)).toEqual([order.email]);
    expect(
      await appTester(search('find_customer').perform, { authData, inputData: { email: 'nobody@example.com' } }),
    ).toEqual([]);
  });

  it('then an edit of the paid order committed by staff reaches Order Edited', async () => {
    const key = { headers: { 'idempotency-key': 'edit-zap' } };
    const edit = await api().post(`/orders/${order.id}/edits`, {}, key);
    const line = { type: 'add_line', variantId: product.variants[0].id, quantity: 1 };
    await api().post(`/order-edits/${edit.body.id}/operations`, line, { headers: { 'idempotency-key': 'line-zap' } });
    const committed = await api().post(`/order-edits/${edit.body.id}/commit`, {}, { headers: { 'if-match': '0' } });
    expect(committed.body.status).toBe('committed');
    await expectTriggersReceive([['edited_order', 'order.edited', 'order', (o: any) => o.id === order.id]]);
  });

  it('then Fulfil Order ships it with tracking', async () => {
    const fulfilled: any = await appTester(create('fulfil_order').perform, {
      authData,
      inputData: { orderId: order.id, carrier: 'DHL', trackingNumber: 'JD0146', notifyCustomer: false },
    });
    expect(fulfilled.fulfillmentStatus).toBe('fulfilled');
    const { body } = await api().get(`/orders/${order.id}`);
    expect([body.fulfillmentStatus, body.fulfilments[0]?.tracking?.number]).toEqual(['fulfilled', 'JD0146']);
  });

  it('then Refund Order refunds once even when Zapier replays the step, and Refunded Order receives it', async () => {
    const step = { authData, inputData: { orderId: order.id, amount: '700', reason: 'Zap refund' } };
    const first: any = await appTester(create('refund_order').perform, step);
    const replayed: any = await appTester(create('refund_order').perform, step);
    expect(replayed.refunds).toEqual(first.refunds);
    const { body } = await api().get(`/orders/${order.id}`);
    expect([body.refunds.length, body.refundedAmount.amount]).toEqual([1, 700]);

    const delivery = await deliveryOf('order.refunded', (o) => o.id === order.id);
    const items: any = await appTester(trigger('refunded_order').perform, {
      authData,
      subscribeData: subscriptions.refunded_order,
      rawRequest: asZapierRequest(delivery),
    });
    expect(items).toEqual([expect.objectContaining({ order: expect.objectContaining({ id: order.id }) })]);
  });

  it('then a gift card issued and spent, and credit added, reach their three triggers', async () => {
    const issued = await api().post('/gift-cards', { currency: 'USD', amount: 100_000 });
    const customerId = (await api().get(`/orders/${order.id}`)).body.customerId as string;
    await api().post(`/customers/${customerId}/store-credit`, { currency: 'USD', amount: 500, reason: 'Zap' });
    const cart = await makeReadyCart(h.orm.em.fork(), store, [
      { productId: product.id, variantId: product.variants[0].id, quantity: 1 },
    ]);
    const shopper = publicClient(h.baseUrl, store.publishableKey, cart.token);
    await shopper.post('/cart/gift-cards', { code: issued.body.code }, { headers: { 'idempotency-key': cart.token } });
    const placed = await submit(h.baseUrl, store, cart.token, { paymentMethod: 'card' });
    expect(placed.status).toBe(201);
    await expectTriggersReceive([
      ['gift_card_issued', 'gift_card.issued', 'giftCard', (g: any) => g.id === issued.body.id],
      ['gift_card_redeemed', 'gift_card.redeemed', 'redemption', (r: any) => r.orderId === placed.body.id],
      ['store_credit_changed', 'store_credit.changed', 'storeCredit', (c: any) => c.customerId === customerId],
    ]);
  });

  it('then a draft order created and marked paid reaches New Draft Order and Draft Order Paid', async () => {
    const made = await api().post(
      '/draft-orders',
      {
        email: 'zap-draft@example.com',
        lines: [{ variantId: product.variants[0].id, quantity: 1, unitPrice: 1500 }],
        shippingOptionId: store.shippingOptionId,
        shippingAddress: ADDRESS,
      },
      { headers: { 'idempotency-key': 'draft-zap' } },
    );
    expect(made.status).toBe(201);
    const paid = await api().post(
      `/draft-orders/${made.body.id}/mark-paid`,
      {},
      { headers: { 'idempotency-key': 'dp' } },
    );
    expect(paid.body.status).toBe('paid');
    await expectTriggersReceive([
      ['draft_order_created', 'draft_order.created', 'draftOrder', (d: any) => d.id === made.body.id],
      ['draft_order_paid', 'draft_order.paid', 'draftOrder', (d: any) => d.id === made.body.id],
    ]);
  });

  it('then a return asked for and resolved reaches New Return Request and Return Resolved', async () => {
    const shopper = publicClient(h.baseUrl, store.publishableKey);
    const lines = [{ lineId: order.lines[0].id, quantity: 1 }];
    const asked = await shopper.post('/returns', {
      orderNumber: order.number,
      email: order.email,
      lines,
      reason: 'damaged',
    });
    expect(asked.status).toBe(201);
    const step = (action: string, body: object = {}) =>
      api().post(`/returns/${asked.body.id}/${action}`, body, { headers: { 'idempotency-key': `${action}-zap` } });
    await step('approve');
    await step('receive', { lines: [{ ...lines[0], condition: 'sellable' }] });
    expect((await step('resolve', { method: 'refund' })).body.status).toBe('resolved');
    await expectTriggersReceive([
      ['return_requested', 'return.requested', 'return', (r: any) => r.id === asked.body.id],
      ['return_resolved', 'return.resolved', 'return', (r: any) => r.id === asked.body.id],
    ]);
  });

  it('then a claim settled by a replacement reaches New Claim and Claim Resolved', async () => {
    const claimed = await api().post(
      `/orders/${order.id}/claims`,
      { reason: 'missing', resolution: 'replacement', lines: [{ lineId: order.lines[0].id, quantity: 1 }] },
      { headers: { 'idempotency-key': 'claim-zap' } },
    );
    expect([claimed.status, claimed.body.status]).toEqual([201, 'resolved']);
    await expectTriggersReceive([
      ['claim_created', 'claim.created', 'claim', (c: any) => c.id === claimed.body.id],
      ['claim_resolved', 'claim.resolved', 'claim', (c: any) => c.id === claimed.body.id],
    ]);
  });

  it('then an action the API refuses fails the step with the API’s message', async () => {
    await expect(
      appTester(create('fulfil_order').perform, { authData, inputData: { orderId: order.id } }),
    ).rejects.toThrow(/invalid_state_transition/);
  });

  it('then turning each Zap off deletes its endpoint, and a second unsubscribe is harmless', async () => {
    for (const [key, subscribeData] of Object.entries(subscriptions)) {
      await appTester(trigger(key).performUnsubscribe, { authData, subscribeData });
      expect((await api().get(`/webhooks/${subscribeData.id}`)).status).toBe(404);
    }
    await appTester(trigger('paid_order').performUnsubscribe, { authData, subscribeData: subscriptions.paid_order });
    expect((await api().get('/webhooks')).body.data).toEqual([]);
  });
});
