import { startHarness, type Harness } from '../support/harness';
import { makeProduct, makeStore } from '../support/factories';
import { makeMedia } from '../support/storefront-factories';
import { publicClient } from '../support/http';
import { expectContract } from '../support/contract';
import { execute } from '../../src/db/sql';

let h: Harness;
let store: Awaited<ReturnType<typeof makeStore>>;
let api: ReturnType<typeof publicClient>;
let sweater: { id: string; variantIds: string[] };

beforeAll(async () => {
  h = await startHarness();
  store = await makeStore(h.orm.em, { name: 'Feeds & Co', currencies: ['USD', 'EUR'], languages: ['en', 'de'] });
  api = publicClient(h.baseUrl, store.publishableKey);
  const em = h.orm.em.fork();
  sweater = await makeProduct(em, store.store.id, {
    title: 'Sweater <Navy> & "Co"',
    description: 'Warm, soft\nwool',
    options: [{ name: 'Size', values: ['M', 'L'] }],
    variants: [
      { sku: 'FEED-M', title: 'M', optionValues: { Size: 'M' }, prices: { USD: 8900 }, stock: 2 },
      { sku: 'FEED-L', title: 'L', optionValues: { Size: 'L' }, prices: { USD: 9900 }, stock: 0 },
    ],
  });
  await makeMedia(em, sweater.id, 'https://img.example.com/sweater.jpg');
  await makeProduct(em, store.store.id, { title: 'Hidden Draft', status: 'draft', variants: [{ sku: 'FEED-DRAFT' }] });
  await makeProduct(em, store.store.id, { title: 'Euro Only', variants: [{ sku: 'FEED-EUR', prices: { EUR: 500 } }] });
});
afterAll(() => h.close());

describe('when an advertising platform fetches the Google feed', () => {
  it('then it gets RSS 2.0, one escaped item per variant of active products priced in the store currency', async () => {
    const res = await api.get('/feeds/products?platform=google&locale=en-US&storeUrl=https://shop.example.com/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=900');
    expect(
      res.text.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">',
      ),
    ).toBe(true);
    expect(res.text).toContain('<title>Feeds &amp; Co</title>');
    expect(res.text.match(/<item>/g)).toHaveLength(2);
    expect(res.text).toContain('<g:id>FEED-M</g:id><g:title>Sweater &lt;Navy&gt; &amp; &quot;Co&quot; - M</g:title>');
    expect(res.text).toContain('<g:availability>in_stock</g:availability><g:price>89.00 USD</g:price>');
    expect(res.text).toContain('<g:id>FEED-L</g:id>');
    expect(res.text).toContain('<g:availability>out_of_stock</g:availability><g:price>99.00 USD</g:price>');
    expect(res.text).toContain(`<g:link>https://shop.example.com/products/`);
    expect(res.text).toContain(`<g:item_group_id>${sweater.id}</g:item_group_id>`);
    expect(res.text).not.toContain('FEED-DRAFT');
    expect(res.text).not.toContain('FEED-EUR');
    expect(res.text.endsWith('</channel>\n</rss>\n')).toBe(true);
  });

  it('then the same version answers 304 to If-None-Match, and a change gives a new ETag', async () => {
    const first = await api.get('/feeds/products?platform=google&locale=en');
    const etag = first.headers.get('etag') as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await api.get('/feeds/products?platform=google&locale=en', { headers: { 'if-none-match': etag } });
    expect([again.status, again.text]).toEqual([304, '']);
    await execute(h.orm.em.fork(), "UPDATE products SET updated_at = now() + interval '1 second' WHERE id = ?", [
      sweater.id,
    ]);
    const changed = await api.get('/feeds/products?platform=google&locale=en', { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });
});

describe('when an advertising platform fetches the Meta feed', () => {
  it('then it gets a CSV with the required columns, quoted where needed', async () => {
    const res = await api.get('/feeds/products?platform=meta&locale=de-DE');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const lines = res.text.split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('id,title,description,availability,condition,price,link,image_link,brand,item_group_id,gtin');
    expect(res.text.split('\r\n').filter(Boolean)).toHaveLength(3);
    expect(res.text).toContain('FEED-M,"Sweater <Navy> & ""Co"" - M","Warm, soft\nwool",in stock,new,89.00 USD,');
    expect(res.text).toContain('FEED-L,"Sweater <Navy> & ""Co"" - L","Warm, soft\nwool",out of stock,new,99.00 USD,');
  });

  it('then more variants than one batch are all streamed', async () => {
    const big = await makeStore(h.orm.em);
    const em = h.orm.em.fork();
    await execute(
      em,
      `INSERT INTO products (id, store_id, status, title, handle) ` +
        `SELECT 'prod_feed' || g, ?, 'active', 'Bulk ' || g, 'bulk-' || g FROM generate_series(1, 1200) g`,
      [big.store.id],
    );
    await execute(
      em,
      `INSERT INTO variants (id, store_id, product_id, sku, title, stock_on_hand) ` +
        `SELECT 'var_feed' || g, ?, 'prod_feed' || g, 'BULK-' || g, 'Default', 1 FROM generate_series(1, 1200) g`,
      [big.store.id],
    );
    await execute(
      em,
      `INSERT INTO variant_prices (variant_id, currency, amount) SELECT 'var_feed' || g, 'USD', 100 + g ` +
        `FROM generate_series(1, 1200) g`,
    );
    const res = await publicClient(h.baseUrl, big.publishableKey).get('/feeds/products?platform=meta&locale=en');
    const skus = res.text
      .split('\r\n')
      .slice(1)
      .filter(Boolean)
      .map((l) => l.split(',')[0]);
    expect(new Set(skus).size).toBe(1200);
  });
});

describe('when a feed is asked for wrongly', () => {
  it.each([
    ['platform=bing&locale=en'],
    ['locale=en'],
    ['platform=google'],
    ['platform=google&locale=fr-FR'],
    ['platform=google&locale=en&storeUrl=javascript:alert(1)'],
  ])('then %s answers 400 in the JSON envelope', async (query) => {
    const res = await api.get(`/feeds/products?${query}`);
    expectContract('getProductFeed', res, 400);
    expect(res.body.error.code).toBe('validation_failed');
  });
});
