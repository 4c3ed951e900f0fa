import { startHarness, type Harness } from '../support/harness';
import { makeProduct, makeStore } from '../support/factories';
import { makeCategory, makeMedia, putInCategory } from '../support/storefront-factories';
import { privateClient, publicClient } from '../support/http';
import { expectContract } from '../support/contract';
import type { Client } from 'pg';
import { connected, interleave as interleaveOn } from '../support/interleave';
import { execute, inTransaction, queryOne } from '../../src/db/sql';

let h: Harness;
let store: Awaited<ReturnType<typeof makeStore>>;
let api: ReturnType<typeof publicClient>;
const ids: Record<string, string> = {};
let clothing: string;
let sweaters: string;

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);
const titles = (res: { body: { data: Array<{ title: string }> } }) => res.body.data.map((p) => p.title);

beforeAll(async () => {
  // These tests change rows by SQL and check the very next read, so they read what PostgreSQL answers:
  // a kept answer would be forgotten only when the change's notice arrives (catalogue-cache.test.ts covers that).
  h = await startHarness({ env: { CATALOGUE_CACHE_MB: '0' } });
  store = await makeStore(h.orm.em, { currencies: ['USD', 'EUR'] });
  api = publicClient(h.baseUrl, store.publishableKey);
  const em = h.orm.em.fork();
  const sid = store.store.id;
  clothing = await makeCategory(em, sid, 'Clothing', null, 0);
  sweaters = await makeCategory(em, sid, 'Sweaters', clothing, 1);
  ids.merino = (
    await makeProduct(em, sid, {
      title: 'Merino Crew Sweater',
      description: 'Soft wool',
      createdAt: minutesAgo(5),
      options: [{ name: 'Size', values: ['M', 'L'] }],
      variants: [
        { title: 'M', optionValues: { Size: 'M' }, prices: { USD: 8900, EUR: 8200 }, stock: 3 },
        { title: 'L', optionValues: { Size: 'L' }, prices: { USD: 9900, EUR: 9100 }, stock: 0 },
      ],
    })
  ).id;
  ids.cardigan = (
    await makeProduct(em, sid, {
      title: 'Cable Cardigan',
      description: 'Chunky merino knit',
      createdAt: minutesAgo(4),
      variants: [{ prices: { USD: 12000, EUR: 11000 }, stock: 0 }],
    })
  ).id;
  ids.mug = (
    await makeProduct(em, sid, {
      title: 'Stoneware Mug',
      createdAt: minutesAgo(3),
      variants: [{ prices: { USD: 1800, EUR: 1700 }, stock: 20 }],
    })
  ).id;
  ids.apron = (
    await makeProduct(em, sid, {
      title: 'Canvas Apron',
      createdAt: minutesAgo(2),
      variants: [{ prices: { USD: 3500 }, stock: 5 }],
    })
  ).id;
  ids.draft = (await makeProduct(em, sid, { title: 'Secret Draft', status: 'draft', createdAt: minutesAgo(1) })).id;
  ids.archived = (
    await makeProduct(em, sid, { title: 'Old Archived', status: 'archived', createdAt: minutesAgo(1) })
  ).id;
  await putInCategory(em, ids.merino, sweaters);
  await putInCategory(em, ids.merino, clothing);
  await putInCategory(em, ids.cardigan, sweaters);
  await makeMedia(em, ids.merino, 'https://img.example.com/merino-2.jpg', 1);
  await makeMedia(em, ids.merino, 'https://img.example.com/merino-1.jpg', 0, 'Merino front');
});
afterAll(() => h.close());

describe('when a storefront lists products', () => {
  it('then it sees only active products, newest first, with the "from" price, stock and first image', async () => {
    const res = await api.get('/products');
    expectContract('listProducts', res, 200);
    expect(titles(res)).toEqual(['Canvas Apron', 'Stoneware Mug', 'Cable Cardigan', 'Merino Crew Sweater']);
    expect(res.body).toMatchObject({ hasMore: false });
    expect(res.body.nextCursor).toBeUndefined();
    expect(res.body.data[3]).toMatchObject({
      price: { amount: 8900, currency: 'USD', formatted: '$89.00' },
      priceRange: { max: { amount: 9900 } },
      inStock: true,
      image: { url: 'https://img.example.com/merino-1.jpg', alt: 'Merino front' },
    });
    expect(res.body.data[2]).toMatchObject({ inStock: false, image: null });
  });

  it('then pages follow the cursor without gaps or repeats, even when a product is added in between', async () => {
    const first = await api.get('/products?limit=3');
    expectContract('listProducts', first, 200);
    expect([titles(first), first.body.hasMore]).toEqual([['Canvas Apron', 'Stoneware Mug', 'Cable Cardigan'], true]);
    await makeProduct(h.orm.em.fork(), store.store.id, { title: 'Brand New Thing', status: 'draft' });
    const second = await api.get(`/products?limit=3&cursor=${first.body.nextCursor}`);
    expect([titles(second), second.body.hasMore]).toEqual([['Merino Crew Sweater'], false]);
  });

  it('then filters and sorts combine: category, text search by prefix, price range, stock, currency', async () => {
    expect(titles(await api.get(`/products?category=${sweaters}`))).toEqual(['Cable Cardigan', 'Merino Crew Sweater']);
    expect(titles(await api.get(`/products?category=${sweaters}&inStock=true`))).toEqual(['Merino Crew Sweater']);
    expect(titles(await api.get('/products?q=meri'))).toEqual(['Cable Cardigan', 'Merino Crew Sweater']);
    expect(titles(await api.get('/products?q=stoneware%20mu'))).toEqual(['Stoneware Mug']);
    expect(titles(await api.get('/products?q=%21%21'))).toEqual([]);
    expect(titles(await api.get('/products?minPrice=3000&maxPrice=9000&sort=price_asc'))).toEqual([
      'Canvas Apron',
      'Merino Crew Sweater',
    ]);
    expect(titles(await api.get('/products?sort=price_desc'))).toEqual([
      'Cable Cardigan',
      'Merino Crew Sweater',
      'Canvas Apron',
      'Stoneware Mug',
    ]);
    expect(titles(await api.get('/products?sort=title'))).toEqual([
      'Cable Cardigan',
      'Canvas Apron',
      'Merino Crew Sweater',
      'Stoneware Mug',
    ]);
    const euro = await api.get('/products?currency=eur&sort=price_asc');
    expectContract('listProducts', euro, 200);
    expect(
      euro.body.data.map((p: { title: string; price: { amount: number; currency: string } }) => [
        p.title,
        p.price.amount,
        p.price.currency,
      ]),
    ).toEqual([
      ['Stoneware Mug', 1700, 'EUR'],
      ['Merino Crew Sweater', 8200, 'EUR'],
      ['Cable Cardigan', 11000, 'EUR'],
    ]);
    const unpriced = (await api.get('/products?currency=EUR')).body.data.find(
      (p: { title: string }) => p.title === 'Canvas Apron',
    );
    expect([unpriced.price, unpriced.priceRange, unpriced.inStock]).toEqual([null, null, false]);
  });

  it("then a search reads only this store's words, in any case, and follows a title edit", async () => {
    const other = await makeStore(h.orm.em);
    await makeProduct(h.orm.em.fork(), other.store.id, { title: 'Merino Twin Sweater' });
    const indexed = (storeId: string, words: string) =>
      queryOne<{ n: number }>(
        h.orm.em.fork(),
        'SELECT count(*)::int AS n FROM products WHERE store_search @@ store_search_query(?, ?)',
        [storeId, words],
      );
    expect(await indexed(store.store.id, 'MERINO')).toEqual({ n: 2 });
    expect(await indexed(other.store.id, 'merino')).toEqual({ n: 1 });
    expect(titles(await api.get('/products?q=MERI%20SWEA'))).toEqual(['Merino Crew Sweater']);
    const renamed = await makeProduct(h.orm.em.fork(), store.store.id, { title: 'Linen Shirt' });
    await execute(h.orm.em.fork(), `UPDATE products SET title = 'Linen Sweater' WHERE id = ?`, [renamed.id]);
    expect(titles(await api.get('/products?q=swea'))).toEqual(['Linen Sweater', 'Merino Crew Sweater']);
    await execute(h.orm.em.fork(), `UPDATE products SET status = 'archived' WHERE id = ?`, [renamed.id]);
  });

  it('then a newest-first search lists each product once, pages by cursor, follows status and deletes', async () => {
    const em = h.orm.em.fork();
    const sid = store.store.id;
    const throws = [];
    for (const [i, title] of ['Loden Lodenash Throw', 'Lodenish Ćevapi Throw', 'Lodenware Throw Pillow'].entries()) {
      throws.push(
        (await makeProduct(em, sid, { title, description: 'Warm and heavy', createdAt: minutesAgo(30 + i) })).id,
      );
    }
    const newestFirst = ['Loden Lodenash Throw', 'Lodenish Ćevapi Throw', 'Lodenware Throw Pillow'];
    expect(titles(await api.get('/products?q=loden%20thr'))).toEqual(newestFirst);
    expect(titles(await api.get('/products?q=THROW%20lod'))).toEqual(newestFirst);
    expect(titles(await api.get('/products?q=%C4%86EV%20lo'))).toEqual(['Lodenish Ćevapi Throw']);
    expect(titles(await api.get('/products?q=lodenw%20pi'))).toEqual(['Lodenware Throw Pillow']);
    expect(titles(await api.get('/products?q=loden%20thr&sort=title')).sort()).toEqual([...newestFirst].sort());
    const paged: string[] = [];
    let cursor = '';
    do {
      const page = await api.get(`/products?q=loden&limit=1${cursor ? `&cursor=${cursor}` : ''}`);
      expectContract('listProducts', page, 200);
      paged.push(...titles(page));
      cursor = page.body.nextCursor ?? '';
    } while (cursor);
    expect(paged).toEqual(newestFirst);
    await execute(em, `UPDATE products SET status = 'draft' WHERE id = ?`, [throws[0]]);
    await execute(em, 'DELETE FROM products WHERE id = ?', [throws[1]]);
    expect(titles(await api.get('/products?q=throw'))).toEqual(['Lodenware Throw Pillow']);
    await execute(em, `UPDATE products SET status = 'active' WHERE id = ?`, [throws[0]]);
    expect(titles(await api.get('/products?q=throw'))).toEqual(['Loden Lodenash Throw', 'Lodenware Throw Pillow']);
    await execute(em, `UPDATE products SET status = 'archived' WHERE id = ANY (?::text[])`, [
      `{${throws[0]},${throws[2]}}`,
    ]);
    expect(titles(await api.get('/products?q=throw'))).toEqual([]);
  });

  it('then a product whose stems share a signature bit with a searched word is not taken for a match', async () => {
    const em = h.orm.em.fork();
    const twin = await queryOne<{ stem: string }>(
      em,
      `
      SELECT s AS stem FROM (SELECT chr(97 + a) || chr(97 + b) || chr(97 + c) AS s
        FROM generate_series(0, 25) a, generate_series(0, 25) b, generate_series(0, 25) c) x
       WHERE word_stem_bit(s) = word_stem_bit('bol') AND s <> 'bol' LIMIT 1`,
    );
    const tartan = await makeProduct(em, store.store.id, { title: `Tartan ${twin!.stem}x Rug`, description: 'Plaid' });
    const bolster = await makeProduct(em, store.store.id, { title: 'Tartan Bolster', description: 'Plaid' });
    expect(titles(await api.get('/products?q=tartan%20bols'))).toEqual(['Tartan Bolster']);
    expect(titles(await api.get(`/products?q=tartan%20${twin!.stem}`))).toEqual([`Tartan ${twin!.stem}x Rug`]);
    await execute(em, 'DELETE FROM products WHERE id = ANY (?::text[])', [`{${tartan.id},${bolster.id}}`]);
  });

  it('then price sorts and filters follow later price changes, new prices and deleted variants', async () => {
    const em = h.orm.em.fork();
    const sid = store.store.id;
    const lamp = await makeProduct(em, sid, {
      title: 'Desk Lamp',
      variants: [{ prices: { USD: 5000 } }, { prices: { USD: 7000 } }],
    });
    const priceOrder = async () =>
      titles(await api.get('/products?sort=price_asc&currency=USD&minPrice=1000&maxPrice=20000'));
    expect(await priceOrder()).toEqual([
      'Stoneware Mug',
      'Canvas Apron',
      'Desk Lamp',
      'Merino Crew Sweater',
      'Cable Cardigan',
    ]);
    await execute(em, 'UPDATE variant_prices SET amount = 1000 WHERE variant_id = ?', [lamp.variantIds[0]]);
    expect((await priceOrder())[0]).toBe('Desk Lamp');
    await execute(em, 'DELETE FROM variants WHERE id = ?', [lamp.variantIds[0]]);
    expect(await priceOrder()).toEqual([
      'Stoneware Mug',
      'Canvas Apron',
      'Desk Lamp',
      'Merino Crew Sweater',
      'Cable Cardigan',
    ]);
    await execute(em, "DELETE FROM variant_prices WHERE variant_id = ? AND currency = 'USD'", [lamp.variantIds[1]]);
    expect(await priceOrder()).not.toContain('Desk Lamp');
    await execute(em, "INSERT INTO variant_prices (variant_id, currency, amount) VALUES (?, 'USD', 25000)", [
      lamp.variantIds[1],
    ]);
    expect(titles(await api.get('/products?sort=price_desc&currency=USD'))[0]).toBe('Desk Lamp');
    await execute(em, 'DELETE FROM products WHERE id = ?', [lamp.id]);
    expect(titles(await api.get('/products?sort=price_desc&currency=USD'))[0]).toBe('Cable Cardigan');
  });

  it('then every sort pages through the whole list by cursor', async () => {
    for (const sort of ['newest', 'price_asc', 'price_desc', 'title']) {
      const all = titles(await api.get(`/products?sort=${sort}`));
      const paged: string[] = [];
      let cursor = '';
      do {
        const page = await api.get(`/products?sort=${sort}&limit=1${cursor ? `&cursor=${cursor}` : ''}`);
        paged.push(...titles(page));
        cursor = page.body.nextCursor ?? '';
      } while (cursor);
      expect(paged).toEqual(all);
    }
  });

  it("then a category's products page by cursor, newest first, with and without the stock filter", async () => {
    for (const query of [`category=${sweaters}`, `category=${sweaters}&inStock=true`, `category=${clothing}`]) {
      const all = titles(await api.get(`/products?${query}`));
      const paged: string[] = [];
      let cursor = '';
      do {
        const page = await api.get(`/products?${query}&limit=1${cursor ? `&cursor=${cursor}` : ''}`);
        paged.push(...titles(page));
        cursor = page.body.nextCursor ?? '';
      } while (cursor);
      expect([query, paged]).toEqual([query, all]);
    }
  });

  it('then stock, price range and image follow every write: last unit sold, restock, prices, media', async () => {
    const em = h.orm.em.fork();
    const kettle = await makeProduct(em, store.store.id, {
      title: 'Copper Kettle',
      variants: [
        { prices: { USD: 4000 }, stock: 1 },
        { prices: { USD: 4500 }, stock: 0 },
      ],
    });
    await putInCategory(em, kettle.id, clothing);
    const listed = async () =>
      (await api.get(`/products?category=${clothing}`)).body.data.find((p: { id: string }) => p.id === kettle.id);
    const inStockTitles = async () => titles(await api.get(`/products?category=${clothing}&inStock=true`));
    expect(await listed()).toMatchObject({
      inStock: true,
      priceRange: { min: { amount: 4000 }, max: { amount: 4500 } },
      image: null,
    });

    await execute(em, 'UPDATE variants SET stock_reserved = 1 WHERE id = ?', [kettle.variantIds[0]]);
    expect((await listed()).inStock).toBe(false);
    expect(await inStockTitles()).not.toContain('Copper Kettle');
    await execute(em, 'UPDATE variants SET stock_on_hand = stock_on_hand + 2 WHERE id = ?', [kettle.variantIds[1]]);
    expect((await listed()).inStock).toBe(true);
    expect(await inStockTitles()).toContain('Copper Kettle');

    await execute(em, 'UPDATE variant_prices SET amount = 9000 WHERE variant_id = ?', [kettle.variantIds[1]]);
    expect((await listed()).priceRange).toMatchObject({ min: { amount: 4000 }, max: { amount: 9000 } });

    const back = await makeMedia(em, kettle.id, 'https://img.example.com/kettle-back.jpg', 1);
    expect((await listed()).image).toEqual({ url: 'https://img.example.com/kettle-back.jpg', alt: null });
    const front = await makeMedia(em, kettle.id, 'https://img.example.com/kettle-front.jpg', 0, 'Front');
    expect((await listed()).image).toEqual({ url: 'https://img.example.com/kettle-front.jpg', alt: 'Front' });
    await execute(em, 'UPDATE media SET position = 2 WHERE id = ?', [front]);
    expect((await listed()).image.url).toBe('https://img.example.com/kettle-back.jpg');
    await execute(em, 'DELETE FROM media WHERE id IN (?)', [[back, front]]);
    expect((await listed()).image).toBeNull();
    await execute(em, 'DELETE FROM products WHERE id = ?', [kettle.id]);
  });

  it("then two writers changing one product's prices at once leave its lowest price right", async () => {
    const em = h.orm.em.fork();
    const lamp = await makeProduct(em, store.store.id, {
      title: 'Floor Lamp',
      variants: [{ prices: { USD: 5000 } }, { prices: { USD: 6000 } }],
    });
    let releaseFirst: () => void = () => undefined;
    const firstHolds = new Promise<void>((resolve) => (releaseFirst = resolve));
    let firstWrote: () => void = () => undefined;
    const firstHasWritten = new Promise<void>((resolve) => (firstWrote = resolve));
    const first = inTransaction(em, async (tx) => {
      await execute(tx, 'UPDATE variant_prices SET amount = 1000 WHERE variant_id = ?', [lamp.variantIds[0]]);
      firstWrote();
      await firstHolds;
    });
    await firstHasWritten;
    // The second writer starts while the first is uncommitted, so its own snapshot still shows 5000 for the first
    // variant.
    const second = inTransaction(h.orm.em.fork(), (tx) =>
      execute(tx, 'UPDATE variant_prices SET amount = 2000 WHERE variant_id = ?', [lamp.variantIds[1]]),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    releaseFirst();
    await Promise.all([first, second]);
    const row = await queryOne<{ min_amount: string; max_amount: string }>(
      em,
      "SELECT min_amount, max_amount FROM product_prices WHERE product_id = ? AND currency = 'USD'",
      [lamp.id],
    );
    expect([Number(row?.min_amount), Number(row?.max_amount)]).toEqual([1000, 2000]);
    await execute(em, 'DELETE FROM products WHERE id = ?', [lamp.id]);
  });

  it.each([
    ['limit=0', 'validation_failed'],
    ['limit=101', 'validation_failed'],
    ['sort=cheapest', 'validation_failed'],
    ['minPrice=-5', 'validation_failed'],
    ['currency=JPY', 'currency_not_supported'],
    ['currency=XXX', 'currency_not_supported'],
    ['cursor=cur_eyJxIjoiYSJ9.tampered', 'invalid_cursor'],
  ])('then %s answers 400 %s', async (query, code) => {
    const res = await api.get(`/products?${query}`);
    expectContract('listProducts', res, 400);
    expect(res.body.error.code).toBe(code);
  });

  it('then a cursor of another query is refused with invalid_cursor', async () => {
    const first = await api.get('/products?limit=1&sort=title');
    const res = await api.get(`/products?limit=1&sort=newest&cursor=${first.body.nextCursor}`);
    expect([res.status, res.body.error.code]).toEqual([400, 'invalid_cursor']);
  });
});

describe('when a storefront reads one product', () => {
  it('then it gets options, variants with price and availability, media in order and categories', async () => {
    const res = await api.get(`/products/${ids.merino}?currency=EUR`);
    expectContract('getProduct', res, 200);
    expect(res.body.options).toEqual([{ name: 'Size', values: ['M', 'L'] }]);
    expect(
      res.body.variants.map((v: { title: string; price: { amount: number }; available: number; inStock: boolean }) => [
        v.title,
        v.price.amount,
        v.available,
        v.inStock,
      ]),
    ).toEqual([
      ['M', 8200, 3, true],
      ['L', 9100, 0, false],
    ]);
    expect(res.body.media.map((m: { url: string }) => m.url)).toEqual([
      'https://img.example.com/merino-1.jpg',
      'https://img.example.com/merino-2.jpg',
    ]);
    expect(res.body.categories.map((c: { id: string; parentId: string | null }) => [c.id, c.parentId]).sort()).toEqual(
      [
        [clothing, null],
        [sweaters, clothing],
      ].sort(),
    );
  });

  it('then a variant without a price in the currency shows price null', async () => {
    const res = await api.get(`/products/${ids.apron}?currency=EUR`);
    expect(res.body.variants[0].price).toBeNull();
  });

  it("then drafts, archived, unknown and other stores' products answer 404", async () => {
    const other = await makeStore(h.orm.em);
    const foreign = await makeProduct(h.orm.em.fork(), other.store.id);
    for (const id of [ids.draft, ids.archived, 'prod_unknown000000000000', foreign.id]) {
      const res = await api.get(`/products/${id}`);
      expectContract('getProduct', res, 404);
      expect(res.body.error.code).toBe('resource_not_found');
    }
    expect((await api.get(`/products/${ids.merino}?currency=GBP`)).body.error.code).toBe('currency_not_supported');
  });
});

describe('when a storefront reads categories', () => {
  it('then the list carries parent ids in display order and pages by cursor', async () => {
    const res = await api.get('/categories');
    expectContract('listCategories', res, 200);
    expect(res.body.data.map((c: { id: string; parentId: string | null }) => [c.id, c.parentId])).toEqual([
      [clothing, null],
      [sweaters, clothing],
    ]);
    const first = await api.get('/categories?limit=1');
    const second = await api.get(`/categories?limit=1&cursor=${first.body.nextCursor}`);
    expect([first.body.data[0].id, second.body.data[0].id, second.body.hasMore]).toEqual([clothing, sweaters, false]);
  });

  it('then one category shows its children, and an unknown one answers 404', async () => {
    const res = await api.get(`/categories/${clothing}`);
    expectContract('getCategory', res, 200);
    expect(res.body).toMatchObject({ id: clothing, parentId: null, name: 'Clothing', childIds: [sweaters] });
    expectContract('getCategory', await api.get('/categories/cat_nope'), 404);
  });
});

describe('when a storefront filters by a category with sub-categories', () => {
  let home: ReturnType<typeof publicClient>;
  let admin: ReturnType<typeof privateClient>;
  const tree: Record<string, string> = {};
  const filedIds: Record<string, string> = {};

  beforeAll(async () => {
    const shop = await makeStore(h.orm.em);
    home = publicClient(h.baseUrl, shop.publishableKey);
    admin = privateClient(h.baseUrl, shop.secretKey);
    const em = h.orm.em.fork();
    const sid = shop.store.id;
    tree.home = await makeCategory(em, sid, 'Home');
    tree.kitchen = await makeCategory(em, sid, 'Kitchen', tree.home);
    tree.cookware = await makeCategory(em, sid, 'Cookware', tree.kitchen);
    tree.garden = await makeCategory(em, sid, 'Garden');
    const filed = async (
      title: string,
      minutes: number,
      categories: string[],
      spec: Parameters<typeof makeProduct>[2] = {},
    ) => {
      const product = await makeProduct(em, sid, { title, createdAt: minutesAgo(minutes), ...spec });
      for (const category of categories) await putInCategory(em, product.id, category);
      filedIds[title] = product.id;
    };
    await filed('Iron Pan', 6, [tree.cookware], { variants: [{ prices: { USD: 5000 }, stock: 0 }] });
    await filed('Steel Kettle', 5, [tree.kitchen, tree.cookware], { variants: [{ prices: { USD: 3000 }, stock: 2 }] });
    await filed('Wool Rug', 4, [tree.home], { variants: [{ prices: { USD: 9000 }, stock: 1 }] });
    await filed('Garden Hose', 3, [tree.garden]);
    await filed('Draft Knife', 2, [tree.cookware], { status: 'draft' });
  });

  it("then a category lists its own products and every descendant's, newest first, each product once", async () => {
    const res = await home.get(`/products?category=${tree.home}`);
    expectContract('listProducts', res, 200);
    expect(titles(res)).toEqual(['Wool Rug', 'Steel Kettle', 'Iron Pan']);
    expect(titles(await home.get(`/products?category=${tree.kitchen}`))).toEqual(['Steel Kettle', 'Iron Pan']);
    expect(titles(await home.get(`/products?category=${tree.cookware}`))).toEqual(['Steel Kettle', 'Iron Pan']);
    expect(titles(await home.get(`/products?category=${tree.garden}`))).toEqual(['Garden Hose']);
  });

  it('then the tree holds with the stock filter, the other sorts, a search and cursor pages', async () => {
    expect(titles(await home.get(`/products?category=${tree.home}&inStock=true`))).toEqual([
      'Wool Rug',
      'Steel Kettle',
    ]);
    expect(titles(await home.get(`/products?category=${tree.home}&minPrice=4000&maxPrice=9000`))).toEqual([
      'Wool Rug',
      'Iron Pan',
    ]);
    expect(titles(await home.get(`/products?category=${tree.home}&sort=price_asc`))).toEqual([
      'Steel Kettle',
      'Iron Pan',
      'Wool Rug',
    ]);
    expect(titles(await home.get(`/products?category=${tree.home}&sort=title`))).toEqual([
      'Iron Pan',
      'Steel Kettle',
      'Wool Rug',
    ]);
    expect(titles(await home.get(`/products?category=${tree.home}&q=steel`))).toEqual(['Steel Kettle']);
    for (const query of [
      `category=${tree.home}`,
      `category=${tree.home}&inStock=true`,
      `category=${tree.home}&maxPrice=5000`,
      `category=${tree.home}&sort=price_desc`,
    ]) {
      const paged: string[] = [];
      let cursor = '';
      do {
        const page = await home.get(`/products?${query}&limit=1${cursor ? `&cursor=${cursor}` : ''}`);
        expectContract('listProducts', page, 200);
        paged.push(...titles(page));
        cursor = page.body.nextCursor ?? '';
      } while (cursor);
      expect([query, paged]).toEqual([query, titles(await home.get(`/products?${query}`))]);
    }
  });

  it("then a page filtered by stock or price shows each product's price range and stock, as unfiltered", async () => {
    const shown = async (query: string) =>
      (await home.get(`/products?${query}`)).body.data.map((p: any) => [
        p.title,
        p.priceRange?.min.amount,
        p.priceRange?.max.amount,
        p.inStock,
      ]);
    expect(await shown(`category=${tree.home}&inStock=true`)).toEqual([
      ['Wool Rug', 9000, 9000, true],
      ['Steel Kettle', 3000, 3000, true],
    ]);
    expect(await shown(`category=${tree.home}&minPrice=4000&maxPrice=9000`)).toEqual([
      ['Wool Rug', 9000, 9000, true],
      ['Iron Pan', 5000, 5000, false],
    ]);
    expect(await shown(`category=${tree.home}`)).toEqual([
      ['Wool Rug', 9000, 9000, true],
      ['Steel Kettle', 3000, 3000, true],
      ['Iron Pan', 5000, 5000, false],
    ]);
  });

  it("then its queries run on connections without JIT, which would compile the tree's page each request", async () => {
    expect(await queryOne(h.orm.em.fork(), 'SHOW jit')).toEqual({ jit: 'off' });
  });

  it("then a product set to draft or archived leaves its categories' lists at once; active, it is back", async () => {
    const setStatus = async (title: string, status: string) =>
      expect((await admin.patch(`/products/${filedIds[title]}`, { status })).status).toBe(200);
    await setStatus('Steel Kettle', 'draft');
    await setStatus('Draft Knife', 'active');
    expect(titles(await home.get(`/products?category=${tree.home}`))).toEqual(['Draft Knife', 'Wool Rug', 'Iron Pan']);
    expect(titles(await home.get(`/products?category=${tree.kitchen}&limit=1`))).toEqual(['Draft Knife']);
    await setStatus('Draft Knife', 'archived');
    await setStatus('Steel Kettle', 'active');
    expect(titles(await home.get(`/products?category=${tree.home}`))).toEqual(['Wool Rug', 'Steel Kettle', 'Iron Pan']);
    await setStatus('Draft Knife', 'draft');
  });

  it("then a category moved elsewhere takes its products along; another store's category is not found", async () => {
    const em = h.orm.em.fork();
    await execute(em, 'UPDATE categories SET parent_id = ? WHERE id = ?', [tree.garden, tree.kitchen]);
    expect(titles(await home.get(`/products?category=${tree.home}`))).toEqual(['Wool Rug']);
    expect(titles(await home.get(`/products?category=${tree.garden}`))).toEqual([
      'Garden Hose',
      'Steel Kettle',
      'Iron Pan',
    ]);
    for (const query of [`category=${tree.home}`, `category=${tree.home}&sort=price_asc`]) {
      const foreign = await api.get(`/products?${query}`);
      expect([foreign.status, foreign.body.error?.code]).toEqual([404, 'resource_not_found']);
    }
  });

  it('then a product filed elsewhere, and the products of a deleted category, leave those lists at once', async () => {
    // The tree is now Garden > Kitchen > Cookware, and Home holds only Wool Rug.
    expect((await admin.patch(`/products/${filedIds['Wool Rug']}`, { categoryIds: [tree.kitchen] })).status).toBe(200);
    expect(titles(await home.get(`/products?category=${tree.home}`))).toEqual([]);
    expect(titles(await home.get(`/products?category=${tree.garden}`))).toEqual([
      'Garden Hose',
      'Wool Rug',
      'Steel Kettle',
      'Iron Pan',
    ]);
    expect((await admin.delete(`/categories/${tree.kitchen}`)).status).toBe(200);
    // Cookware moved up under Garden with its products; Wool Rug, filed under Kitchen alone, is in no category now.
    expect(titles(await home.get(`/products?category=${tree.garden}`))).toEqual([
      'Garden Hose',
      'Steel Kettle',
      'Iron Pan',
    ]);
    expect(titles(await home.get(`/products?category=${tree.garden}&inStock=true`))).toEqual([
      'Garden Hose',
      'Steel Kettle',
    ]);
    expect(titles(await home.get(`/products?category=${tree.garden}&sort=title`))).toEqual([
      'Garden Hose',
      'Iron Pan',
      'Steel Kettle',
    ]);
    expect(titles(await admin.get(`/products?category=${tree.garden}`))).toEqual([
      'Draft Knife',
      'Garden Hose',
      'Steel Kettle',
      'Iron Pan',
    ]);
  });
});

describe('when a category moves while a product is being filed under it', () => {
  const inTransactionOf = (change: (db: Client) => Promise<unknown>) =>
    connected(h.config.databaseUrl, async (db) => {
      await db.query('BEGIN');
      await change(db);
      await db.query('COMMIT');
    });
  const interleave = <T>(
    first: (db: Client) => Promise<unknown>,
    second: () => Promise<T>,
    then?: (db: Client) => Promise<unknown>,
  ) => interleaveOn(h.config.databaseUrl, first, second, then);

  async function setting() {
    const em = h.orm.em.fork();
    const sid = store.store.id;
    const oldTop = await makeCategory(em, sid, 'Old Top');
    const newTop = await makeCategory(em, sid, 'New Top');
    const moving = await makeCategory(em, sid, 'Moving', oldTop);
    const product = await makeProduct(em, sid, { title: 'Raced Lamp' });
    const move = (db: Client) => db.query('UPDATE categories SET parent_id = $1 WHERE id = $2', [newTop, moving]);
    const file = (db: Client) =>
      db.query('INSERT INTO product_categories (product_id, category_id) VALUES ($1, $2)', [product.id, moving]);
    const listed = async () => [
      titles(await api.get(`/products?category=${newTop}`)),
      titles(await api.get(`/products?category=${oldTop}`)),
    ];
    return { move, file, listed, productId: product.id, moving, newTop };
  }
  const admin = () => privateClient(h.baseUrl, store.secretKey);

  it('then a filing made while the move is uncommitted lists the product under the new ancestors', async () => {
    const { move, file, listed } = await setting();
    await interleave(move, () => inTransactionOf(file));
    expect(await listed()).toEqual([['Raced Lamp'], []]);
  });

  it('then a move made while the filing is uncommitted takes the product along', async () => {
    const { move, file, listed } = await setting();
    await interleave(file, () => inTransactionOf(move));
    expect(await listed()).toEqual([['Raced Lamp'], []]);
  });

  it('then a product edited through the API during a move waits for the move instead of deadlocking', async () => {
    const { move, listed, productId, moving } = await setting();
    // Then the move takes what its rebuild takes of each product it lists: had the edit locked its product first, the
    // move would wait for the edit, and the edit for the move.
    const edit = await interleave(
      move,
      () => admin().patch(`/products/${productId}`, { categoryIds: [moving] }),
      (db) => db.query('SELECT 1 FROM products WHERE id = $1 FOR KEY SHARE', [productId]),
    );
    expect(edit.status).toBe(200);
    expect(await listed()).toEqual([['Raced Lamp'], []]);
  });

  it('then a product archived during a move (a checkout holds its stock) waits for the move, no deadlock', async () => {
    const { move, productId, newTop } = await setting();
    const em = h.orm.em.fork();
    await putInCategory(em, productId, newTop);
    await execute(em, 'UPDATE variants SET stock_on_hand = 5, stock_reserved = 1 WHERE product_id = ?', [productId]);
    // Archiving follows the product's status into its filings, whose listings then wait for the move, as an edit's do.
    const removal = await interleave(
      move,
      () => admin().delete(`/products/${productId}`),
      (db) => db.query('SELECT 1 FROM products WHERE id = $1 FOR KEY SHARE', [productId]),
    );
    expect([removal.status, removal.body.archived]).toEqual([200, true]);
    expect(titles(await api.get(`/products?category=${newTop}`))).toEqual([]);
  });

  it('then a category moved through the API during a product edit waits for the edit, no deadlock', async () => {
    const { file, listed, moving, newTop } = await setting();
    // The edit takes its listings lock as the API does, then files, which checks the category's key: had the move
    // locked the category first, the filing would wait for the move, and the move for the edit's listings lock.
    const takeListingsLock = (db: Client) =>
      db.query('SELECT category_listings_lock(ARRAY[$1::text], false)', [store.store.id]);
    const moved = await interleave(
      takeListingsLock,
      () => admin().patch(`/categories/${moving}`, { parentId: newTop }),
      file,
    );
    expect(moved.status).toBe(200);
    expect(await listed()).toEqual([['Raced Lamp'], []]);
  });

  it('then a category deleted during a product edit (its sub-categories move up) waits for the edit', async () => {
    const { file, moving } = await setting();
    await makeCategory(h.orm.em.fork(), store.store.id, 'Moving Child', moving);
    const takeListingsLock = (db: Client) =>
      db.query('SELECT category_listings_lock(ARRAY[$1::text], false)', [store.store.id]);
    const deleted = await interleave(takeListingsLock, () => admin().delete(`/categories/${moving}`), file);
    expect(deleted.status).toBe(200);
  });
});
