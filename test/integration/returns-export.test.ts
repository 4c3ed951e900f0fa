import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { startHarness, type Harness } from '../support/harness';
import { expectContract } from '../support/contract';
import { publicClient, request } from '../support/http';
import { eventually } from '../support/webhook-receiver';
import {
  admin,
  makeCheckoutStore,
  makeReadyCart,
  makeStockedProduct,
  submit,
  type CheckoutStore,
} from '../support/checkout-factories';

let h: Harness;
let store: CheckoutStore;

beforeAll(async () => {
  h = await startHarness({ worker: true });
  store = await makeCheckoutStore(h.orm.em.fork());
});
afterAll(() => h.close());

const keyed = () => ({ headers: { 'idempotency-key': randomUUID() } });
const api = () => admin(h.baseUrl, store);

/** A fulfilled order of 2 units and a guest's return of both; approved and given a label when asked. */
async function returnOfNewOrder(approve: boolean) {
  const a = await makeStockedProduct(h.orm.em.fork(), store, 10);
  const cart = await makeReadyCart(h.orm.em.fork(), store, [{ ...a, quantity: 2 }]);
  const order = (await submit(h.baseUrl, store, cart.token, { paymentMethod: 'card', paymentToken: 'tok_visa' })).body;
  expectContract('adminFulfilOrder', await api().post(`/orders/${order.id}/fulfil`, {}, keyed()), 200);
  const asked = await publicClient(h.baseUrl, store.publishableKey).post(
    '/returns',
    {
      orderNumber: order.number,
      email: order.email,
      lines: [{ lineId: order.lines[0].id, quantity: 2 }],
      reason: 'damaged',
    },
    keyed(),
  );
  expectContract('requestGuestReturn', asked, 201);
  if (approve) {
    await api().post(`/returns/${asked.body.id}/approve`, {}, keyed());
    await api().post(
      `/returns/${asked.body.id}/tracking`,
      { kind: 'label', url: 'https://l.example.com/1.pdf' },
      keyed(),
    );
  }
  return asked.body.id as string;
}

async function exported(body: Record<string, unknown>): Promise<string> {
  const started = await api().post('/return-exports', body, keyed());
  expectContract('adminExportReturns', started, 202);
  expect(started.body).toMatchObject({ kind: 'returns', status: 'running' });
  const done = await eventually(async () => {
    const res = await api().get(`/return-exports/${started.body.id}`);
    expectContract('adminGetReturnsExport', res, 200);
    return res.body.status === 'completed' && res.body;
  }, 'the returns export to complete');
  const link = new URL(done.download.url);
  const file = await request(h.baseUrl, 'GET', `${link.pathname}${link.search}`);
  expect(file.status).toBe(200);
  return file.text;
}

describe('when a store exports its returns', () => {
  it('then each JSON line is the return as the returns list shows it, and the filters apply', async () => {
    const requested = await returnOfNewOrder(false);
    const approved = await returnOfNewOrder(true);
    const listed = (await api().get('/returns?limit=100')).body.data;
    const lines = (await exported({ format: 'jsonl' }))
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line));
    expect(lines).toEqual(listed);
    expect(lines.map((r: { id: string }) => r.id)).toEqual(expect.arrayContaining([requested, approved]));

    const csv = parse(await exported({ format: 'csv', filters: { status: 'approved' } }), { columns: true }) as Record<
      string,
      string
    >[];
    expect(csv.map((r) => r.id)).toEqual([approved]);
    expect(JSON.parse(csv[0].tracking)).toMatchObject([{ kind: 'label', url: 'https://l.example.com/1.pdf' }]);
    expect(JSON.parse(csv[0].lines)).toMatchObject([{ quantity: 2 }]);
  });
});
