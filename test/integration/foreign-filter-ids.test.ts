import { startHarness, type Harness } from '../support/harness';
import { makeProduct, makeStore } from '../support/factories';
import { privateClient, publicClient, type ApiResponse } from '../support/http';
import { expectContract } from '../support/contract';
import { eventsOf, makeCategory, makeReview } from '../support/admin-factories';
import { queryOne } from '../../src/db/sql';

let h: Harness;
/** One id of each kind in the caller's store, and one in another store. */
const own: Record<string, string> = {};
const foreign: Record<string, string> = {};
let caller: Awaited<ReturnType<typeof makeStore>>;

/** The ids a store's filters can name: a category, a product and its variant, an event, an actor of its audit log. */
async function idsOf(secretKey: string, storeId: string, into: Record<string, string>): Promise<void> {
  const em = h.orm.em.fork();
  into.category = await makeCategory(em, storeId, 'Filtered');
  const product = await makeProduct(em, storeId, { variants: [{ stock: 2 }] });
  into.product = product.id;
  into.variant = product.variantIds[0];
  await makeReview(em, storeId, product.id);
  // A write through the API: it raises an event and leaves the key in the store's audit log.
  const created = await privateClient(h.baseUrl, secretKey).post('/products', {
    title: 'Audited',
    variants: [{ sku: `AUD-${storeId.slice(-8)}`, prices: [{ currency: 'USD', amount: 100 }], stock: 1 }],
  });
  expect(created.body).toHaveProperty('id');
  into.event = (await eventsOf(em, storeId, 'product.created'))[0].id;
  const actor = await queryOne<{ actor_id: string }>(em, 'SELECT actor_id FROM audit_log WHERE store_id = ?', [
    storeId,
  ]);
  into.actor = actor!.actor_id;
}

beforeAll(async () => {
  // The endpoint only has to exist: nothing listens at its address, and its deliveries do not matter here.
  h = await startHarness({ worker: true, env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' } });
  caller = await makeStore(h.orm.em.fork());
  const other = await makeStore(h.orm.em.fork());
  await idsOf(caller.secretKey, caller.store.id, own);
  await idsOf(other.secretKey, other.store.id, foreign);
  const endpoint = await privateClient(h.baseUrl, caller.secretKey).post('/webhooks', {
    url: 'http://127.0.0.1:9/filters',
    events: ['*'],
  });
  expectContract('adminCreateWebhook', endpoint, 201);
  own.endpoint = endpoint.body.id;
});
afterAll(() => h.close());

interface FilterCase {
  operationId: string;
  /** The request field the id is in. */
  field: string;
  /** The answer to the caller's own id: the filter works, so a 404 for another store's id is no blanket refusal. */
  status: number;
  send: (ids: Record<string, string>) => Promise<ApiResponse>;
}

const api = () => privateClient(h.baseUrl, caller.secretKey);
const CASES: FilterCase[] = [
  {
    operationId: 'adminExportProducts',
    field: 'body.filters.category',
    status: 202,
    send: (ids) => api().post('/product-exports', { format: 'csv', filters: { category: ids.category } }),
  },
  {
    operationId: 'adminExportStockLedger',
    field: 'body.filters.productId',
    status: 202,
    send: (ids) => api().post('/stock-ledger-exports', { format: 'jsonl', filters: { productId: ids.product } }),
  },
  {
    operationId: 'adminExportStockLedger',
    field: 'body.filters.variantId',
    status: 202,
    send: (ids) => api().post('/stock-ledger-exports', { format: 'jsonl', filters: { variantId: ids.variant } }),
  },
  {
    operationId: 'adminListProducts',
    field: 'query.category',
    status: 200,
    send: (ids) => api().get(`/products?category=${ids.category}`),
  },
  {
    operationId: 'listProducts',
    field: 'query.category',
    status: 200,
    send: (ids) => publicClient(h.baseUrl, caller.publishableKey).get(`/products?category=${ids.category}`),
  },
  {
    operationId: 'adminListCategories',
    field: 'query.parentId',
    status: 200,
    send: (ids) => api().get(`/categories?parentId=${ids.category}`),
  },
  {
    operationId: 'adminListReviews',
    field: 'query.productId',
    status: 200,
    send: (ids) => api().get(`/reviews?productId=${ids.product}`),
  },
  {
    operationId: 'adminListWebhookDeliveries',
    field: 'query.eventId',
    status: 200,
    send: (ids) => api().get(`/webhooks/${own.endpoint}/deliveries?eventId=${ids.event}`),
  },
  {
    operationId: 'adminListAuditLog',
    field: 'query.actorId',
    status: 200,
    send: (ids) => api().get(`/audit-log?actorId=${ids.actor}`),
  },
];

const exportsOfCaller = async () =>
  Number(
    (await queryOne<{ n: string }>(h.orm.em.fork(), 'SELECT count(*) AS n FROM exports WHERE store_id = ?', [
      caller.store.id,
    ]))!.n,
  );

describe.each(CASES)('when $operationId names another store’s id in $field', ({ operationId, field, status, send }) => {
  it('then it answers 404 resource_not_found naming the field, and starts nothing', async () => {
    const before = await exportsOfCaller();
    const res = await send(foreign);
    expectContract(operationId, res, 404);
    expect(res.body.error.code).toBe('resource_not_found');
    expect(res.body.error.details).toEqual([expect.objectContaining({ field, code: 'not_found' })]);
    expect(await exportsOfCaller()).toBe(before);
  });

  it('and the same filter with an id of its own store answers as before', async () => {
    const res = await send(own);
    expectContract(operationId, res, status);
  });
});
