import { startHarness, type Harness } from '../support/harness';
import { makeProduct, makeStore } from '../support/factories';
import { publicClient } from '../support/http';
import { scrape } from '../support/prometheus';

let h: Harness;

beforeAll(async () => {
  // A small public bucket, so a burst of reads meets the rate limit.
  h = await startHarness({ env: { RATE_LIMIT_PUBLIC: '6,1' } });
});
afterAll(() => h.close());

const DURATION = 'commerce_http_request_duration_seconds';

describe('when the API has served storefront requests and /metrics is scraped', () => {
  it('then it shows durations by operationId and status, refusals, cache use, the pool and the listeners', async () => {
    const shopStore = await makeStore(h.orm.em);
    const product = await makeProduct(h.orm.em.fork(), shopStore.store.id, {
      title: 'Enamel Mug',
      variants: [{ prices: { USD: 900 }, stock: 3 }],
    });
    const before = await scrape(`${h.baseUrl}/metrics`);
    const busy = publicClient(h.baseUrl, (await makeStore(h.orm.em)).publishableKey);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) statuses.push((await busy.get('/products?limit=5')).status);
    const shop = publicClient(h.baseUrl, shopStore.publishableKey);
    expect((await shop.get(`/products/${product.id}`)).status).toBe(200);
    expect((await shop.get(`/products/${product.id}`)).status).toBe(200);
    expect((await shop.get('/products/prd_doesnotexist')).status).toBe(404);

    const after = await scrape(`${h.baseUrl}/metrics`);
    const served = statuses.filter((s) => s === 200).length;
    const refused = statuses.filter((s) => s === 429).length;
    expect(served).toBeGreaterThan(0);
    expect(refused).toBeGreaterThan(0);
    const count = (labels: Record<string, string>) =>
      (after.value(`${DURATION}_count`, labels) ?? 0) - (before.value(`${DURATION}_count`, labels) ?? 0);
    expect(count({ operation: 'listProducts', status: '200' })).toBe(served);
    expect(count({ operation: 'listProducts', status: '429' })).toBe(refused);
    expect(count({ operation: 'getProduct', status: '200' })).toBe(2);
    expect(count({ operation: 'getProduct', status: '404' })).toBe(1);
    expect(
      after.value(`${DURATION}_bucket`, { operation: 'getProduct', status: '200', le: '+Inf' }),
    ).toBeGreaterThanOrEqual(2);
    expect(after.value('commerce_rate_limit_refusals_total')).toBe(
      (before.value('commerce_rate_limit_refusals_total') ?? 0) + refused,
    );
    const cache = (s: typeof after, result: string) =>
      s.value('commerce_catalogue_cache_requests_total', { result }) ?? 0;
    expect(cache(after, 'hit') - cache(before, 'hit')).toBeGreaterThanOrEqual(1);
    expect(cache(after, 'miss') - cache(before, 'miss')).toBeGreaterThanOrEqual(1);
    expect(after.value('commerce_notification_listener_up', { channel: 'catalogue_changes' })).toBe(1);
    expect(after.value('commerce_notification_listener_up', { channel: 'store_credentials' })).toBe(1);
    expect(after.value('commerce_db_pool_connections', { state: 'idle' })).toBeGreaterThanOrEqual(0);
    expect(after.value('commerce_db_pool_connections', { state: 'used' })).toBeGreaterThanOrEqual(0);
    // The scrape itself is the request in flight.
    expect(after.value('commerce_http_requests_in_flight')).toBe(1);
    expect(after.value('commerce_api_process_resident_memory_bytes')).toBeGreaterThan(0);
  });
});

describe('when the API runs with METRICS_ENABLED=false (the baseline of the overhead benchmark)', () => {
  it('then it serves the storefront as before and no /metrics', async () => {
    const off = await startHarness({ env: { METRICS_ENABLED: 'false' } });
    try {
      const store = await makeStore(off.orm.em.fork());
      expect((await publicClient(off.baseUrl, store.publishableKey).get('/products')).status).toBe(200);
      expect((await fetch(`${off.baseUrl}/metrics`)).status).toBe(404);
      expect((await fetch(`${h.baseUrl}/metrics`)).status).toBe(200);
    } finally {
      await off.close();
    }
  });
});
