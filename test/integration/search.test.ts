import { startHarness, type Harness } from '../support/harness';
import { makeProduct, makeStore } from '../support/factories';
import { privateClient } from '../support/http';
import { expectContract } from '../support/contract';
import { makeOrder } from '../support/admin-factories';
import { signedInStaff } from '../support/staff';
import { upsertCustomerByEmail } from '../../src/customers/customers.repository';
import { inTransaction, queryRows } from '../../src/db/sql';

let h: Harness;
let storeId: string;
let api: ReturnType<typeof privateClient>;
let other: ReturnType<typeof privateClient>;
const tag = Date.now().toString(36);
const shopperEmail = `grace.${tag}@example.com`;
let orderId: string;
let orderNumber: number;
let customerId: string;
let productId: string;
let foreignOrderId: string;
let foreignProductId: string;

const ids = (hits: Array<{ id: string }> | undefined) => (hits ?? []).map((hit) => hit.id);

beforeAll(async () => {
  h = await startHarness();
  const store = await makeStore(h.orm.em);
  const foreign = await makeStore(h.orm.em);
  storeId = store.store.id;
  api = privateClient(h.baseUrl, store.secretKey);
  other = privateClient(h.baseUrl, foreign.secretKey);
  orderId = await makeOrder(h.orm.em.fork(), storeId, { email: shopperEmail, total: 4200 });
  const [row] = await queryRows<{ number: string }>(h.orm.em.fork(), 'SELECT number FROM orders WHERE id = ?', [
    orderId,
  ]);
  orderNumber = Number(row.number);
  customerId = await inTransaction(
    h.orm.em.fork(),
    async (tx) =>
      (await upsertCustomerByEmail(tx, storeId, { email: shopperEmail, firstName: 'Grace', lastName: `Hopper${tag}` }))
        .customer.id,
  );
  productId = (await makeProduct(h.orm.em.fork(), storeId, { title: 'Compiler', variants: [{ sku: `SKU-${tag}` }] }))
    .id;
  // The same e-mail, name and SKU in another store: never found from this one.
  foreignOrderId = await makeOrder(h.orm.em.fork(), foreign.store.id, { email: shopperEmail });
  foreignProductId = (
    await makeProduct(h.orm.em.fork(), foreign.store.id, { title: 'Compiler', variants: [{ sku: `SKU-${tag}-x` }] })
  ).id;
});
afterAll(() => h.close());

describe('when the store is searched with the secret key', () => {
  it('then an order is found by its e-mail, and the customer with it, never another store’s', async () => {
    const res = await api.get(`/search?q=${encodeURIComponent(shopperEmail)}`);
    expectContract('adminSearch', res, 200);
    expect(ids(res.body.orders)).toEqual([orderId]);
    expect(res.body.orders[0]).toEqual({
      id: orderId,
      label: `#${orderNumber}`,
      secondary: `${shopperEmail} · confirmed · $42.00`,
    });
    expect(ids(res.body.customers)).toEqual([customerId]);
    expect(res.body.products).toEqual([]);
  });

  it('then an order is found by its number, with or without #', async () => {
    for (const q of [`${orderNumber}`, `#${orderNumber}`]) {
      const res = await api.get(`/search?q=${encodeURIComponent(q)}`);
      expectContract('adminSearch', res, 200);
      expect(ids(res.body.orders)).toContain(orderId);
      expect(ids(res.body.orders)).not.toContain(foreignOrderId);
    }
  });

  it('then a customer is found by name and a product by SKU', async () => {
    const byName = await api.get(`/search?q=${encodeURIComponent(`grace hopper${tag}`)}`);
    expect(byName.body.customers).toEqual([{ id: customerId, label: `Grace Hopper${tag}`, secondary: shopperEmail }]);
    const bySku = await api.get(`/search?q=sku-${tag}`);
    expect(bySku.body.products).toEqual([{ id: productId, label: 'Compiler', secondary: `SKU-${tag}` }]);
    expect(ids(bySku.body.products)).not.toContain(foreignProductId);
  });

  it('then the other store finds only its own rows', async () => {
    const res = await other.get(`/search?q=${encodeURIComponent(shopperEmail)}`);
    expect(ids(res.body.orders)).toEqual([foreignOrderId]);
    expect(ids(res.body.customers)).toEqual([]);
  });

  it('then a q too short or too long answers 400', async () => {
    for (const q of ['a', 'x'.repeat(201)]) {
      const res = await api.get(`/search?q=${q}`);
      expectContract('adminSearch', res, 400);
      expect(res.body.error.code).toBe('validation_failed');
    }
  });
});

describe('when a staff member searches', () => {
  it('then only the groups their permissions allow are answered', async () => {
    const clerk = await signedInStaff(h, storeId, 'staff', ['catalogue']);
    const res = await clerk.send('GET', `/v3/private/search?q=${encodeURIComponent(shopperEmail)}`);
    expectContract('adminSearch', res, 200);
    expect(res.body).toEqual({ products: [] });
    const support = await signedInStaff(h, storeId, 'staff', ['customers']);
    const ofSupport = await support.send('GET', `/v3/private/search?q=${encodeURIComponent(shopperEmail)}`);
    expect(Object.keys(ofSupport.body)).toEqual(['customers']);
    expect(ids(ofSupport.body.customers)).toEqual([customerId]);
  });

  it('then a member with none of the three permissions is refused', async () => {
    const marketer = await signedInStaff(h, storeId, 'staff', ['marketing']);
    const res = await marketer.send('GET', '/v3/private/search?q=grace');
    expectContract('adminSearch', res, 403);
    expect(res.body.error).toMatchObject({
      code: 'permission_denied',
      details: { permission: 'orders customers catalogue' },
    });
  });
});
