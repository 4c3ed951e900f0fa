import { startHarness, type Harness } from '../support/harness';
import { expectContract } from '../support/contract';
import { parse } from 'csv-parse/sync';
import { publicClient, request } from '../support/http';
import { waitFor } from '../support/processes';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';
import { subscriptionKit, type SubscriptionKit } from '../support/subscriptions';
import { queryRows } from '../../src/db/sql';
import {
  admin,
  makeCheckoutStore,
  makeReadyCart,
  makeStockedProduct,
  submit,
  type CheckoutStore,
} from '../support/checkout-factories';

let h: Harness;
let sink: SmtpSink;
let store: CheckoutStore;
let kit: SubscriptionKit;

// A subscription day lasts 1 s here: a plan "every 2 days" renews every 2 s, a dunning retry of 1 day after 1 s.
beforeAll(async () => {
  sink = await startSmtpSink();
  h = await startHarness({
    worker: true,
    env: { SMTP_URL: sink.url, MAIL_FROM: 'Shop <shop@example.com>', SUBSCRIPTION_DAY_SECONDS: '1' },
  });
  store = await makeCheckoutStore(h.orm.em.fork());
  kit = subscriptionKit(h, store);
});
afterAll(async () => {
  await h?.close();
  await sink?.close();
});

const em = () => h.orm.em.fork();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The mail as sent, quoted-printable undone, so links can be read from it. */
const decoded = (data: string) =>
  data.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
const mailsTo = (email: string) =>
  sink.received.filter((m) => m.to.some((to) => to.includes(email))).map((m) => decoded(m.data));

const act = (s: Awaited<ReturnType<SubscriptionKit['subscribe']>>, body: Record<string, unknown>) =>
  kit.me(s).post(`/customers/me/subscriptions/${s.subscriptionId}/actions`, body);

describe('when a product is sold with a selling plan', () => {
  it('then the public API shows the plan, and a line names it only for a plan of that product', async () => {
    const s = await kit.subscriber(30);
    const shown = await publicClient(h.baseUrl, store.publishableKey).get(`/products/${s.productId}/selling-plans`);
    expectContract('listProductSellingPlans', shown, 200);
    expect(shown.body.data).toEqual([
      expect.objectContaining({ id: s.planId, interval: 'day', intervalCount: 30, discountPercent: 10 }),
    ]);
    const other = await makeStockedProduct(em(), store, 5);
    const wrong = await publicClient(h.baseUrl, store.publishableKey, s.cartToken).post('/cart/items', {
      productId: other.productId,
      sellingPlanId: s.planId,
    });
    expectContract('addCartItem', wrong, 422);
    expect(wrong.body.error.code).toBe('selling_plan_unavailable');
  });

  it('then a visitor not signed in cannot check a subscription out (401 customer_sign_in_required)', async () => {
    const s = await kit.subscriber(30);
    const { token } = await makeReadyCart(em(), store, []);
    const added = await publicClient(h.baseUrl, store.publishableKey, token).post('/cart/items', {
      productId: s.productId,
      sellingPlanId: s.planId,
    });
    expectContract('addCartItem', added, 200);
    const refused = await submit(h.baseUrl, store, token, { paymentMethod: 'card', paymentToken: 'tok_visa' });
    expectContract('submitCheckout', refused, 401);
    expect(refused.body.error.code).toBe('customer_sign_in_required');
  });
});

describe('when a shopper subscribes at checkout', () => {
  it('then three cycles make three orders at the plan price and three charges, one per cycle', async () => {
    const s = await kit.subscribe(2);
    const first = await kit.me(s).get(`/customers/me/subscriptions/${s.subscriptionId}`);
    expectContract('getCurrentCustomerSubscription', first, 200);
    expect(first.body).toMatchObject({ status: 'active', quantity: 2, cyclesPaid: 1, discountPercent: 10 });
    expect(first.body.schedule).toHaveLength(3);
    await waitFor(async () => (await kit.subscriptionRow(s.subscriptionId)).cycles_paid >= 4, 'three renewals', 30_000);
    const paused = await act(s, { action: 'pause' });
    expectContract('changeCurrentCustomerSubscription', paused, 200);
    const cycles = await kit.renewals(s.subscriptionId);
    expect(cycles.length).toBe(paused.body.cyclesPaid - 1);
    expect(cycles.slice(0, 3).map((c) => c.cycle)).toEqual([1, 2, 3]);
    // 2 × (2500 less 10%) plus 500 shipping; each cycle charged once under its own key.
    for (const cycle of cycles)
      expect(cycle).toMatchObject({ status: 'paid', payment_status: 'paid', total: 5000, charges: 1 });
    expect(await kit.eventsOf(s.subscriptionId, 'subscription.created')).toBe(1);
    expect(await kit.eventsOf(s.subscriptionId, 'subscription.renewed')).toBe(cycles.length);
    expect(await kit.eventsOf(s.subscriptionId, 'subscription.paused')).toBe(1);
  });

  it('then a failing card runs the dunning schedule, pauses, and a new card and resume pay the cycle', async () => {
    const settings = await admin(h.baseUrl, store).patch('/settings', {
      subscriptions: { dunningRetryDays: [1, 1], afterLastRetry: 'pause' },
    });
    expectContract('adminUpdateStoreSettings', settings, 200);
    const s = await kit.subscribe(2);
    const card = await kit.me(s).post(`/customers/me/subscriptions/${s.subscriptionId}/payment-method`, {
      paymentToken: 'tok_declined',
    });
    expectContract('updateCurrentCustomerSubscriptionPaymentMethod', card, 200);
    await waitFor(
      async () => (await kit.subscriptionRow(s.subscriptionId)).status === 'paused',
      'dunning to pause',
      30_000,
    );
    expect(await kit.subscriptionRow(s.subscriptionId)).toMatchObject({ failed_attempts: 3, cycles_paid: 1 });
    expect(await kit.eventsOf(s.subscriptionId, 'subscription.payment_failed')).toBe(3);
    expect(await kit.eventsOf(s.subscriptionId, 'subscription.paused')).toBe(1);
    // One order for the cycle, still waiting; three declined attempts, no charge.
    expect(await kit.renewals(s.subscriptionId)).toEqual([
      expect.objectContaining({ cycle: 1, status: 'pending', charges: 0 }),
    ]);
    await waitFor(() => mailsTo(s.email).length >= 3, 'the dunning mails');
    expect(mailsTo(s.email)[0]).toContain(`?subscription=${s.subscriptionId}`);

    await kit
      .me(s)
      .post(`/customers/me/subscriptions/${s.subscriptionId}/payment-method`, { paymentToken: 'tok_visa' });
    const resumed = await act(s, { action: 'resume' });
    expectContract('changeCurrentCustomerSubscription', resumed, 200);
    expect(resumed.body.status).toBe('active');
    await waitFor(async () => (await kit.subscriptionRow(s.subscriptionId)).cycles_paid >= 2, 'the cycle paid', 20_000);
    const cancelled = await admin(h.baseUrl, store).post(`/subscriptions/${s.subscriptionId}/actions`, {
      action: 'cancel',
    });
    expectContract('adminChangeSubscription', cancelled, 200);
    const [cycle1] = await kit.renewals(s.subscriptionId);
    expect(cycle1).toMatchObject({ cycle: 1, status: 'paid', payment_status: 'paid', charges: 1 });
  });
});

describe('when the shopper changes the variant and the date', () => {
  it('then the next order is of the new variant, on the new date', async () => {
    const s = await kit.subscribe(30, 'tok_visa', 2);
    const other = await makeStockedProduct(em(), store, 5);
    const wrong = await act(s, { action: 'change_variant', variantId: other.variantId });
    expectContract('changeCurrentCustomerSubscription', wrong, 400);
    const past = await act(s, { action: 'change_date', nextBillingAt: new Date(Date.now() - 1000).toISOString() });
    expectContract('changeCurrentCustomerSubscription', past, 400);
    const variant = await act(s, { action: 'change_variant', variantId: s.variantIds[1] });
    expectContract('changeCurrentCustomerSubscription', variant, 200);
    expect(variant.body.variantId).toBe(s.variantIds[1]);
    // The plan renews in 30 (one-second) days; the new date brings the order within seconds.
    const at = new Date(Date.now() + 2000).toISOString();
    const moved = await act(s, { action: 'change_date', nextBillingAt: at });
    expectContract('changeCurrentCustomerSubscription', moved, 200);
    expect(moved.body.nextBillingAt).toBe(at);
    await waitFor(async () => (await kit.subscriptionRow(s.subscriptionId)).cycles_paid === 2, 'the order', 15_000);
    await act(s, { action: 'pause' });
    const [cycle1] = await kit.renewals(s.subscriptionId);
    const lines = await queryRows<{ variant_id: string }>(
      em(),
      'SELECT variant_id FROM order_lines WHERE order_id = ?',
      [cycle1.order_id],
    );
    expect(lines).toEqual([{ variant_id: s.variantIds[1] }]);
  });
});

describe('when a past-due shopper replaces the card', () => {
  it('then the failed charge is tried again at once with the new card, not at the next retry', async () => {
    const settings = await admin(h.baseUrl, store).patch('/settings', {
      subscriptions: { dunningRetryDays: [120], afterLastRetry: 'pause' },
    });
    expectContract('adminUpdateStoreSettings', settings, 200);
    const s = await kit.subscribe(2);
    const card = (paymentToken: string) =>
      kit.me(s).post(`/customers/me/subscriptions/${s.subscriptionId}/payment-method`, { paymentToken });
    await card('tok_declined');
    await waitFor(async () => (await kit.subscriptionRow(s.subscriptionId)).status === 'past_due', 'a failed charge');
    const replaced = await card('tok_visa');
    expectContract('updateCurrentCustomerSubscriptionPaymentMethod', replaced, 200);
    // The retry is 120 (one-second) days away; the new card is charged within seconds instead (a loaded machine took
    // more than 10 of them, so the wait is 30: still far from the retry).
    await waitFor(async () => (await kit.subscriptionRow(s.subscriptionId)).cycles_paid === 2, 'the retry', 30_000);
    expect(await kit.renewals(s.subscriptionId)).toEqual([
      expect.objectContaining({ cycle: 1, status: 'paid', charges: 1 }),
    ]);
    await kit.me(s).post(`/customers/me/subscriptions/${s.subscriptionId}/actions`, { action: 'pause' });
  }, 120_000);
});

describe('when a pause or a cancel races a renewal charge in flight', () => {
  for (const action of ['pause', 'cancel'] as const) {
    it(`then the ${action} waits for the charge and no charge follows its answer`, async () => {
      // tok_flaky fails, then charges and loses the answer: the renewal stays in flight for a few seconds.
      const s = await kit.subscribe(2, 'tok_flaky');
      await waitFor(async () => (await kit.renewals(s.subscriptionId)).length === 1, 'the renewal to start', 20_000);
      const answer = await act(s, { action });
      expectContract('changeCurrentCustomerSubscription', answer, 200);
      expect(answer.body.status).toBe(action === 'pause' ? 'paused' : 'cancelled');
      // The charge under way finished first; the answer shows it.
      expect(answer.body.cyclesPaid).toBe(2);
      const charged = await kit.renewals(s.subscriptionId);
      await sleep(3000);
      expect(await kit.renewals(s.subscriptionId)).toEqual(charged);
      expect(charged).toEqual([expect.objectContaining({ cycle: 1, charges: 1 })]);
    });
  }
});

describe('when a skip races a renewal charge in flight', () => {
  it('then the skip waits for the charge, and the skipped date passes with no order and no charge', async () => {
    // Every 5 (one-second) days, so the in-flight charge of tok_flaky (a few seconds) ends before the next date.
    const intervalMs = 5 * 1000;
    const s = await kit.subscribe(5, 'tok_flaky');
    await waitFor(async () => (await kit.renewals(s.subscriptionId)).length === 1, 'the renewal to start', 20_000);
    const skipped = await act(s, { action: 'skip' });
    expectContract('changeCurrentCustomerSubscription', skipped, 200);
    const answeredAt = Date.now();
    // The charge under way finished first (cycle 1 paid, its date one interval on); the skip moved that date on.
    expect(skipped.body).toMatchObject({ status: 'active', cyclesPaid: 2 });
    const nextAt = Date.parse(skipped.body.nextBillingAt);
    const skippedDate = nextAt - intervalMs;
    expect(skippedDate).toBeGreaterThan(answeredAt);
    expect(await kit.renewals(s.subscriptionId)).toEqual([expect.objectContaining({ cycle: 1, charges: 1 })]);
    // The skipped date passes: no order, no charge.
    await sleep(nextAt - 500 - Date.now());
    expect(await kit.renewals(s.subscriptionId)).toEqual([
      expect.objectContaining({ cycle: 1, status: 'paid', charges: 1 }),
    ]);
    // The date after it bills cycle 2, once.
    await waitFor(async () => (await kit.subscriptionRow(s.subscriptionId)).cycles_paid === 3, 'cycle 2', 20_000);
    const paused = await act(s, { action: 'pause' });
    expectContract('changeCurrentCustomerSubscription', paused, 200);
    const cycles = await kit.renewals(s.subscriptionId);
    expect(cycles).toEqual([
      expect.objectContaining({ cycle: 1, status: 'paid', charges: 1 }),
      expect.objectContaining({ cycle: 2, status: 'paid', charges: 1 }),
    ]);
    const [cycle2] = await queryRows<{ created_at: Date }>(
      em(),
      'SELECT created_at FROM subscription_cycles WHERE subscription_id = ? AND cycle = 2',
      [s.subscriptionId],
    );
    expect(new Date(cycle2.created_at).getTime()).toBeGreaterThanOrEqual(nextAt);
    expect(paused.body.cyclesPaid).toBe(3);
  });
});

describe("when staff read the store's subscription figures", () => {
  it('then MRR counts the live subscriptions a month at a time, churn the cancelled ones of the range', async () => {
    // A store of its own, so the figures are those of the subscriptions made here.
    const own = await makeCheckoutStore(em());
    const ownKit = subscriptionKit(h, own);
    // Four shoppers of a plan every 30 (one-second) days: 2 × (2500 less 10%) = 4500 of goods a cycle each.
    const subs: Awaited<ReturnType<SubscriptionKit['subscribe']>>[] = [];
    for (let i = 0; i < 4; i += 1) subs.push(await ownKit.subscribe(30));
    const change = (s: (typeof subs)[number], action: string) =>
      admin(h.baseUrl, own).post(`/subscriptions/${s.subscriptionId}/actions`, { action });
    expectContract('adminChangeSubscription', await change(subs[0], 'cancel'), 200);
    expectContract('adminChangeSubscription', await change(subs[1], 'pause'), 200);
    const report = await admin(h.baseUrl, own).get('/reports/subscriptions');
    expectContract('adminSubscriptionsReport', report, 200);
    // Two live: a 30-day cycle of 4500 is 4500 × (365 / 12) / 30 = 4562.5 a month each.
    expect(report.body).toMatchObject({
      currency: 'USD',
      mrr: 9125,
      active: 2,
      paused: 1,
      started: 4,
      churned: 1,
      churnRate: 0.25,
    });
    // A range before they started: none started or churned there, the figures of now stay.
    const before = await admin(h.baseUrl, own).get('/reports/subscriptions?from=2026-01-01&to=2026-01-31');
    expectContract('adminSubscriptionsReport', before, 200);
    expect(before.body).toMatchObject({ mrr: 9125, active: 2, started: 0, churned: 0, churnRate: 0 });
    const wrong = await admin(h.baseUrl, own).get('/reports/subscriptions?currency=JPY');
    expectContract('adminSubscriptionsReport', wrong, 400);
    for (const s of subs.slice(2)) await change(s, 'pause');
  });
});

describe('when staff export the subscriptions', () => {
  it('then each JSON line is the subscription as the list shows it, and the status filter applies', async () => {
    const paused = await kit.subscribe(30);
    await act(paused, { action: 'pause' });
    const exported = async (body: Record<string, unknown>) => {
      const started = await admin(h.baseUrl, store).post('/subscription-exports', body);
      expectContract('adminExportSubscriptions', started, 202);
      expect(started.body).toMatchObject({ kind: 'subscriptions', status: 'running' });
      let done: { download: { url: string } } | undefined;
      await waitFor(async () => {
        const res = await admin(h.baseUrl, store).get(`/subscription-exports/${started.body.id}`);
        expectContract('adminGetSubscriptionsExport', res, 200);
        if (res.body.status === 'completed') done = res.body;
        return done !== undefined;
      }, 'the subscriptions export');
      const link = new URL(done!.download.url);
      const file = await request(h.baseUrl, 'GET', `${link.pathname}${link.search}`);
      expect(file.status).toBe(200);
      return file.text as string;
    };
    const listed = (await admin(h.baseUrl, store).get('/subscriptions?status=paused&limit=100')).body.data;
    const lines = (await exported({ format: 'jsonl', filters: { status: 'paused' } }))
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line));
    expect(lines).toEqual(listed);
    expect(lines.map((s: { id: string }) => s.id)).toContain(paused.subscriptionId);
    const csv = parse(await exported({ format: 'csv', filters: { status: 'paused' } }), { columns: true }) as Record<
      string,
      string
    >[];
    expect(csv.map((row) => row.id)).toEqual(listed.map((s: { id: string }) => s.id));
    expect(csv.find((row) => row.id === paused.subscriptionId)).toMatchObject({
      status: 'paused',
      quantity: '2',
    });
    const refused = await admin(h.baseUrl, store).post('/subscription-exports', {
      format: 'csv',
      filters: { status: 'gone' },
    });
    expectContract('adminExportSubscriptions', refused, 400);
  });
});
