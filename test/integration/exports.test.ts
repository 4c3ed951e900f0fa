import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { startHarness, type Harness } from '../support/harness';
import { makeStore } from '../support/factories';
import { privateClient, request, type ApiResponse } from '../support/http';
import { expectContract } from '../support/contract';
import { makeCategory, makeOrder } from '../support/admin-factories';
import { makeCustomer } from '../support/customers';
import { eventually, startReceiver, type WebhookReceiver } from '../support/webhook-receiver';
import { queryRows } from '../../src/db/sql';
import { signDownloadLink } from '../../src/exports/download-links';
import { exportFolder } from '../../src/exports/export-files';
import { exportWorkflowId } from '../../src/shared/workflow-ids';
import { bucketObjects, deleteFromBucket } from '../support/object-storage';
import { freePort } from '../support/ports';

let h: Harness;
let storeId: string;
let api: ReturnType<typeof privateClient>;
let receiver: WebhookReceiver;
let categoryId: string;
const orderIds: string[] = [];

type Row = Record<string, any>;

/** Every item of a private list, following its cursors. */
async function listAll(path: string, query: Record<string, string> = {}): Promise<Row[]> {
  const items: Row[] = [];
  let cursor: string | undefined;
  do {
    const params = new URLSearchParams({ ...query, limit: '100', ...(cursor ? { cursor } : {}) });
    const res = await api.get(`${path}?${params.toString()}`);
    expect(res.status).toBe(200);
    items.push(...res.body.data);
    cursor = res.body.nextCursor;
  } while (cursor);
  return items;
}

const OPERATIONS: Record<string, [string, string]> = {
  product: ['adminExportProducts', 'adminGetProductsExport'],
  order: ['adminExportOrders', 'adminGetOrdersExport'],
  customer: ['adminExportCustomers', 'adminGetCustomersExport'],
  'stock-ledger': ['adminExportStockLedger', 'adminGetStockLedgerExport'],
};

/** Asks for an export, waits for its workflow to complete it, and answers the finished export resource. */
async function exportOf(kind: string, body: Record<string, unknown>): Promise<Row> {
  const [start, get] = OPERATIONS[kind];
  const started = await api.post(`/${kind}-exports`, body);
  expectContract(start, started, 202);
  expect(started.body).toMatchObject({ status: 'running', download: null });
  return eventually(async () => {
    const res = await api.get(`/${kind}-exports/${started.body.id}`);
    expectContract(get, res, 200);
    return res.body.status === 'completed' && res.body;
  }, `the ${kind} export to complete`);
}

async function download(url: string): Promise<ApiResponse> {
  const link = new URL(url);
  return request(h.baseUrl, 'GET', `${link.pathname}${link.search}`);
}

/** Downloads the export's file, having found it in the S3 bucket: its parts add up to the export's size. */
async function downloaded(done: Row): Promise<string> {
  const parts = await bucketObjects(exportFolder(storeId, done.id, done.format));
  expect(parts.length).toBeGreaterThan(0);
  expect(parts.reduce((bytes, part) => bytes + part.size, 0)).toBe(done.byteSize);
  const res = await download(done.download.url);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-disposition')).toContain(`${done.id}.${done.format}`);
  expect(Buffer.byteLength(res.text)).toBe(done.byteSize);
  return res.text;
}

const jsonLines = (text: string): Row[] =>
  text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));

/** CSV cells back into values: nested fields were written as JSON, booleans as true/false, empty as null. */
function csvRecords(text: string): Row[] {
  const rows = parse(text, { columns: true }) as Record<string, string>[];
  return rows.map((row) =>
    Object.fromEntries(
      Object.entries(row).map(([key, cell]) => {
        if (cell === '') return [key, null];
        if (/^[[{]|^(true|false)$/.test(cell)) return [key, JSON.parse(cell)];
        return [key, cell];
      }),
    ),
  );
}

beforeAll(async () => {
  h = await startHarness({
    worker: true,
    env: {
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      WEBHOOK_RELAY_ENABLED: 'true',
    },
  });
  const store = await makeStore(h.orm.em);
  storeId = store.store.id;
  api = privateClient(h.baseUrl, store.secretKey);
  receiver = await startReceiver();
  const hook = await api.post('/webhooks', { url: receiver.url, events: ['export.completed'] });
  expect(hook.status).toBe(201);

  categoryId = await makeCategory(h.orm.em.fork(), storeId, 'Knitwear');
  const products: Row[] = [];
  for (const [i, status] of ['active', 'draft', 'active'].entries()) {
    const res = await api.post('/products', {
      title: `Crew Sweater, "Merino" ${i}`,
      description: 'Line one\nline two',
      status,
      categoryIds: i === 0 ? [categoryId] : [],
      options: [{ name: 'Size', values: ['M', 'L'] }],
      variants: [
        { sku: `EXP-${i}-M`, optionValues: { Size: 'M' }, prices: [{ currency: 'USD', amount: 8900 + i }], stock: 5 },
        { sku: `EXP-${i}-L`, optionValues: { Size: 'L' }, prices: [{ currency: 'EUR', amount: 8200 }], stock: 0 },
      ],
    });
    expect(res.status).toBe(201);
    products.push(res.body);
  }
  const adjusted = await api.post(`/products/${products[0].id}/stock`, {
    variantId: products[0].variants[0].id,
    delta: -2,
    reason: 'damaged',
  });
  expect(adjusted.status).toBe(200);

  const em = h.orm.em.fork();
  const customerId = await makeCustomer(em, storeId, 'ada@example.com');
  await makeCustomer(em, storeId, 'grace@example.com', false);
  const lines = products.map((p) => ({ productId: p.id, variantId: p.variants[0].id, quantity: 2 }));
  for (const [i, status] of (['confirmed', 'completed', 'cancelled', 'completed'] as const).entries()) {
    orderIds.push(
      await makeOrder(em, storeId, {
        email: i === 0 ? 'ada@example.com' : `buyer${i}@example.com`,
        customerId: i === 0 ? customerId : null,
        status,
        lines: lines.slice(0, i + 1),
        paid: status !== 'cancelled',
        refunds: i === 1 ? [500, 700] : [],
        refunded: i === 1 ? 1200 : 0,
      }),
    );
  }
});
afterAll(async () => {
  await receiver.close();
  await h.close();
});

describe('when a store exports its products', () => {
  it('then the JSON Lines file holds every product exactly as the product list shows it, in its order', async () => {
    const done = await exportOf('product', { format: 'jsonl' });
    expect(done).toMatchObject({ kind: 'products', format: 'jsonl', rowsWritten: 3, failure: null });
    expect(jsonLines(await downloaded(done))).toEqual(await listAll('/products'));
  });

  it('then a CSV export with the list filters holds the filtered products, nested fields as JSON', async () => {
    const done = await exportOf('product', { format: 'csv', filters: { status: 'active', category: categoryId } });
    const text = await downloaded(done);
    expect(text.split('\n')[0]).toContain('id,');
    const expected = await listAll('/products', { status: 'active', category: categoryId });
    expect(expected).toHaveLength(1);
    const rows = csvRecords(text);
    expect(rows.map((r) => r.id)).toEqual(expected.map((p) => p.id));
    expect(rows[0].title).toBe(expected[0].title);
    expect(rows[0].description).toBe('Line one\nline two');
    expect(rows[0].variants).toEqual(expected[0].variants);
    expect(rows[0].categoryIds).toEqual([categoryId]);
  });
});

describe('when a store exports its orders', () => {
  it('then each JSON line is the whole order, lines, payments, refunds, as GET /orders/{id} answers it', async () => {
    const done = await exportOf('order', { format: 'jsonl' });
    const exported = jsonLines(await downloaded(done));
    expect(exported.map((o) => o.id)).toEqual((await listAll('/orders')).map((o) => o.id));
    for (const order of exported) {
      const res = await api.get(`/orders/${order.id}`);
      expect(order).toEqual(res.body);
    }
    const refunded = exported.find((o) => o.id === orderIds[1]) as Row;
    expect(refunded.refunds.map((r: Row) => r.amount.amount)).toEqual([500, 700]);
    expect(refunded.payments).toHaveLength(1);
    expect(refunded.lines).toHaveLength(2);
  });

  it('then a CSV export filtered by status holds only those orders, each row readable into the order', async () => {
    const done = await exportOf('order', { format: 'csv', filters: { status: 'completed' } });
    const rows = csvRecords(await downloaded(done));
    const expected = await listAll('/orders', { status: 'completed' });
    expect(rows.map((r) => r.id)).toEqual(expected.map((o) => o.id));
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      const order = (await api.get(`/orders/${row.id}`)).body;
      expect(row.lines).toEqual(order.lines);
      expect(row.payments).toEqual(order.payments);
      expect(row.refunds).toEqual(order.refunds);
      expect(row.total).toEqual(order.total);
      expect(Number(row.number)).toBe(order.number);
    }
  });

  it('then a date range nobody ordered in gives an empty file', async () => {
    const done = await exportOf('order', {
      format: 'jsonl',
      filters: { createdFrom: '2020-01-01T00:00:00Z', createdTo: '2020-02-01T00:00:00Z' },
    });
    expect(done).toMatchObject({ rowsWritten: 0, byteSize: 0 });
    expect(await downloaded(done)).toBe('');
  });
});

describe('when a store exports its customers and its stock ledger', () => {
  it('then the customers are those the customer list shows', async () => {
    const done = await exportOf('customer', { format: 'jsonl' });
    expect(jsonLines(await downloaded(done))).toEqual(await listAll('/customers'));
  });

  it('then the stock ledger holds every stock change of the store, newest first, the adjustment too', async () => {
    const done = await exportOf('stock-ledger', { format: 'jsonl' });
    const exported = jsonLines(await downloaded(done));
    const stored = await queryRows<{ id: string; delta: number; stock_after: number; reason: string }>(
      h.orm.em.fork(),
      'SELECT id, delta, stock_after, reason FROM stock_ledger WHERE store_id = ? ORDER BY created_at DESC, id DESC',
      [storeId],
    );
    expect(exported.map((e) => [e.id, e.delta, e.stockAfter, e.reason])).toEqual(
      stored.map((s) => [s.id, s.delta, s.stock_after, s.reason]),
    );
    expect(exported[0]).toMatchObject({ delta: -2, stockAfter: 3, reason: 'damaged', sku: 'EXP-0-M' });
  });
});

describe('when an export completes', () => {
  it('then export.completed is delivered, signed, to the webhook endpoints subscribed to it', async () => {
    const done = await exportOf('customer', { format: 'csv' });
    const delivery = await eventually(
      () => receiver.received.find((r) => JSON.parse(r.body).data.object.id === done.id),
      'the export.completed delivery',
    );
    expect(delivery.headers['webhook-signature']).toMatch(/^v1,/);
    expect(JSON.parse(delivery.body)).toMatchObject({
      type: 'export.completed',
      data: { object: { id: done.id, kind: 'customers', status: 'completed', rowsWritten: 2 } },
    });
  });
});

describe('when a download link is changed or out of date', () => {
  let done: Row;
  beforeAll(async () => {
    done = await exportOf('customer', { format: 'jsonl' });
  });

  it('then a tampered signature, or the signature of another export, is refused with 403', async () => {
    const link = new URL(done.download.url);
    const signature = link.searchParams.get('signature') as string;
    link.searchParams.set('signature', `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`);
    const tampered = await download(link.toString());
    expectContract('downloadExport', tampered, 403);
    expect(tampered.body.error.code).toBe('download_link_invalid');

    const later = new URL(done.download.url);
    later.searchParams.set('expires', String(Number(later.searchParams.get('expires')) + 3600));
    expectContract('downloadExport', await download(later.toString()), 403);

    const other = await exportOf('product', { format: 'jsonl' });
    const swapped = new URL(other.download.url);
    swapped.searchParams.set('signature', new URL(done.download.url).searchParams.get('signature') as string);
    expectContract('downloadExport', await download(swapped.toString()), 403);
  });

  it('then a link signed for a time now past is refused with 410', async () => {
    const expired = signDownloadLink(h.config, done.id, Date.now() - 2 * h.config.exportLinkSeconds * 1000);
    const res = await download(expired.url);
    expectContract('downloadExport', res, 410);
    expect(res.body.error.code).toBe('download_link_expired');
  });

  it('then an export is not found under the path of another kind, nor in another store', async () => {
    expectContract('adminGetOrdersExport', await api.get(`/order-exports/${done.id}`), 404);
    const stranger = await makeStore(h.orm.em);
    const res = await privateClient(h.baseUrl, stranger.secretKey).get(`/customer-exports/${done.id}`);
    expectContract('adminGetCustomersExport', res, 404);
  });

  it('then a valid link while the object storage cannot be reached answers 503, not 500', async () => {
    const cut = await startHarness({ env: { S3_ENDPOINT: `http://127.0.0.1:${await freePort()}` } });
    try {
      const link = new URL(done.download.url);
      const res = await request(cut.baseUrl, 'GET', `${link.pathname}${link.search}`);
      expectContract('downloadExport', res, 503);
    } finally {
      await cut.close();
    }
  });

  it('then a valid link to a file the storage no longer has answers 404', async () => {
    const gone = await exportOf('customer', { format: 'csv' });
    await deleteFromBucket(exportFolder(storeId, gone.id, 'csv'));
    const res = await download(gone.download.url);
    expectContract('downloadExport', res, 404);
  });
});

describe('when no worker runs the export', () => {
  it("then its GET still answers, from the export's row, while the workflow cannot be asked", async () => {
    const idle = await startHarness();
    try {
      const store = await makeStore(idle.orm.em);
      const admin = privateClient(idle.baseUrl, store.secretKey);
      const started = await admin.post('/order-exports', { format: 'csv', filters: { status: 'completed' } });
      expectContract('adminExportOrders', started, 202);
      const res = await admin.get(`/order-exports/${started.body.id}`);
      expectContract('adminGetOrdersExport', res, 200);
      expect(res.body).toMatchObject({
        status: 'running',
        rowsWritten: 0,
        filters: { status: 'completed' },
        download: null,
        workflowId: `export-${started.body.id}`,
      });
    } finally {
      await idle.close();
    }
  });
});

describe('when the files live in a folder (FILE_STORAGE=folder, one machine)', () => {
  it('then the worker writes the export there and the API streams it from there', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'commerce-files-'));
    const single = await startHarness({ worker: true, env: { FILE_STORAGE: 'folder', FILES_DIR: folder } });
    try {
      const store = await makeStore(single.orm.em);
      await makeCustomer(single.orm.em.fork(), store.store.id, 'folder@example.com');
      const admin = privateClient(single.baseUrl, store.secretKey);
      const started = await admin.post('/customer-exports', { format: 'jsonl' });
      expectContract('adminExportCustomers', started, 202);
      const done = await eventually(async () => {
        const res = await admin.get(`/customer-exports/${started.body.id}`);
        return res.body.status === 'completed' && res.body;
      }, 'the export to complete');
      const parts = join(folder, exportFolder(store.store.id, done.id, 'jsonl'));
      expect(readdirSync(parts)).toEqual(['0000000000000000']);
      expect(await bucketObjects(exportFolder(store.store.id, done.id, 'jsonl'))).toEqual([]);
      const link = new URL(done.download.url);
      const res = await request(single.baseUrl, 'GET', `${link.pathname}${link.search}`);
      expect(res.status).toBe(200);
      expect(jsonLines(res.text).map((customer) => customer.email)).toEqual(['folder@example.com']);
    } finally {
      await single.close();
    }
  });
});

describe('when an export is cancelled', () => {
  it('then a running one is cancelled with no download and its workflow told; a second cancel is 409', async () => {
    // An API with no worker on its task queue: the export's workflow is started and stays running.
    const idle = await startHarness({});
    try {
      const shop = privateClient(idle.baseUrl, (await makeStore(idle.orm.em.fork())).secretKey);
      const started = await shop.post('/product-exports', { format: 'csv' });
      expect(started.body.status).toBe('running');
      const cancelled = await shop.post(`/product-exports/${started.body.id}/cancel`, {});
      expectContract('adminCancelProductsExport', cancelled, 200);
      expect(cancelled.body).toMatchObject({ id: started.body.id, status: 'cancelled', download: null });
      const read = await shop.get(`/product-exports/${started.body.id}`);
      expect(read.body).toMatchObject({ status: 'cancelled', download: null });
      const handle = idle.temporal.client.workflow.getHandle(exportWorkflowId(started.body.id));
      const history = await handle.fetchHistory();
      expect(history.events?.some((e) => e.workflowExecutionCancelRequestedEventAttributes)).toBe(true);
      const again = await shop.post(`/product-exports/${started.body.id}/cancel`, {});
      expectContract('adminCancelProductsExport', again, 409);
      expect(again.body.error).toMatchObject({
        code: 'invalid_state_transition',
        details: { currentState: 'cancelled' },
      });
      // Under another kind's path it is not found, as a GET is not.
      expectContract('adminCancelOrdersExport', await shop.post(`/order-exports/${started.body.id}/cancel`, {}), 404);
      await handle.terminate('test over');
    } finally {
      await idle.close();
    }
  });

  it('then a completed one answers 409 and keeps its download', async () => {
    const done = await exportOf('product', { format: 'csv' });
    const res = await api.post(`/product-exports/${done.id}/cancel`, {});
    expectContract('adminCancelProductsExport', res, 409);
    expect(res.body.error.details.currentState).toBe('completed');
    expect((await api.get(`/product-exports/${done.id}`)).body.download).not.toBeNull();
  });
});
