import { startHarness, type Harness } from '../support/harness';
import { makeProduct, makeStore } from '../support/factories';
import { privateClient, publicClient } from '../support/http';
import { expectContract, expectSchema } from '../support/contract';
import { eventsOf, makeOrder, makeReview } from '../support/admin-factories';
import { upsertCustomerByEmail } from '../../src/customers/customers.repository';
import { inTransaction } from '../../src/db/sql';

let h: Harness;
let storeId: string;
let api: ReturnType<typeof privateClient>;
let n = 0;
const email = (label = 'shopper') => `${label}.${Date.now().toString(36)}${n++}@example.com`;

async function customer(address: string, names: { firstName?: string; lastName?: string } = {}) {
  return inTransaction(
    h.orm.em.fork(),
    async (tx) => (await upsertCustomerByEmail(tx, storeId, { email: address, ...names })).customer,
  );
}

beforeAll(async () => {
  h = await startHarness();
  const store = await makeStore(h.orm.em);
  storeId = store.store.id;
  api = privateClient(h.baseUrl, store.secretKey);
});
afterAll(() => h.close());

describe('when an admin moderates reviews', () => {
  it('then reviews are listed by status and product, newest first, with their allowed actions', async () => {
    const product = await makeProduct(h.orm.em.fork(), storeId);
    const pending = await makeReview(h.orm.em.fork(), storeId, product.id, 'pending');
    const published = await makeReview(h.orm.em.fork(), storeId, product.id, 'published');
    const res = await api.get('/reviews?status=pending');
    expectContract('adminListReviews', res, 200);
    expect(res.body.data.map((r: { id: string }) => r.id)).toContain(pending);
    expect(res.body.data.every((r: { status: string }) => r.status === 'pending')).toBe(true);
    expect(res.body.data.find((r: { id: string }) => r.id === pending).allowedActions).toEqual(['approve', 'reject']);
    const ofProduct = await api.get(`/reviews?productId=${product.id}&limit=1`);
    expect(ofProduct.body.data.map((r: { id: string }) => r.id)).toEqual([published]);
    const next = await api.get(`/reviews?productId=${product.id}&limit=1&cursor=${ofProduct.body.nextCursor}`);
    expect(next.body.data.map((r: { id: string }) => r.id)).toEqual([pending]);
    expect((await api.get('/reviews?status=hidden')).body.error.code).toBe('validation_failed');
  });

  it('then approve publishes, reject rejects, and a transition not allowed answers 409 with the state', async () => {
    const product = await makeProduct(h.orm.em.fork(), storeId);
    const id = await makeReview(h.orm.em.fork(), storeId, product.id);
    const approved = await api.post(`/reviews/${id}/approve`);
    expectContract('adminApproveReview', approved, 200);
    expect(approved.body).toMatchObject({ id, status: 'published', allowedActions: ['reject'] });
    const again = await api.post(`/reviews/${id}/approve`);
    expectContract('adminApproveReview', again, 409);
    expect(again.body.error).toMatchObject({
      code: 'invalid_state_transition',
      details: { currentState: 'published', allowedActions: ['reject'] },
    });
    const rejected = await api.post(`/reviews/${id}/reject`);
    expectContract('adminRejectReview', rejected, 200);
    expect(rejected.body.status).toBe('rejected');
    expectContract('adminRejectReview', await api.post(`/reviews/${id}/reject`), 409);
    expectContract('adminApproveReview', await api.post('/reviews/rev_unknown00000000000000/approve'), 404);
    expectContract('adminRejectReview', await api.post('/reviews/rev_unknown00000000000000/reject'), 404);
  });
});

describe('when an admin reads and updates customers', () => {
  it('then a customer shows its order count and total spent per currency, guest orders matched by e-mail', async () => {
    const address = email('ada');
    const ada = await customer(address, { firstName: 'Ada', lastName: 'Lovelace' });
    await makeOrder(h.orm.em.fork(), storeId, { email: address, customerId: ada.id, total: 5000 });
    await makeOrder(h.orm.em.fork(), storeId, { email: address.toUpperCase(), total: 2500, refunded: 500 });
    await makeOrder(h.orm.em.fork(), storeId, { email: address, customerId: ada.id, currency: 'EUR', total: 1000 });
    const res = await api.get(`/customers/${ada.id}`);
    expectContract('adminGetCustomer', res, 200);
    expect(res.body).toMatchObject({ id: ada.id, email: address, firstName: 'Ada', orderCount: 3 });
    expect(res.body.totalSpent).toEqual([
      { amount: 1000, currency: 'EUR', formatted: '€10.00' },
      { amount: 7000, currency: 'USD', formatted: '$70.00' },
    ]);
    const fresh = await customer(email('fresh'));
    expect((await api.get(`/customers/${fresh.id}`)).body).toMatchObject({ orderCount: 0, totalSpent: [] });
    expectContract('adminGetCustomer', await api.get('/customers/cus_unknown000000000000000'), 404);
  });

  it('then the list filters by e-mail, text and creation time, and pages newest first', async () => {
    const grace = await customer(email('grace'), { firstName: 'Grace', lastName: 'Hopper' });
    await customer(email('linus'));
    const byEmail = await api.get(`/customers?email=${encodeURIComponent(grace.email.toUpperCase())}`);
    expectContract('adminListCustomers', byEmail, 200);
    expect(byEmail.body.data.map((c: { id: string }) => c.id)).toEqual([grace.id]);
    const byName = await api.get('/customers?q=hopper');
    expect(byName.body.data.map((c: { id: string }) => c.id)).toEqual([grace.id]);
    expect((await api.get('/customers?createdFrom=2999-01-01T00:00:00Z')).body.data).toEqual([]);
    expect((await api.get('/customers?createdTo=2000-01-01T00:00:00Z')).body.data).toEqual([]);
    const first = await api.get('/customers?limit=1');
    const second = await api.get(`/customers?limit=1&cursor=${first.body.nextCursor}`);
    expect(second.body.data[0].id).not.toBe(first.body.data[0].id);
    expect((await api.get('/customers?createdFrom=yesterday')).body.error.code).toBe('validation_failed');
  });

  it('then a patch changes the customer, raises customer.updated, and a taken e-mail answers 409', async () => {
    const target = await customer(email('target'));
    const other = await customer(email('other'));
    const created = await eventsOf(h.orm.em, storeId, 'customer.created');
    expect(created.some((e) => e.payload.data.object.id === target.id)).toBe(true);
    const res = await api.patch(`/customers/${target.id}`, {
      firstName: 'Tess',
      note: 'VIP',
      acceptsMarketing: true,
      phone: '+44 20 7946 0000',
    });
    expectContract('adminUpdateCustomer', res, 200);
    expect(res.body).toMatchObject({
      firstName: 'Tess',
      note: 'VIP',
      acceptsMarketing: true,
      phone: '+44 20 7946 0000',
    });
    const updated = await eventsOf(h.orm.em, storeId, 'customer.updated');
    expect(updated.at(-1)?.payload.data.object).toMatchObject({ id: target.id, firstName: 'Tess' });
    expectSchema('EventCustomerObject', updated.at(-1)?.payload.data.object);
    expectSchema(
      'EventCustomerObject',
      created.find((e) => e.payload.data.object.id === target.id)?.payload.data.object,
    );
    const cleared = await api.patch(`/customers/${target.id}`, { note: null });
    expect(cleared.body.note).toBeNull();
    const clash = await api.patch(`/customers/${target.id}`, { email: other.email.toUpperCase() });
    expectContract('adminUpdateCustomer', clash, 409);
    expect(clash.body.error).toMatchObject({ code: 'resource_already_exists', details: [{ field: 'body.email' }] });
    expect((await api.patch(`/customers/${target.id}`, { email: 'not-an-email' })).body.error.code).toBe(
      'validation_failed',
    );
    expect((await api.patch(`/customers/${target.id}`, {})).body.error.code).toBe('validation_failed');
    expectContract('adminUpdateCustomer', await api.patch('/customers/cus_unknown000000000000000', { note: 'x' }), 404);
  });
});

describe('when an admin reads and updates store settings', () => {
  it('then the settings show the store profile, tax and shipping', async () => {
    const res = await api.get('/settings');
    expectContract('adminGetStoreSettings', res, 200);
    expect(res.body).toMatchObject({
      id: storeId,
      currencies: ['USD', 'EUR'],
      defaultCurrency: 'USD',
      plan: 'growth',
      taxRates: [],
      shippingZones: [],
      reviewAutoPublish: false,
      taxInclusive: false,
      storefrontOrigins: [],
    });
  });

  it('then storefront origins are set through the API and steer where sign-in links may point', async () => {
    const own = await makeStore(h.orm.em);
    const admin = privateClient(h.baseUrl, own.secretKey);
    const shopper = publicClient(h.baseUrl, own.publishableKey);
    const link = (redirectUrl: string) => shopper.post('/customers/auth-link', { email: email(), redirectUrl });
    expect((await link('https://shop.example.com/account')).status).toBe(400);
    const res = await admin.patch('/settings', { storefrontOrigins: ['https://shop.example.com'] });
    expectContract('adminUpdateStoreSettings', res, 200);
    expect(res.body.storefrontOrigins).toEqual(['https://shop.example.com']);
    expect((await link('https://shop.example.com/account')).status).toBe(202);
    expect((await link('https://elsewhere.example.net/account')).status).toBe(400);
    const bad = await admin.patch('/settings', { storefrontOrigins: ['https://shop.example.com/with/path'] });
    expectContract('adminUpdateStoreSettings', bad, 400);
    expect((await admin.get('/settings')).body.storefrontOrigins).toEqual(['https://shop.example.com']);
  });

  it('then name, currencies, languages, theme, flags, payment methods, taxes, shipping change together', async () => {
    const res = await api.patch('/settings', {
      name: 'Renamed store',
      currencies: ['USD', 'EUR', 'GBP'],
      defaultCurrency: 'GBP',
      languages: ['en', 'de', 'fr-CA'],
      theme: { primaryColor: '#112233', logoUrl: 'https://cdn.example.com/logo.png' },
      taxInclusive: true,
      reviewAutoPublish: true,
      paymentMethods: ['card'],
      taxRates: [
        { country: 'DE', name: 'USt', rateBasisPoints: 1900 },
        { country: 'US', region: 'CA', name: 'CA sales tax', rateBasisPoints: 725 },
      ],
      shippingZones: [
        {
          name: 'Europe',
          countries: ['DE', 'FR'],
          options: [
            {
              name: 'Standard',
              kind: 'free_over',
              prices: [{ currency: 'EUR', amount: 500 }],
              freeOver: [{ currency: 'EUR', amount: 9000 }],
              deliveryMinDays: 2,
              deliveryMaxDays: 4,
            },
            {
              name: 'Heavy',
              kind: 'weight',
              weightTiers: [
                { upToGrams: 1000, prices: [{ currency: 'EUR', amount: 800 }] },
                { upToGrams: 5000, prices: [{ currency: 'EUR', amount: 1600 }] },
              ],
            },
          ],
        },
      ],
    });
    expectContract('adminUpdateStoreSettings', res, 200);
    expect(res.body).toMatchObject({
      name: 'Renamed store',
      defaultCurrency: 'GBP',
      currencies: ['USD', 'EUR', 'GBP'],
      languages: ['en', 'de', 'fr-CA'],
      taxInclusive: true,
      reviewAutoPublish: true,
      paymentMethods: ['card'],
    });
    expect(
      res.body.taxRates.map((t: { country: string; rateBasisPoints: number }) => [t.country, t.rateBasisPoints]),
    ).toEqual([
      ['DE', 1900],
      ['US', 725],
    ]);
    const [zone] = res.body.shippingZones;
    expect(zone.options.map((o: { name: string }) => o.name)).toEqual(['Standard', 'Heavy']);
    expect(zone.options[0]).toMatchObject({
      kind: 'free_over',
      prices: [{ amount: 500, currency: 'EUR' }],
      freeOver: [{ amount: 9000, currency: 'EUR' }],
      deliveryMinDays: 2,
    });
    expect(zone.options[1].weightTiers[1]).toMatchObject({
      upToGrams: 5000,
      prices: [{ amount: 1600, currency: 'EUR' }],
    });
    expect((await api.get('/settings')).body).toEqual(res.body);

    const kept = zone.options[0];
    const resync = await api.patch('/settings', {
      shippingZones: [
        {
          id: zone.id,
          name: 'EU',
          countries: ['DE'],
          options: [{ id: kept.id, name: 'Standard+', kind: 'flat', prices: [{ currency: 'EUR', amount: 700 }] }],
        },
      ],
    });
    expect(resync.body.shippingZones).toMatchObject([
      {
        id: zone.id,
        name: 'EU',
        countries: ['DE'],
        options: [{ id: kept.id, name: 'Standard+', kind: 'flat', freeOver: null }],
      },
    ]);
    expect(resync.body.taxRates).toHaveLength(2);
  });

  it('then bad settings answer 400 and change nothing', async () => {
    const before = (await api.get('/settings')).body;
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ currencies: ['USD'], defaultCurrency: 'EUR' }, 'validation_failed', 'body.defaultCurrency'],
      [{ languages: ['de'] }, 'validation_failed', 'body.defaultLanguage'],
      [{ currencies: ['USD', 'XYZ'], defaultCurrency: 'USD' }, 'currency_not_supported', 'body.currencies.1'],
      [
        {
          shippingZones: [
            {
              name: 'Z',
              countries: ['DE'],
              options: [{ name: 'Yen', kind: 'flat', prices: [{ currency: 'JPY', amount: 100 }] }],
            },
          ],
        },
        'currency_not_supported',
        'body.shippingZones.0.options.0.prices.0.currency',
      ],
      [
        { shippingZones: [{ name: 'Z', countries: ['DE'], options: [{ name: 'No price', kind: 'flat' }] }] },
        'validation_failed',
        'body.shippingZones.0.options.0.prices',
      ],
      [
        {
          taxRates: [
            { country: 'DE', name: 'a', rateBasisPoints: 1 },
            { country: 'DE', name: 'b', rateBasisPoints: 2 },
          ],
        },
        'validation_failed',
        'body.taxRates.1',
      ],
    ];
    for (const [body, code, field] of cases) {
      const res = await api.patch('/settings', { name: 'Should not stick', ...body });
      expectContract('adminUpdateStoreSettings', res, 400);
      expect(res.body.error.code).toBe(code);
      expect(res.body.error.details[0].field).toBe(field);
    }
    const unknownZone = await api.patch('/settings', {
      shippingZones: [{ id: 'zone_unknown000000000000', name: 'Z', countries: ['DE'] }],
    });
    expectContract('adminUpdateStoreSettings', unknownZone, 404);
    expect((await api.patch('/settings', { paymentMethods: ['cash'] })).body.error.code).toBe('validation_failed');
    expect((await api.patch('/settings', { theme: { primaryColor: 1 } })).body.error.code).toBe('validation_failed');
    expect((await api.patch('/settings', {})).body.error.code).toBe('validation_failed');
    expect((await api.get('/settings')).body).toEqual(before);
  });
});
