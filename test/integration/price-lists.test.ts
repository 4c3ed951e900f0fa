import { startHarness, type Harness } from '../support/harness';
import { expectContract } from '../support/contract';
import { publicClient } from '../support/http';
import { waitFor } from '../support/processes';
import { scrape } from '../support/prometheus';
import { makeCustomer } from '../support/customers';
import { makeProduct } from '../support/factories';
import { makeCategory, putInCategory } from '../support/storefront-factories';
import {
  admin,
  expectOneChargedOrder,
  makeCheckoutStore,
  makeReadyCart,
  submit,
  type CheckoutStore,
} from '../support/checkout-factories';
import { execute, queryRows } from '../../src/db/sql';
import { createSession } from '../../src/customers/customer-sessions.repository';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ worker: true });
});
afterAll(() => h?.close());

const em = () => h.orm.em.fork();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const unique = () => Math.random().toString(36).slice(2, 8);

async function sessionOf(store: CheckoutStore, customerId: string): Promise<string> {
  return (await createSession(em(), store.storeId, customerId, { idleSeconds: 3600, maxSeconds: 7200 })).token;
}

async function group(store: CheckoutStore, body: Record<string, unknown>) {
  const res = await admin(h.baseUrl, store).post('/customer-groups', body);
  expectContract('adminCreateCustomerGroup', res, 201);
  return res.body as { id: string; handle: string };
}

async function priceList(store: CheckoutStore, body: Record<string, unknown>) {
  const res = await admin(h.baseUrl, store).post('/price-lists', body);
  expectContract('adminCreatePriceList', res, 201);
  return res.body as { id: string; status: string };
}

const eventsOf = (storeId: string, type: string) =>
  queryRows<{ list_id: string; created_at: string }>(
    em(),
    `SELECT payload->'data'->'object'->>'id' AS list_id, created_at FROM events WHERE store_id = ? AND type = ?`,
    [storeId, type],
  );

/** The public product's first variant price as a shopper (with this session, or none) sees it once it settled. */
async function shownPrice(store: CheckoutStore, productId: string, session?: string) {
  const res = await publicClient(h.baseUrl, store.publishableKey).get(`/products/${productId}`, {
    headers: session ? { 'x-customer-session': session } : {},
  });
  expectContract('getProduct', res, 200);
  return res;
}

async function waitForPrice(store: CheckoutStore, productId: string, amount: number, session?: string) {
  await waitFor(
    async () => (await shownPrice(store, productId, session)).body.variants[0].price.amount === amount,
    `the product priced ${amount}`,
    15_000,
  );
}

describe('when a store prices for a customer group and runs a sale for everyone', () => {
  let store: CheckoutStore;
  let productId: string;
  let variantId: string;
  let trade: { id: string };
  let memberSession: string;
  let domainSession: string;
  let otherSession: string;

  beforeAll(async () => {
    store = await makeCheckoutStore(em());
    const product = await makeProduct(em(), store.storeId, { variants: [{ stock: 100, prices: { USD: 2500 } }] });
    productId = product.id;
    variantId = product.variantIds[0];
    trade = await group(store, { name: 'Trade', emailDomains: ['acme.example'] });
    const member = await makeCustomer(em(), store.storeId, `buyer-${unique()}@example.com`);
    const added = await admin(h.baseUrl, store).put(`/customer-groups/${trade.id}/customers/${member}`);
    expectContract('adminAddCustomerGroupMember', added, 200);
    memberSession = await sessionOf(store, member);
    domainSession = await sessionOf(store, await makeCustomer(em(), store.storeId, `ops-${unique()}@acme.example`));
    otherSession = await sessionOf(store, await makeCustomer(em(), store.storeId, `ada-${unique()}@example.com`));
    await priceList(store, {
      name: 'Trade prices',
      kind: 'override',
      customerGroupId: trade.id,
      prices: [
        { variantId, currency: 'USD', amount: 2000, compareAtAmount: 2500 },
        { variantId, currency: 'USD', minQuantity: 10, amount: 1500 },
      ],
    });
    await priceList(store, { name: 'Sale', kind: 'percentage', percentOff: 10 });
  });

  it('then each shopper sees their price, from the cache on a second read, never another group’s', async () => {
    await waitForPrice(store, productId, 2250);
    await waitForPrice(store, productId, 2000, memberSession);
    const before = await scrape(`${h.baseUrl}/metrics`);
    const reads: Array<[string | undefined, number]> = [
      [undefined, 2250],
      [memberSession, 2000],
      [domainSession, 2000],
      [otherSession, 2250],
    ];
    const etags = new Map<string, string>();
    for (let round = 0; round < 2; round += 1) {
      for (const [session, amount] of reads) {
        const res = await shownPrice(store, productId, session);
        expect(res.body.variants[0].price.amount).toBe(amount);
        expect(res.headers.get('vary')).toContain('X-Customer-Session');
        expect(res.headers.get('cache-control')).toMatch(amount === 2000 ? /^private/ : /^public/);
        const etag = res.headers.get('etag') as string;
        if (round === 0) etags.set(session ?? 'visitor', etag);
        else expect(etag).toBe(etags.get(session ?? 'visitor'));
      }
    }
    const after = await scrape(`${h.baseUrl}/metrics`);
    const hits = (s: typeof after) => s.value('commerce_catalogue_cache_requests_total', { result: 'hit' }) ?? 0;
    // The second round is answered from the cache: one kept answer per price context, none crossing to another.
    expect(hits(after) - hits(before)).toBeGreaterThanOrEqual(reads.length);
    expect(etags.get('visitor')).not.toBe(etags.get(memberSession));
    const trade = await shownPrice(store, productId, memberSession);
    expect(trade.body.variants[0].compareAtPrice.amount).toBe(2500);
    const visitor = await shownPrice(store, productId);
    expect(visitor.body.variants[0].compareAtPrice.amount).toBe(2500);

    const list = await publicClient(h.baseUrl, store.publishableKey).get('/products', {
      headers: { 'x-customer-session': memberSession },
    });
    expectContract('listProducts', list, 200);
    expect(list.body.data.find((p: { id: string }) => p.id === productId).price.amount).toBe(2000);
  });

  it('then the product feed shows the price everyone pays, and its ETag changes when a list does', async () => {
    const api = publicClient(h.baseUrl, store.publishableKey);
    const feed = await api.get('/feeds/products?platform=google&locale=en');
    expect(feed.status).toBe(200);
    expect(feed.text).toContain('<g:price>22.50 USD</g:price>');
    const etag = feed.headers.get('etag') as string;
    const sale = await priceList(store, { name: 'Deeper sale', kind: 'percentage', percentOff: 20 });
    const after = await api.get('/feeds/products?platform=google&locale=en', { headers: { 'if-none-match': etag } });
    expect(after.status).toBe(200);
    expect(after.text).toContain('<g:price>20.00 USD</g:price>');
    expect((await admin(h.baseUrl, store).delete(`/price-lists/${sale.id}`)).status).toBe(204);
  });

  it('then the admin preview answers what a trade customer pays at a quantity', async () => {
    const res = await admin(h.baseUrl, store).get(
      `/variants/${variantId}/price-preview?customerGroupId=${trade.id}&quantity=10`,
    );
    expectContract('adminPreviewPrice', res, 200);
    expect(res.body).toMatchObject({ price: { amount: 1500 }, ownPrice: { amount: 2500 }, quantity: 10 });
  });

  it('then quantity tiers price the cart and the submit charges exactly what the cart showed', async () => {
    const customerId = await makeCustomer(em(), store.storeId, `tier-${unique()}@example.com`);
    expectContract(
      'adminAddCustomerGroupMember',
      await admin(h.baseUrl, store).put(`/customer-groups/${trade.id}/customers/${customerId}`),
      200,
    );
    const cart = await makeReadyCart(em(), store, [{ productId, variantId, quantity: 10 }]);
    await execute(em(), 'UPDATE carts SET customer_id = ? WHERE id = ?', [customerId, cart.cartId]);
    const shop = publicClient(h.baseUrl, store.publishableKey, cart.token);
    const shown = await shop.get('/cart');
    expectContract('getCart', shown, 200);
    expect(shown.body.items[0].unitPrice.amount).toBe(1500);
    const lineId = shown.body.items[0].id;
    const fewer = await shop.patch(`/cart/items/${lineId}`, { quantity: 9 });
    expectContract('updateCartItem', fewer, 200);
    expect(fewer.body.items[0].unitPrice.amount).toBe(2000);
    const again = await shop.patch(`/cart/items/${lineId}`, { quantity: 10 });
    expect(again.body.items[0].unitPrice.amount).toBe(1500);
    const checkout = await shop.get('/cart/checkout');
    expectContract('getCheckout', checkout, 200);
    const res = await submit(h.baseUrl, store, cart.token, { paymentMethod: 'card', paymentToken: 'tok_visa' });
    expect([201, 202]).toContain(res.status);
    const order = await expectOneChargedOrder(em, cart.cartId);
    const [line] = await queryRows<{ unit_amount: string; subtotal_amount: string }>(
      em(),
      'SELECT unit_amount, subtotal_amount FROM order_lines WHERE order_id = ?',
      [order.id],
    );
    expect(Number(line.unit_amount)).toBe(1500);
    expect(Number(line.subtotal_amount)).toBe(15000);
    const [total] = await queryRows<{ total_amount: string }>(em(), 'SELECT total_amount FROM orders WHERE id = ?', [
      order.id,
    ]);
    expect(Number(total.total_amount)).toBe(checkout.body.total.amount);
  });
});

describe('when a group with an active list is deleted', () => {
  it('then its list ends with its event and its members pay everyone’s price', async () => {
    const store = await makeCheckoutStore(em());
    const product = await makeProduct(em(), store.storeId, { variants: [{ stock: 5, prices: { USD: 1000 } }] });
    const vip = await group(store, { name: 'VIP', emailDomains: ['vip.example'] });
    const session = await sessionOf(store, await makeCustomer(em(), store.storeId, `v-${unique()}@vip.example`));
    const list = await priceList(store, { name: 'VIP', kind: 'percentage', percentOff: 30, customerGroupId: vip.id });
    await waitForPrice(store, product.id, 700, session);
    expect((await admin(h.baseUrl, store).delete(`/customer-groups/${vip.id}`)).status).toBe(204);
    await waitForPrice(store, product.id, 1000, session);
    expect((await eventsOf(store.storeId, 'price_list.ended')).map((e) => e.list_id)).toEqual([list.id]);
    const gone = await admin(h.baseUrl, store).get(`/price-lists/${list.id}`);
    expectContract('adminGetPriceList', gone, 404);
  });
});

describe('when a price list is dated seconds ahead', () => {
  it('then its workflow starts and ends it on time, the catalogue follows, and new dates reschedule it', async () => {
    const store = await makeCheckoutStore(em());
    const product = await makeProduct(em(), store.storeId, { variants: [{ stock: 5, prices: { USD: 1000 } }] });
    const startsAt = new Date(Date.now() + 4000);
    const endsAt = new Date(Date.now() + 8000);
    const list = await priceList(store, {
      name: 'Flash sale',
      kind: 'percentage',
      percentOff: 50,
      startsAt: startsAt.toISOString(),
      endsAt: endsAt.toISOString(),
    });
    expect(list.status).toBe('scheduled');
    expect((await shownPrice(store, product.id)).body.variants[0].price.amount).toBe(1000);
    const statusOf = async () => (await admin(h.baseUrl, store).get(`/price-lists/${list.id}`)).body.status;

    await waitFor(async () => (await statusOf()) === 'active', 'the list to start', 15_000);
    const started = Date.now();
    expect(started).toBeGreaterThanOrEqual(startsAt.getTime());
    expect(started - startsAt.getTime()).toBeLessThan(3000);
    await waitForPrice(store, product.id, 500);
    await waitFor(async () => (await statusOf()) === 'ended', 'the list to end', 15_000);
    expect(Date.now()).toBeGreaterThanOrEqual(endsAt.getTime());
    expect(Date.now() - endsAt.getTime()).toBeLessThan(3000);
    await waitForPrice(store, product.id, 1000);
    expect((await eventsOf(store.storeId, 'price_list.started')).map((e) => e.list_id)).toEqual([list.id]);
    expect((await eventsOf(store.storeId, 'price_list.ended')).map((e) => e.list_id)).toEqual([list.id]);

    // A list an hour ahead, moved to start in two seconds: the signal wakes its workflow to the new date.
    const later = await priceList(store, {
      name: 'Moved',
      kind: 'percentage',
      percentOff: 20,
      startsAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    const moved = new Date(Date.now() + 2000);
    const patched = await admin(h.baseUrl, store).patch(`/price-lists/${later.id}`, { startsAt: moved.toISOString() });
    expectContract('adminUpdatePriceList', patched, 200);
    expect(patched.body.status).toBe('scheduled');
    await waitForPrice(store, product.id, 800);
    expect(Date.now()).toBeGreaterThanOrEqual(moved.getTime());
    const deleted = await admin(h.baseUrl, store).delete(`/price-lists/${later.id}`);
    expect(deleted.status).toBe(204);
    await waitForPrice(store, product.id, 1000);
    await sleep(200);
    expect((await eventsOf(store.storeId, 'price_list.ended')).map((e) => e.list_id).sort()).toEqual(
      [list.id, later.id].sort(),
    );
  });
});

describe('when staff send bad input to the groups and lists', () => {
  let store: CheckoutStore;
  let other: CheckoutStore;
  let variantId: string;
  let groupId: string;

  beforeAll(async () => {
    store = await makeCheckoutStore(em());
    other = await makeCheckoutStore(em());
    variantId = (await makeProduct(em(), store.storeId, { variants: [{ prices: { USD: 100 } }] })).variantIds[0];
    groupId = (await group(store, { name: 'VIP', handle: 'vip' })).id;
  });

  const expectError = (operationId: string, res: { status: number; body: any; text: string }, status: number) => {
    expectContract(operationId, res as never, status);
    return res.body.error.code as string;
  };

  it('then each answers the error envelope with its code', async () => {
    const api = admin(h.baseUrl, store);
    const foreignGroup = (await group(other, { name: 'Theirs' })).id;
    const foreignVariant = (await makeProduct(em(), other.storeId, { variants: [{ prices: { USD: 1 } }] }))
      .variantIds[0];
    const foreignCustomer = await makeCustomer(em(), other.storeId, `x-${unique()}@example.com`);
    const base = { name: 'L', kind: 'override' };
    const price = { variantId, currency: 'USD', amount: 50 };
    const cases: Array<[string, Promise<any>, number, string]> = [
      ['adminCreateCustomerGroup', api.post('/customer-groups', {}), 400, 'validation_failed'],
      [
        'adminCreateCustomerGroup',
        api.post('/customer-groups', { name: 'VIP 2', handle: 'vip' }),
        409,
        'resource_already_exists',
      ],
      [
        'adminCreateCustomerGroup',
        api.post('/customer-groups', { name: 'D', emailDomains: ['Not A Domain'] }),
        400,
        'validation_failed',
      ],
      ['adminGetCustomerGroup', api.get(`/customer-groups/${foreignGroup}`), 404, 'resource_not_found'],
      ['adminUpdateCustomerGroup', api.patch(`/customer-groups/${groupId}`, {}), 400, 'validation_failed'],
      [
        'adminAddCustomerGroupMember',
        api.put(`/customer-groups/${groupId}/customers/${foreignCustomer}`),
        404,
        'resource_not_found',
      ],
      [
        'adminAddCustomerGroupMember',
        api.put(`/customer-groups/${foreignGroup}/customers/${foreignCustomer}`),
        404,
        'resource_not_found',
      ],
      [
        'adminRemoveCustomerGroupMember',
        api.delete(`/customer-groups/${groupId}/customers/${foreignCustomer}`),
        404,
        'resource_not_found',
      ],
      ['adminDeleteCustomerGroup', api.delete(`/customer-groups/${foreignGroup}`), 404, 'resource_not_found'],
      ['adminCreatePriceList', api.post('/price-lists', { name: 'L' }), 400, 'validation_failed'],
      [
        'adminCreatePriceList',
        api.post('/price-lists', { ...base, customerGroupId: foreignGroup }),
        404,
        'resource_not_found',
      ],
      [
        'adminCreatePriceList',
        api.post('/price-lists', { ...base, prices: [{ ...price, variantId: foreignVariant }] }),
        404,
        'resource_not_found',
      ],
      [
        'adminCreatePriceList',
        api.post('/price-lists', { ...base, startsAt: '2027-01-02T00:00:00Z', endsAt: '2027-01-01T00:00:00Z' }),
        400,
        'validation_failed',
      ],
      ['adminCreatePriceList', api.post('/price-lists', { name: 'P', kind: 'percentage' }), 400, 'validation_failed'],
      ['adminCreatePriceList', api.post('/price-lists', { ...base, percentOff: 5 }), 400, 'validation_failed'],
      [
        'adminCreatePriceList',
        api.post('/price-lists', { name: 'P', kind: 'percentage', percentOff: 5, prices: [price] }),
        400,
        'validation_failed',
      ],
      ['adminCreatePriceList', api.post('/price-lists', { ...base, prices: [price, price] }), 400, 'validation_failed'],
      [
        'adminCreatePriceList',
        api.post('/price-lists', { ...base, prices: [{ ...price, compareAtAmount: 50 }] }),
        400,
        'validation_failed',
      ],
      [
        'adminCreatePriceList',
        api.post('/price-lists', { ...base, prices: [{ ...price, currency: 'JPY' }] }),
        400,
        'currency_not_supported',
      ],
      [
        'adminCreatePriceList',
        api.post('/price-lists', { ...base, prices: [{ ...price, amount: -1 }] }),
        400,
        'validation_failed',
      ],
      ['adminCreatePriceList', api.post('/price-lists', { ...base, percentOff: 101 }), 400, 'validation_failed'],
      ['adminGetPriceList', api.get('/price-lists/plist_doesnotexist'), 404, 'resource_not_found'],
      ['adminUpdatePriceList', api.patch('/price-lists/plist_doesnotexist', { name: 'x' }), 404, 'resource_not_found'],
      ['adminDeletePriceList', api.delete('/price-lists/plist_doesnotexist'), 404, 'resource_not_found'],
      ['adminListPriceLists', api.get('/price-lists?status=running'), 400, 'validation_failed'],
      ['adminPreviewPrice', api.get(`/variants/${foreignVariant}/price-preview`), 404, 'resource_not_found'],
      [
        'adminPreviewPrice',
        api.get(`/variants/${variantId}/price-preview?customerGroupId=${foreignGroup}`),
        404,
        'resource_not_found',
      ],
      [
        'adminPreviewPrice',
        api.get(`/variants/${variantId}/price-preview?currency=JPY`),
        400,
        'currency_not_supported',
      ],
    ];
    for (const [operationId, pending, status, code] of cases) {
      expect([operationId, expectError(operationId, await pending, status)]).toEqual([operationId, code]);
    }
    const created = await priceList(store, { ...base, startsAt: '2027-01-01T00:00:00Z' });
    const backwards = await api.patch(`/price-lists/${created.id}`, { endsAt: '2026-12-31T00:00:00Z' });
    expect(expectError('adminUpdatePriceList', backwards, 400)).toBe('validation_failed');
    const listed = await api.get('/price-lists?limit=1');
    expectContract('adminListPriceLists', listed, 200);
    const groups = await api.get('/customer-groups');
    expectContract('adminListCustomerGroups', groups, 200);
    const members = await api.get(`/customer-groups/${groupId}/customers`);
    expectContract('adminListCustomerGroupMembers', members, 200);
    expect((await api.delete(`/price-lists/${created.id}`)).status).toBe(204);
    expect((await api.delete(`/customer-groups/${groupId}`)).status).toBe(204);
  });
});

describe('when a process keeps a store’s active lists and its shoppers’ groups', () => {
  it('then a change made quietly is not read again, and one made through the API reaches the next read', async () => {
    const store = await makeCheckoutStore(em());
    const product = await makeProduct(em(), store.storeId, { variants: [{ stock: 5, prices: { USD: 1000 } }] });
    const vip = await group(store, { name: 'VIP' });
    const member = await makeCustomer(em(), store.storeId, `m-${unique()}@example.com`);
    const members = `/customer-groups/${vip.id}/customers/${member}`;
    expect((await admin(h.baseUrl, store).put(members)).status).toBe(200);
    const session = await sessionOf(store, member);
    const list = await priceList(store, {
      name: 'VIP',
      kind: 'override',
      customerGroupId: vip.id,
      prices: [{ variantId: product.variantIds[0], currency: 'USD', amount: 800 }],
    });
    await waitForPrice(store, product.id, 800, session);
    // Each read asks a page size not asked before, so the answer cache has kept none of them.
    let limit = 1;
    const listed = async (withSession: string | undefined) => {
      limit += 1;
      const res = await publicClient(h.baseUrl, store.publishableKey).get(`/products?limit=${limit}`, {
        headers: withSession ? { 'x-customer-session': withSession } : {},
      });
      expectContract('listProducts', res, 200);
      return res.body.data.find((p: { id: string }) => p.id === product.id).price.amount as number;
    };
    expect(await listed(session)).toBe(800);

    // Without a notice (SQL by hand) the process keeps the list's prices and the session's group it read.
    await execute(em(), 'UPDATE price_list_prices SET amount = 700 WHERE price_list_id = ?', [list.id]);
    expect(await listed(session)).toBe(800);
    await execute(em(), 'DELETE FROM customer_group_members WHERE customer_id = ?', [member]);
    expect(await listed(session)).toBe(800);
    expect(await listed(undefined)).toBe(1000);

    // Staff placing the customer again, removing them, and the shopper signing out each reach the next read.
    expect((await admin(h.baseUrl, store).put(members)).status).toBe(200);
    expect(await listed(session)).toBe(700);
    expect((await admin(h.baseUrl, store).delete(members)).status).toBe(204);
    expect(await listed(session)).toBe(1000);
    expect((await admin(h.baseUrl, store).put(members)).status).toBe(200);
    expect(await listed(session)).toBe(700);
    const logout = await publicClient(h.baseUrl, store.publishableKey).post('/customers/logout', undefined, {
      headers: { 'x-customer-session': session },
    });
    expect(logout.status).toBe(204);
    expect(await listed(session)).toBe(1000);
  });

  it('then a list page’s ranges are each variant’s best price, on a category’s page and sorted by price', async () => {
    const store = await makeCheckoutStore(em());
    const mixed = await makeProduct(em(), store.storeId, {
      variants: [
        { stock: 5, prices: { USD: 1000 } },
        { stock: 5, prices: { USD: 3000 } },
        { stock: 5, prices: {} },
      ],
    });
    const plain = await makeProduct(em(), store.storeId, {
      variants: [
        { stock: 5, prices: { USD: 2001 } },
        { stock: 5, prices: { USD: 4999 } },
      ],
    });
    const category = await makeCategory(em(), store.storeId, 'Tools');
    for (const id of [mixed.id, plain.id]) await putInCategory(em(), id, category);
    const trade = await group(store, { name: 'Trade' });
    const member = await makeCustomer(em(), store.storeId, `t-${unique()}@example.com`);
    expect((await admin(h.baseUrl, store).put(`/customer-groups/${trade.id}/customers/${member}`)).status).toBe(200);
    const session = await sessionOf(store, member);
    // The trade price undercuts the sale on the first variant only, and prices the third, which has no own price.
    await priceList(store, {
      name: 'Trade',
      kind: 'override',
      customerGroupId: trade.id,
      prices: [
        { variantId: mixed.variantIds[0], currency: 'USD', amount: 800 },
        { variantId: mixed.variantIds[2], currency: 'USD', amount: 5000 },
        { variantId: plain.variantIds[0], currency: 'USD', minQuantity: 10, amount: 100 },
      ],
    });
    await priceList(store, { name: 'Sale', kind: 'percentage', percentOff: 15 });
    await waitForPrice(store, mixed.id, 850);
    const ranges = async (query: string, withSession?: string) => {
      const res = await publicClient(h.baseUrl, store.publishableKey).get(`/products?${query}`, {
        headers: withSession ? { 'x-customer-session': withSession } : {},
      });
      expectContract('listProducts', res, 200);
      const of = (id: string) => {
        const p = res.body.data.find((item: { id: string }) => item.id === id);
        return [p.priceRange.min.amount, p.priceRange.max.amount];
      };
      return [of(mixed.id), of(plain.id)];
    };
    // 15 % off rounds half up: 2001 → 1701, 4999 → 4249; 1000 → 850, 3000 → 2550.
    const visitor = [
      [850, 2550],
      [1701, 4249],
    ];
    const inGroup = [
      [800, 5000],
      [1701, 4249],
    ];
    for (const query of ['limit=10', `limit=10&category=${category}`, 'limit=10&sort=price_asc']) {
      expect(await ranges(query)).toEqual(visitor);
      expect(await ranges(query, session)).toEqual(inGroup);
    }
  });
});
