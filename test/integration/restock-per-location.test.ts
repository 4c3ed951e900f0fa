import { randomUUID } from 'node:crypto';
import { startHarness, type Harness } from '../support/harness';
import { expectContract } from '../support/contract';
import { privateClient, publicClient } from '../support/http';
import { makeCheckoutStore, makeReadyCart, submit, type CheckoutStore } from '../support/checkout-factories';
import { queryRows } from '../../src/db/sql';

/**
 * Units coming back after checkout go back to the locations they came from (issue 46, docs/inventory-and-pricing.md
 * "Units coming back"): cancellation, refund with restock, returns and their write-offs, claims' replacements and
 * order edits, and a random mix of all of them keeping every location's stock and ledger exact.
 */

let h: Harness;
let store: CheckoutStore;
let north: string;
let south: string;

beforeAll(async () => {
  h = await startHarness({ worker: true });
  store = await makeCheckoutStore(h.orm.em.fork());
  north = await newLocation('North', 1);
  south = await newLocation('South', 2);
  const policy = await admin().patch('/settings', {
    returnPolicy: {
      windowDays: 30,
      reasons: ['damaged', 'no_longer_needed'],
      restockingFeeAmount: 0,
      restockingFeePercent: 0,
      nonReturnableProductIds: [],
      shipWithinSeconds: 3600,
      reminderBeforeSeconds: 0,
      autoApproveMaxAmount: null,
    },
  });
  expect(policy.status).toBe(200);
});
afterAll(() => h.close());

const em = () => h.orm.em.fork();
const admin = () => privateClient(h.baseUrl, store.secretKey);
const shop = () => publicClient(h.baseUrl, store.publishableKey);
const key = () => ({ headers: { 'idempotency-key': randomUUID() } });
const post = (path: string, body: unknown = {}) => admin().post(path, body, key());
const card = { paymentMethod: 'card', paymentToken: 'tok_visa' };

type Row = Record<string, any>;

async function newLocation(name: string, priority: number) {
  const res = await admin().post('/locations', { name: `${name} ${randomUUID().slice(0, 4)}`, priority }, key());
  expectContract('adminCreateLocation', res, 201);
  return res.body.id as string;
}

async function defaultLocation() {
  const res = await admin().get('/locations');
  return (res.body.data as Row[]).find((l) => l.isDefault)?.id as string;
}

/** A product of one variant held at these locations (nothing at the others). */
async function stockedAt(levels: Array<[string, number]>) {
  const res = await post('/products', {
    title: `Lamp ${randomUUID().slice(0, 6)}`,
    status: 'active',
    variants: [{ sku: `L-${randomUUID().slice(0, 8)}`, stock: 0, prices: [{ currency: 'USD', amount: 1500 }] }],
  });
  expect(res.status).toBe(201);
  const variantId = res.body.variants[0].id as string;
  for (const [locationId, set] of levels) await setLevel(locationId, variantId, set);
  return { productId: res.body.id as string, variantId };
}

async function setLevel(locationId: string, variantId: string, set: number) {
  expect((await post(`/locations/${locationId}/stock`, { variantId, set })).status).toBe(200);
}

async function paidOrder(lines: Array<{ productId: string; variantId: string; quantity: number }>) {
  const cart = await makeReadyCart(em(), store, lines);
  const res = await submit(h.baseUrl, store, cart.token, card);
  expect(res.status).toBe(201);
  return res.body as Row;
}

/** On-hand per location of the variant (zero where it holds none). */
async function levels(variantId: string): Promise<Record<string, number>> {
  const rows = await queryRows<{ location_id: string; on_hand: number }>(
    em(),
    'SELECT location_id, on_hand FROM location_stock WHERE variant_id = ?',
    [variantId],
  );
  return Object.fromEntries(rows.filter((r) => r.on_hand !== 0).map((r) => [r.location_id, r.on_hand]));
}

/** The variant's ledger rows of these reasons, as [location, delta, reason]. */
async function ledger(variantId: string, reasons: string[]) {
  const rows = await queryRows<{ location_id: string; delta: number; reason: string }>(
    em(),
    `SELECT location_id, delta, reason FROM stock_ledger WHERE variant_id = ? AND reason = ANY(string_to_array(?, ','))
      ORDER BY created_at, id`,
    [variantId, reasons.join(',')],
  );
  return rows.map((r) => [r.location_id, r.delta, r.reason]);
}

async function allocations(orderId: string) {
  const res = await admin().get(`/orders/${orderId}/allocations`);
  expectContract('adminListOrderAllocations', res, 200);
  return Object.fromEntries((res.body.data as Row[]).map((a) => [a.locationId, [a.quantity, a.fulfilledQuantity]]));
}

const onPickList = async (locationId: string, orderId: string) =>
  ((await admin().get(`/locations/${locationId}/pick-list`)).body.data as Row[]).filter((r) => r.orderId === orderId);

describe('when an order allocated 2 units at one location and 1 at another is cancelled', () => {
  it('then each location gets back the units it gave, each a ledger row', async () => {
    const lamp = await stockedAt([
      [north, 2],
      [south, 5],
    ]);
    const order = await paidOrder([{ ...lamp, quantity: 3 }]);
    expect(await levels(lamp.variantId)).toEqual({ [south]: 4 });

    expectContract('adminCancelOrder', await post(`/orders/${order.id}/cancel`), 200);
    expect(await levels(lamp.variantId)).toEqual({ [north]: 2, [south]: 5 });
    expect(await ledger(lamp.variantId, ['cancel'])).toEqual(
      expect.arrayContaining([
        [north, 2, 'cancel'],
        [south, 1, 'cancel'],
      ]),
    );
    expect(await onPickList(north, order.id)).toEqual([]);
    expect(await onPickList(south, order.id)).toEqual([]);
  });
});

describe('when a refund restocks units that have not shipped', () => {
  it('then they leave their allocation and the pick list, go back there, and never ship', async () => {
    const lamp = await stockedAt([
      [north, 2],
      [south, 2],
    ]);
    const order = await paidOrder([{ ...lamp, quantity: 3 }]);
    const lineId = order.lines[0].id as string;
    expectContract('adminFulfilOrder', await post(`/orders/${order.id}/fulfil`, { locationId: north }), 200);
    expect(await onPickList(south, order.id)).toHaveLength(1);

    const refunded = await post(`/orders/${order.id}/refund`, { items: [{ lineId, quantity: 1 }], restock: true });
    expectContract('adminRefundOrder', refunded, 200);
    expect(await levels(lamp.variantId)).toEqual({ [south]: 2 });
    expect(await ledger(lamp.variantId, ['refund'])).toEqual([[south, 1, 'refund']]);
    // The emptied allocation is no longer listed.
    expect(await allocations(order.id)).toEqual({ [north]: [2, 2] });
    expect(await onPickList(south, order.id)).toEqual([]);

    // Nothing is left to ship: the order is fulfilled, and the released unit is not shipped from anywhere.
    const after = (await admin().get(`/orders/${order.id}`)).body;
    expect(after).toMatchObject({ fulfillmentStatus: 'fulfilled', status: 'completed' });
    expect((await post(`/orders/${order.id}/fulfil`)).status).toBeGreaterThanOrEqual(400);
    expect((await admin().get(`/orders/${order.id}`)).body.fulfilments).toHaveLength(1);
  });
});

describe('when a return brings back units shipped from two locations, one damaged', () => {
  it('then each unit goes back where it shipped from; the write-off takes from where a unit came back', async () => {
    const lamp = await stockedAt([
      [north, 2],
      [south, 1],
    ]);
    const order = await paidOrder([{ ...lamp, quantity: 3 }]);
    const lineId = order.lines[0].id as string;
    expectContract('adminFulfilOrder', await post(`/orders/${order.id}/fulfil`), 200);

    const asked = await shop().post(
      '/returns',
      { orderNumber: order.number, email: order.email, lines: [{ lineId, quantity: 2 }], reason: 'damaged' },
      key(),
    );
    expect(asked.status).toBe(201);
    const id = asked.body.id as string;
    expect((await post(`/returns/${id}/approve`)).status).toBe(200);
    const received = await post(`/returns/${id}/receive`, {
      lines: [
        { lineId, quantity: 1, condition: 'sellable' },
        { lineId, quantity: 1, condition: 'damaged' },
      ],
    });
    expect(received.status).toBe(200);
    expectContract('adminResolveReturn', await post(`/returns/${id}/resolve`, { method: 'refund' }), 200);

    // South shipped last, so its unit is the first back; the damaged unit is written off from a location it reached.
    const rows = await ledger(lamp.variantId, ['return', 'return_write_off']);
    expect(rows).toHaveLength(3);
    expect(rows).toEqual(
      expect.arrayContaining([
        [south, 1, 'return'],
        [north, 1, 'return'],
        [south, -1, 'return_write_off'],
      ]),
    );
    expect(await levels(lamp.variantId)).toEqual({ [north]: 1 });
  });
});

describe('when a claim sends a replacement', () => {
  it('then the units leave a location that has them, the order’s own first, and the fulfilment names it', async () => {
    const lamp = await stockedAt([[south, 2]]);
    const order = await paidOrder([{ ...lamp, quantity: 2 }]);
    const lineId = order.lines[0].id as string;
    expectContract('adminFulfilOrder', await post(`/orders/${order.id}/fulfil`), 200);
    await setLevel(north, lamp.variantId, 5);
    await setLevel(south, lamp.variantId, 1);

    const claim = async () => {
      const res = await post(`/orders/${order.id}/claims`, {
        reason: 'damaged',
        resolution: 'replacement',
        lines: [{ lineId, quantity: 1 }],
      });
      expect(res.status).toBe(201);
      const fulfilments = (await admin().get(`/orders/${order.id}`)).body.fulfilments as Row[];
      return fulfilments.find((f) => f.id === res.body.fulfilmentId)?.locationId;
    };
    // South shipped the order: it sends the first replacement though North comes first by priority.
    expect(await claim()).toBe(south);
    // South has none left: North, by priority, sends the second.
    expect(await claim()).toBe(north);
    expect(await levels(lamp.variantId)).toEqual({ [north]: 4 });
    expect(await ledger(lamp.variantId, ['claim_replacement'])).toEqual([
      [south, -1, 'claim_replacement'],
      [north, -1, 'claim_replacement'],
    ]);
  });
});

describe('when an order edit adds units and later removes them', () => {
  it('then added units are allocated by the strategy and removed ones go back from their allocations', async () => {
    const lamp = await stockedAt([
      [north, 1],
      [south, 5],
    ]);
    const other = await stockedAt([[north, 5]]);
    const order = await paidOrder([{ ...other, quantity: 1 }]);

    const edit = async (operation: Record<string, unknown>) => {
      const opened = await post(`/orders/${order.id}/edits`);
      expect(opened.status).toBe(201);
      expect((await post(`/order-edits/${opened.body.id}/operations`, operation)).status).toBe(200);
      const committed = await post(`/order-edits/${opened.body.id}/commit`);
      expectContract('adminCommitOrderEdit', committed, 200);
    };
    await edit({ type: 'add_line', variantId: lamp.variantId, quantity: 3 });
    expect(await levels(lamp.variantId)).toEqual({ [south]: 3 });
    expect(await ledger(lamp.variantId, ['order_edit'])).toEqual(
      expect.arrayContaining([
        [north, -1, 'order_edit'],
        [south, -2, 'order_edit'],
      ]),
    );
    expect((await allocations(order.id))[south]).toEqual([2, 0]);
    expect(await onPickList(north, order.id)).toHaveLength(2);

    const lines = (await admin().get(`/orders/${order.id}`)).body.lines as Row[];
    const lampLine = lines.find((l) => l.variantId === lamp.variantId) as Row;
    await edit({ type: 'set_quantity', lineId: lampLine.id, quantity: 1 });
    expect(await levels(lamp.variantId)).toEqual({ [south]: 5 });
    expect(await ledger(lamp.variantId, ['order_edit'])).toContainEqual([south, 2, 'order_edit']);
    expect((await allocations(order.id))[south]).toBeUndefined();

    // Shipping everything ships the one unit left, from North.
    expectContract('adminFulfilOrder', await post(`/orders/${order.id}/fulfil`), 200);
    const fulfilments = (await admin().get(`/orders/${order.id}`)).body.fulfilments as Row[];
    expect(fulfilments.map((f) => f.locationId)).toEqual([north]);
  });
});

/** A seeded generator, so a failing sequence can be replayed. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

describe('when random checkouts, cancellations, refunds, edits, fulfilments and returns run over 3 locations', () => {
  /**
   * After every step: each variant's sum over its locations is its stock_on_hand, each location's ledger rows add up
   * to what it holds, no location is below zero, and each live order's allocations hold exactly its lines' units
   * still to ship or shipped.
   */
  async function checkInvariants(variantIds: string[], orderIds: string[], step: string) {
    const sums = await queryRows<{ id: string; stock_on_hand: number; sum: number }>(
      em(),
      `SELECT v.id, v.stock_on_hand,
              coalesce((SELECT sum(ls.on_hand) FROM location_stock ls JOIN stock_locations l ON l.id = ls.location_id
                         WHERE ls.variant_id = v.id AND l.fulfils_online_orders), 0)::int AS sum
         FROM variants v WHERE v.id = ANY(string_to_array(?, ','))`,
      [variantIds.join(',')],
    );
    for (const row of sums)
      expect({ step, variant: row.id, sum: row.sum }).toEqual({ step, variant: row.id, sum: row.stock_on_hand });
    const ledgers = await queryRows<{ location_id: string; variant_id: string; on_hand: number; ledger: number }>(
      em(),
      `SELECT ls.location_id, ls.variant_id, ls.on_hand,
              coalesce((SELECT sum(s.delta) FROM stock_ledger s
                         WHERE s.location_id = ls.location_id AND s.variant_id = ls.variant_id), 0)::int AS ledger
         FROM location_stock ls WHERE ls.variant_id = ANY(string_to_array(?, ','))`,
      [variantIds.join(',')],
    );
    for (const row of ledgers) {
      expect({ step, ...row, ledger: row.on_hand }).toEqual({ step, ...row });
      expect(row.on_hand).toBeGreaterThanOrEqual(0);
    }
    const orders = await queryRows<{
      order_id: string;
      variant_id: string;
      lines: number;
      shipped: number;
      a: number;
      f: number;
    }>(
      em(),
      `SELECT l.order_id, l.variant_id, sum(l.quantity - l.released_quantity)::int AS lines,
              sum(l.fulfilled_quantity)::int AS shipped,
              coalesce((SELECT sum(a.quantity) FROM stock_allocations a
                         WHERE a.order_id = l.order_id AND a.variant_id = l.variant_id), 0)::int AS a,
              coalesce((SELECT sum(a.fulfilled_quantity) FROM stock_allocations a
                         WHERE a.order_id = l.order_id AND a.variant_id = l.variant_id), 0)::int AS f
         FROM order_lines l JOIN orders o ON o.id = l.order_id
        WHERE l.order_id = ANY(string_to_array(?, ',')) AND o.status <> 'cancelled'
        GROUP BY l.order_id, l.variant_id`,
      [orderIds.join(',')],
    );
    for (const row of orders) expect({ step, ...row, a: row.lines, f: row.shipped }).toEqual({ step, ...row });
  }

  it.each([2, 3, 4])(
    'then every location’s stock and ledger stay exact (seed %i)',
    async (seed) => {
      const next = random(seed);
      const pick = <T>(items: T[]) => items[Math.floor(next() * items.length)];
      const third = await defaultLocation();
      const places = [third, north, south];
      const products = [];
      for (let i = 0; i < 3; i++) products.push(await stockedAt(places.map((p) => [p, 2 + Math.floor(next() * 5)])));
      const variantIds = products.map((p) => p.variantId);
      const orders: Row[] = [];
      const done = new Map<string, number>();
      const ok = (status: number, step: string) => {
        expect({ step, status: status < 500 }).toEqual({ step, status: true });
        const kind = step.split(' ')[1];
        if (status < 300) done.set(kind, (done.get(kind) ?? 0) + 1);
      };

      for (let i = 0; i < 60; i++) {
        const kind =
          orders.length === 0 ? 'checkout' : pick(['checkout', 'cancel', 'refund', 'edit', 'fulfil', 'return']);
        const order = orders.length ? pick(orders) : undefined;
        const step = `${i} ${kind}`;
        if (kind === 'checkout') {
          const lines = [...new Set([pick(products), pick(products)])].map((p) => ({
            ...p,
            quantity: 1 + Math.floor(next() * 2),
          }));
          const cart = await makeReadyCart(em(), store, lines);
          const res = await submit(h.baseUrl, store, cart.token, card);
          ok(res.status, step);
          if (res.status === 201) orders.push(res.body);
        } else if (kind === 'cancel') {
          ok((await post(`/orders/${order?.id}/cancel`)).status, step);
        } else if (kind === 'refund') {
          const current = (await admin().get(`/orders/${order?.id}`)).body;
          const line = pick(current.lines as Row[]);
          const left = line.quantity - (line.refundedQuantity ?? 0);
          const body = { items: [{ lineId: line.id, quantity: Math.max(1, Math.min(left, 1)) }], restock: true };
          ok((await post(`/orders/${order?.id}/refund`, body)).status, step);
        } else if (kind === 'edit') {
          const opened = await post(`/orders/${order?.id}/edits`);
          ok(opened.status, step);
          if (opened.status !== 201) continue;
          const current = (await admin().get(`/orders/${order?.id}`)).body;
          const line = pick(current.lines as Row[]);
          const operation =
            next() < 0.5
              ? { type: 'add_line', variantId: pick(products).variantId, quantity: 1 }
              : {
                  type: 'set_quantity',
                  lineId: line.id,
                  quantity: Math.max(line.fulfilledQuantity, 1 + Math.floor(next() * 3)),
                };
          const added = await post(`/order-edits/${opened.body.id}/operations`, operation);
          ok(added.status, step);
          ok((await post(`/order-edits/${opened.body.id}/commit`)).status, step);
        } else if (kind === 'fulfil') {
          const current = (await admin().get(`/orders/${order?.id}`)).body;
          const line = pick(current.lines as Row[]);
          const body = next() < 0.5 ? {} : { items: [{ lineId: line.id, quantity: 1 }] };
          ok((await post(`/orders/${order?.id}/fulfil`, body)).status, step);
        } else {
          const current = (await admin().get(`/orders/${order?.id}`)).body;
          const line = (current.lines as Row[]).find((l) => l.fulfilledQuantity > 0);
          if (!line) continue;
          const asked = await shop().post(
            '/returns',
            {
              orderNumber: current.number,
              email: current.email,
              lines: [{ lineId: line.id, quantity: 1 }],
              reason: 'damaged',
            },
            key(),
          );
          ok(asked.status, step);
          if (asked.status !== 201) continue;
          ok((await post(`/returns/${asked.body.id}/approve`)).status, step);
          const condition = next() < 0.5 ? 'sellable' : 'damaged';
          ok(
            (await post(`/returns/${asked.body.id}/receive`, { lines: [{ lineId: line.id, quantity: 1, condition }] }))
              .status,
            step,
          );
          ok((await post(`/returns/${asked.body.id}/resolve`, { method: 'refund' })).status, step);
        }
        await checkInvariants(
          variantIds,
          orders.map((o) => o.id),
          step,
        );
      }
      // The sequence exercised every kind of step (a seed that did not would prove little).
      expect([...done.keys()].sort()).toEqual(['cancel', 'checkout', 'edit', 'fulfil', 'refund', 'return']);
    },
    240_000,
  );
});
