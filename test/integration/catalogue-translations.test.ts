import { startHarness, type Harness } from '../support/harness';
import { makeProduct, makeStore } from '../support/factories';
import { makeCategory, putInCategory } from '../support/storefront-factories';
import { privateClient, publicClient } from '../support/http';
import { expectContract } from '../support/contract';
import { connected } from '../support/interleave';
import { eventsOf } from '../support/admin-factories';

let h: Harness;
let store: Awaited<ReturnType<typeof makeStore>>;
let api: ReturnType<typeof publicClient>;
let admin: ReturnType<typeof privateClient>;
let bag: { id: string; variantIds: string[] };
let scarf: { id: string; variantIds: string[] };
let category: string;

const bagTexts = (variantId: string) => ({
  title: 'Tasche aus Leder',
  description: 'Eine robuste Tasche.',
  options: [{ name: 'Farbe', values: ['Braun', 'Schwarz'] }],
  variants: [{ id: variantId, title: 'Braun' }],
});

beforeAll(async () => {
  // The catalogue cache is on: the tests also check that one language's kept answer never reaches another's reader.
  h = await startHarness();
  store = await makeStore(h.orm.em, { currencies: ['USD', 'EUR'], languages: ['en', 'de'], defaultLanguage: 'en' });
  api = publicClient(h.baseUrl, store.publishableKey);
  admin = privateClient(h.baseUrl, store.secretKey);
  const em = h.orm.em.fork();
  category = await makeCategory(em, store.store.id, 'Bags');
  bag = await makeProduct(em, store.store.id, {
    title: 'Leather Bag',
    description: 'A sturdy bag.',
    options: [{ name: 'Colour', values: ['Brown', 'Black'] }],
    variants: [
      {
        sku: 'BAG-BR',
        title: 'Brown',
        optionValues: { Colour: 'Brown' },
        prices: { USD: 12000, EUR: 11000 },
        stock: 2,
      },
      {
        sku: 'BAG-BL',
        title: 'Black',
        optionValues: { Colour: 'Black' },
        prices: { USD: 12000, EUR: 11000 },
        stock: 1,
      },
    ],
  });
  scarf = await makeProduct(em, store.store.id, {
    title: 'Wool Scarf',
    variants: [{ sku: 'SCARF', prices: { USD: 3000, EUR: 2800 }, stock: 5 }],
  });
  await putInCategory(em, bag.id, category);
  expectContract(
    'adminPutProductTranslation',
    await admin.put(`/products/${bag.id}/translations/de`, bagTexts(bag.variantIds[0])),
    200,
  );
  expectContract(
    'adminPutCategoryTranslation',
    await admin.put(`/categories/${category}/translations/de`, { name: 'Taschen' }),
    200,
  );
});
afterAll(() => h.close());

/** A rename PostgreSQL makes without firing triggers, so no process forgets its kept answers. */
const renameQuietly = (title: string) =>
  connected(h.config.databaseUrl, async (db) => {
    await db.query('SET session_replication_role = replica');
    await db.query('UPDATE products SET title = $1 WHERE id = $2', [title, bag.id]);
  });

describe('when the back office writes a product translation', () => {
  it('then it reads it back per language, and a language the store does not have answers 422', async () => {
    const list = await admin.get(`/products/${bag.id}/translations`);
    expectContract('adminListProductTranslations', list, 200);
    expect([list.body.defaultLanguage, list.body.languages]).toEqual(['en', ['de']]);
    expect(list.body.data).toEqual([
      expect.objectContaining({
        language: 'de',
        title: 'Tasche aus Leder',
        variants: [{ id: bag.variantIds[0], title: 'Braun' }],
      }),
    ]);
    for (const language of ['fr', 'en']) {
      const refused = await admin.put(`/products/${bag.id}/translations/${language}`, { title: 'Sac' });
      expectContract('adminPutProductTranslation', refused, 422);
      expect(refused.body.error.code).toBe('language_not_supported');
    }
    const categoryRefused = await admin.put(`/categories/${category}/translations/fr`, { name: 'Sacs' });
    expectContract('adminPutCategoryTranslation', categoryRefused, 422);
    expect(categoryRefused.body.error.code).toBe('language_not_supported');
  });

  it('then options not following the product, or another product variant, answer 400 naming the field', async () => {
    const res = await admin.put(`/products/${bag.id}/translations/de`, {
      options: [{ name: 'Farbe', values: ['Braun'] }],
      variants: [{ id: scarf.variantIds[0], title: 'Schal' }],
    });
    expectContract('adminPutProductTranslation', res, 400);
    expect(res.body.error.details.map((d: { field: string }) => d.field)).toEqual([
      'body.options.0.values',
      'body.variants.0.id',
    ]);
  });

  it('then a removed translation leaves the default texts, and removing it again answers 404', async () => {
    expectContract(
      'adminPutProductTranslation',
      await admin.put(`/products/${scarf.id}/translations/de`, { title: 'Wollschal' }),
      200,
    );
    expect((await api.get(`/products/${scarf.id}?lang=de`)).body.title).toBe('Wollschal');
    expect((await admin.delete(`/products/${scarf.id}/translations/de`)).status).toBe(204);
    expect((await api.get(`/products/${scarf.id}?lang=de`)).body.title).toBe('Wool Scarf');
    expectContract('adminDeleteProductTranslation', await admin.delete(`/products/${scarf.id}/translations/de`), 404);
    // The write and the removal each raised product.updated, carrying the product as the admin API shows it.
    const updates = await eventsOf(h.orm.em, store.store.id, 'product.updated');
    expect(updates.map((e) => e.payload.data.object.id)).toEqual([bag.id, scarf.id, scarf.id]);
    expectContract('adminListCategoryTranslations', await admin.get(`/categories/${category}/translations`), 200);
  });
});

describe('when a storefront asks for a language', () => {
  it('then lang picks the translated title, options, variants, categories, and Content-Language says so', async () => {
    const res = await api.get(`/products/${bag.id}?lang=de&currency=EUR`);
    expectContract('getProduct', res, 200);
    expect(res.headers.get('content-language')).toBe('de');
    expect(res.headers.get('vary')).toContain('Accept-Language');
    expect(res.body).toMatchObject({
      title: 'Tasche aus Leder',
      description: 'Eine robuste Tasche.',
      options: [{ name: 'Farbe', values: ['Braun', 'Schwarz'] }],
      variants: [
        { title: 'Braun', optionValues: { Farbe: 'Braun' } },
        // No translated title: the default one, with its option value translated.
        { title: 'Black', optionValues: { Farbe: 'Schwarz' } },
      ],
      categories: [{ name: 'Taschen' }],
    });
    const list = await api.get('/products?lang=de');
    expectContract('listProducts', list, 200);
    expect(list.body.data.map((p: { title: string }) => p.title).sort()).toEqual(['Tasche aus Leder', 'Wool Scarf']);
    const categories = await api.get('/categories?lang=de');
    expectContract('listCategories', categories, 200);
    expect(categories.headers.get('content-language')).toBe('de');
    expect(categories.body.data.map((c: { name: string }) => c.name)).toEqual(['Taschen']);
    expect((await api.get(`/categories/${category}?lang=de`)).body.name).toBe('Taschen');
  });

  it.each([
    ['fr-CH, de;q=0.8, en;q=0.5', 'de', 'Tasche aus Leder'],
    ['de;q=0.2, en;q=0.9', 'en', 'Leather Bag'],
    ['de-AT', 'de', 'Tasche aus Leder'],
    ['fr, *;q=0.1', 'en', 'Leather Bag'],
    ['de;q=0, fr', 'en', 'Leather Bag'],
  ])('then Accept-Language %s answers in %s', async (acceptLanguage, language, title) => {
    const res = await api.get(`/products/${bag.id}`, { headers: { 'accept-language': acceptLanguage } });
    expectContract('getProduct', res, 200);
    expect([res.headers.get('content-language'), res.body.title]).toEqual([language, title]);
  });

  it('then lang wins over Accept-Language, and a language the store lacks falls back to the default', async () => {
    const de = await api.get(`/products/${bag.id}?lang=de`, { headers: { 'accept-language': 'en' } });
    expect([de.headers.get('content-language'), de.body.title]).toEqual(['de', 'Tasche aus Leder']);
    const fr = await api.get(`/products/${bag.id}?lang=fr`);
    expectContract('getProduct', fr, 200);
    expect([fr.headers.get('content-language'), fr.body.title]).toEqual(['en', 'Leather Bag']);
  });

  it("then the catalogue cache never answers one language's reader with another's answer", async () => {
    const url = `/products/${bag.id}`;
    const asked = async (acceptLanguage: string) => {
      const res = await api.get(url, { headers: { 'accept-language': acceptLanguage } });
      return [res.headers.get('content-language'), res.body.title, res.headers.get('etag')];
    };
    const [german, english, germanAgain, englishAgain] = [
      await asked('de'),
      await asked('en'),
      await asked('de'),
      await asked('en'),
    ];
    expect([german[0], german[1], english[0], english[1]]).toEqual(['de', 'Tasche aus Leder', 'en', 'Leather Bag']);
    expect(german[2]).not.toBe(english[2]);
    expect([germanAgain, englishAgain]).toEqual([german, english]);
    // Renamed without a notice, the product is still answered from the kept answers: each language its own.
    await renameQuietly('Renamed Bag');
    try {
      expect([await asked('de'), await asked('en')]).toEqual([german, english]);
    } finally {
      await renameQuietly('Leather Bag');
    }
  });

  it('then an admin change to a translation is shown at once', async () => {
    await api.get(`/products/${bag.id}?lang=de`);
    await admin.put(`/products/${bag.id}/translations/de`, {
      ...bagTexts(bag.variantIds[0]),
      title: 'Ledertasche Braun',
    });
    expect((await api.get(`/products/${bag.id}?lang=de`)).body.title).toBe('Ledertasche Braun');
    await admin.put(`/products/${bag.id}/translations/de`, bagTexts(bag.variantIds[0]));
  });
});

describe('when a storefront searches in a language', () => {
  const found = async (query: string) => {
    const res = await api.get(`/products?${query}`);
    expectContract('listProducts', res, 200);
    return res.body.data.map((p: { title: string }) => p.title);
  };

  it('then a German word stem finds the German title, and the default language keeps its prefix search', async () => {
    expect(await found('lang=de&q=Taschen')).toEqual(['Tasche aus Leder']);
    expect(await found('lang=de&q=robusten%20Taschen&sort=title')).toEqual(['Tasche aus Leder']);
    // An untranslated product is searched in the texts the page shows of it.
    expect(await found('lang=de&q=scarf')).toEqual(['Wool Scarf']);
    expect(await found('lang=de&q=leather')).toEqual([]);
    expect(await found('q=Taschen')).toEqual([]);
    expect(await found('q=leath')).toEqual(['Leather Bag']);
  });

  it('then an English word stem finds the English title of a German store', async () => {
    const german = await makeStore(h.orm.em, { languages: ['de', 'en'], defaultLanguage: 'de' });
    const em = h.orm.em.fork();
    const boot = await makeProduct(em, german.store.id, {
      title: 'Wanderstiefel',
      variants: [{ sku: 'BOOT', prices: { USD: 15000, EUR: 14000 } }],
    });
    const germanAdmin = privateClient(h.baseUrl, german.secretKey);
    expectContract(
      'adminPutProductTranslation',
      await germanAdmin.put(`/products/${boot.id}/translations/en`, { title: 'Hiking Boot' }),
      200,
    );
    const shop = publicClient(h.baseUrl, german.publishableKey);
    const search = async (query: string, headers: Record<string, string> = {}) =>
      (await shop.get(`/products?${query}`, { headers })).body.data.map((p: { title: string }) => p.title);
    expect(await search('q=hiking%20boots', { 'accept-language': 'en-GB' })).toEqual(['Hiking Boot']);
    expect(await search('q=wanderst')).toEqual(['Wanderstiefel']);
    expect(await search('q=boots')).toEqual([]);
  });
});

describe('when an advertising platform fetches a feed per locale', () => {
  it('then the German EUR feed carries German texts and euro prices, untranslated products in English', async () => {
    const res = await api.get('/feeds/products?platform=meta&locale=de-DE&currency=EUR');
    expect(res.status).toBe(200);
    expect(res.text).toContain('BAG-BR,Tasche aus Leder - Braun,Eine robuste Tasche.,in stock,new,110.00 EUR,');
    expect(res.text).toContain('BAG-BL,Tasche aus Leder - Black,Eine robuste Tasche.,in stock,new,110.00 EUR,');
    expect(res.text).toContain('SCARF,Wool Scarf,Wool Scarf,in stock,new,28.00 EUR,');
  });

  it('then the English feed stays in English and the store currency, and an unknown currency answers 400', async () => {
    const res = await api.get('/feeds/products?platform=google&locale=en-US');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<g:title>Leather Bag - Brown</g:title>');
    expect(res.text).toContain('<g:price>120.00 USD</g:price>');
    expect(res.text).not.toContain('Tasche');
    const german = await api.get('/feeds/products?platform=google&locale=de&currency=EUR');
    expect(german.headers.get('etag')).not.toBe(res.headers.get('etag'));
    const refused = await api.get('/feeds/products?platform=google&locale=de&currency=JPY');
    expectContract('getProductFeed', refused, 400);
    expect(refused.body.error.code).toBe('currency_not_supported');
  });
});
