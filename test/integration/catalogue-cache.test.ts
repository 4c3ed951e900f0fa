import { startHarness, type Harness } from '../support/harness';
import { makeProduct, makeStore } from '../support/factories';
import { makeCategory, makeMedia, putInCategory } from '../support/storefront-factories';
import { privateClient, publicClient } from '../support/http';
import { expectContract } from '../support/contract';
import { eventually } from '../support/webhook-receiver';
import { connected } from '../support/interleave';
import { execute, queryOne } from '../../src/db/sql';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

/** A store with one product (two variants) filed in one category, and a storefront client for it. */
async function shop(harness = h) {
  const store = await makeStore(harness.orm.em);
  const em = harness.orm.em.fork();
  const categoryId = await makeCategory(em, store.store.id, 'Mugs');
  const product = await makeProduct(em, store.store.id, {
    title: 'Stoneware Mug',
    options: [{ name: 'Size', values: ['S', 'L'] }],
    variants: [
      { optionValues: { Size: 'S' }, prices: { USD: 1800, EUR: 1700 }, stock: 4 },
      { optionValues: { Size: 'L' }, prices: { USD: 2000 }, stock: 1 },
    ],
  });
  await putInCategory(em, product.id, categoryId);
  return { store, categoryId, product, api: publicClient(harness.baseUrl, store.publishableKey) };
}

/** A rename PostgreSQL makes without firing triggers, so no process is told of it: what a lost notice would leave. */
const renameQuietly = (productId: string, title: string) =>
  connected(h.config.databaseUrl, async (db) => {
    await db.query('SET session_replication_role = replica');
    await db.query('UPDATE products SET title = $1 WHERE id = $2', [title, productId]);
  });

type Storefront = ReturnType<typeof publicClient>;

/** Runs fn with a store on an API process of its own, started with env. */
async function withOwnApi(env: Record<string, string>, fn: (own: Awaited<ReturnType<typeof shop>>) => Promise<void>) {
  const harness = await startHarness({ env });
  try {
    await fn(await shop(harness));
  } finally {
    await harness.close();
  }
}

/** A commit's notice reaches the API's listener on PostgreSQL's schedule: the answer must change within moments. */
const soon = (what: string, check: () => Promise<boolean>) => eventually(check, what, 5_000);

/**
 * Reads the paths until the process keeps their answers. The notices of a store's making reach it on PostgreSQL's
 * schedule, and one that comes after a read rightly keeps that read's answer from being kept; so a test of what stays
 * kept first reads until a quiet rename of the products leaves every answer as it was, then puts their titles back.
 */
async function untilKept(api: Storefront, storeId: string, paths: string[], products: { id: string }[]) {
  const titleOf = async (id: string) =>
    (await queryOne<{ title: string }>(h.orm.em.fork(), 'SELECT title FROM products WHERE id = ?', [id]))!.title;
  const titles = await Promise.all(products.map(({ id }) => titleOf(id)));
  const read = () => Promise.all(paths.map(async (path) => (await api.get(path)).text));
  await soon(`the answers of ${paths.join(', ')} kept`, async () => {
    const first = await read();
    for (const { id } of products) await renameQuietly(id, 'Renamed While Kept');
    const again = await read();
    for (const [index, { id }] of products.entries()) await renameQuietly(id, titles[index]);
    if (again.every((text, index) => text === first[index])) return true;
    // An answer read after the rename may have been kept: the store's notice drops it before the next try.
    await execute(h.orm.em.fork(), `SELECT pg_notify('catalogue_changes', ?)`, [storeId]);
    return false;
  });
}

describe('when a storefront asks for the same catalogue answer again', () => {
  it('then the process answers it from memory, byte for byte, until the store is said to have changed', async () => {
    const { store, product, api } = await shop();
    await untilKept(api, store.store.id, [`/products/${product.id}`], [product]);
    const first = await api.get(`/products/${product.id}`);
    expectContract('getProduct', first, 200);
    await renameQuietly(product.id, 'Renamed Quietly');
    const again = await api.get(`/products/${product.id}`);
    expectContract('getProduct', again, 200);
    expect(again.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(again.text).toBe(first.text);

    await execute(h.orm.em.fork(), `SELECT pg_notify('catalogue_changes', ?)`, [store.store.id]);
    await soon(
      'the new title',
      async () => (await api.get(`/products/${product.id}`)).body.title === 'Renamed Quietly',
    );
  });

  it("then another store's change leaves its answers, and a failed request is never kept", async () => {
    const mine = await shop();
    const other = await shop();
    await untilKept(mine.api, mine.store.store.id, ['/products'], [mine.product]);
    await renameQuietly(mine.product.id, 'Renamed Quietly');
    await execute(h.orm.em.fork(), `SELECT pg_notify('catalogue_changes', ?)`, [other.store.store.id]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await mine.api.get('/products')).body.data[0].title).toBe('Stoneware Mug');

    expect((await mine.api.get('/products?limit=0')).status).toBe(400);
    expect((await mine.api.get('/products?limit=0')).body.error.code).toBe('validation_failed');
  });
});

describe("when a store's catalogue changes outside this process", () => {
  it("then every kind of change shows in the answers as soon as PostgreSQL's notice arrives", async () => {
    const { store, categoryId, product, api } = await shop();
    const read = async () => ({
      list: (await api.get(`/products?category=${categoryId}&inStock=true`)).body,
      detail: (await api.get(`/products/${product.id}`)).body,
      category: (await api.get(`/categories/${categoryId}`)).body,
      tree: (await api.get('/categories')).body,
    });
    const sql = (text: string, params: unknown[]) => execute(h.orm.em.fork(), text, params);
    expect((await read()).detail.variants.map((v: { available: number }) => v.available)).toEqual([4, 1]);

    // Each line changes one table the answers are read from, as the worker, the CLI or SQL by hand would.
    await sql('UPDATE products SET title = ? WHERE id = ?', ['Mug, renamed', product.id]);
    await soon('the product title', async () => (await read()).list.data[0]?.title === 'Mug, renamed');
    await sql('UPDATE variants SET stock_reserved = stock_on_hand WHERE product_id = ?', [product.id]);
    await soon('the stock reserved', async () => (await read()).list.data.length === 0);
    await sql('UPDATE variant_prices SET amount = ? WHERE variant_id = ? AND currency = ?', [
      1500,
      product.variantIds[0],
      'USD',
    ]);
    await soon('the new price', async () => (await read()).detail.variants[0].price.amount === 1500);
    await makeMedia(h.orm.em.fork(), product.id, 'https://img.example.com/mug.jpg');
    await soon('the new image', async () => (await read()).detail.media.length === 1);
    await sql('UPDATE categories SET name = ? WHERE id = ?', ['Cups', categoryId]);
    await soon('the renamed category', async () => (await read()).category.name === 'Cups');
    const saucers = await makeCategory(h.orm.em.fork(), store.store.id, 'Saucers');
    await soon('the new category', async () => (await read()).tree.data.some((c: { id: string }) => c.id === saucers));
    await putInCategory(h.orm.em.fork(), product.id, saucers);
    await soon('the new filing', async () => (await read()).detail.categories.length === 2);
    await sql("UPDATE stores SET default_currency = 'EUR' WHERE id = ?", [store.store.id]);
    await soon('the store currency', async () => (await read()).detail.variants[0].price.currency === 'EUR');
    await sql("UPDATE products SET status = 'archived' WHERE id = ?", [product.id]);
    await soon('the product gone', async () => (await api.get(`/products/${product.id}`)).status === 404);
  });
});

describe('when stock moves and no variant goes in or out of stock', () => {
  it("then only that product's answers change; lists and other products stay kept until changed", async () => {
    const { store, product, api } = await shop();
    const other = await makeProduct(h.orm.em.fork(), store.store.id, {
      title: 'Linen Apron',
      variants: [{ prices: { USD: 3000 }, stock: 2 }],
    });
    const detail = async (id: string) => (await api.get(`/products/${id}`)).body;
    const listTitles = async () => (await api.get('/products')).body.data.map((p: { title: string }) => p.title).sort();
    const sql = (text: string, params: unknown[]) => execute(h.orm.em.fork(), text, params);
    expect(await listTitles()).toEqual(['Linen Apron', 'Stoneware Mug']);
    expect((await detail(product.id)).variants[0].available).toBe(4);
    await untilKept(
      api,
      store.store.id,
      ['/products', `/products/${product.id}`, `/products/${other.id}`],
      [product, other],
    );
    await renameQuietly(product.id, 'Mug, renamed unheard');
    await renameQuietly(other.id, 'Apron, renamed unheard');

    // A checkout reserving one of four units: the variant stays in stock.
    await sql('UPDATE variants SET stock_reserved = 1 WHERE id = ?', [product.variantIds[0]]);
    await soon("the product's new availability", async () => (await detail(product.id)).variants[0].available === 3);
    expect((await detail(product.id)).title).toBe('Mug, renamed unheard');
    expect(await listTitles()).toEqual(['Linen Apron', 'Stoneware Mug']);
    expect((await detail(other.id)).title).toBe('Linen Apron');

    // The last unit of the other variant reserved: the product's inStock and the inStock filter may change.
    await sql('UPDATE variants SET stock_reserved = stock_on_hand WHERE id = ?', [product.variantIds[1]]);
    await soon('the lists read again', async () => (await listTitles()).includes('Mug, renamed unheard'));
    expect((await detail(other.id)).title).toBe('Apron, renamed unheard');

    await listTitles();
    await renameQuietly(other.id, 'Apron, renamed twice');
    // A stock movement together with a change to another column of the variant names the store too.
    await sql("UPDATE variants SET stock_reserved = 0, gtin = '4006381333931' WHERE id = ?", [product.variantIds[0]]);
    await soon('the lists read again after the gtin', async () =>
      (await listTitles()).includes('Apron, renamed twice'),
    );
  });
});

describe('when the back office writes through this process', () => {
  it('then the very next storefront read shows the change', async () => {
    const { store, product, api } = await shop();
    const admin = privateClient(h.baseUrl, store.secretKey);
    await api.get(`/products/${product.id}`);
    await api.get('/products');
    expect((await admin.patch(`/products/${product.id}`, { title: 'Mug, edited' })).status).toBe(200);
    expect((await api.get(`/products/${product.id}`)).body.title).toBe('Mug, edited');
    expect((await api.get('/products')).body.data[0].title).toBe('Mug, edited');
  });

  it("then the process forgets the store's answers at once, not waiting for the notice (it may lag)", async () => {
    const { store, product, api } = await shop();
    await api.get(`/products/${product.id}`);
    await renameQuietly(product.id, 'Renamed Quietly');
    // A write to a table no catalogue answer reads: PostgreSQL sends no notice for it.
    const admin = privateClient(h.baseUrl, store.secretKey);
    expect((await admin.post('/discounts', { code: `CACHE${Date.now()}`, type: 'percentage', value: 10 })).status).toBe(
      201,
    );
    expect((await api.get(`/products/${product.id}`)).body.title).toBe('Renamed Quietly');
  });
});

describe('when the process loses its notification connection', () => {
  it('then it keeps nothing until it listens again, so a change it cannot hear of still shows', async () => {
    const { store, product, api } = await shop();
    await api.get(`/products/${product.id}`);
    await execute(
      h.orm.em.fork(),
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity ' +
        "WHERE application_name = 'commerce-service-catalogue_changes'",
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    await api.get(`/products/${product.id}`);
    await renameQuietly(product.id, 'Changed While Deaf');
    expect((await api.get(`/products/${product.id}`)).body.title).toBe('Changed While Deaf');

    // Listening again after the reconnect delay, it keeps answers as before.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await untilKept(api, store.store.id, [`/products/${product.id}`], [product]);
  });
});

describe('when an answer is older than CATALOGUE_CACHE_SECONDS', () => {
  it('then it is read again, should a change ever reach PostgreSQL without its notice', () =>
    withOwnApi({ CATALOGUE_CACHE_SECONDS: '3' }, async ({ store, product, api }) => {
      await untilKept(api, store.store.id, [`/products/${product.id}`], [product]);
      await renameQuietly(product.id, 'Renamed Quietly');
      expect((await api.get(`/products/${product.id}`)).body.title).toBe('Stoneware Mug');
      await new Promise((resolve) => setTimeout(resolve, 3600));
      expect((await api.get(`/products/${product.id}`)).body.title).toBe('Renamed Quietly');
    }));

  it('then CATALOGUE_CACHE_MB=0 keeps nothing at all', () =>
    withOwnApi({ CATALOGUE_CACHE_MB: '0' }, async ({ product, api }) => {
      await api.get(`/products/${product.id}`);
      await renameQuietly(product.id, 'Renamed Quietly');
      expect((await api.get(`/products/${product.id}`)).body.title).toBe('Renamed Quietly');
    }));
});
