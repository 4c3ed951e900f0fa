import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { execute } from '../src/db/sql';
import type { BenchStore } from './seed-catalogue';
import type { Scenario } from './scenarios';

const pickFrom = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)];

/** Follows nextCursor with limit=100 until `items` products have been passed, for a page deep in the catalogue. */
async function deepCursor(api: string, items: number): Promise<string> {
  let cursor = '';
  for (let passed = 0; passed < items; passed += 100) {
    const page = (await (await fetch(`${api}/products?limit=100${cursor ? `&cursor=${cursor}` : ''}`)).json()) as {
      nextCursor?: string;
    };
    if (!page.nextCursor) break;
    cursor = page.nextCursor;
  }
  return cursor;
}

/**
 * As many shoppers as connections, taken in turn, so concurrent adds go to different carts as they do in a shop; a
 * shopper leaves after ADDS_PER_SHOPPER adds and a new one (a new cart token) takes its place, so carts hold a few
 * lines like real ones. The "large carts" scenario instead spreads adds over 500 carts that grow to dozens of lines.
 */
const ADDS_PER_SHOPPER = 5;
function shopperTokens(count: number) {
  const newToken = () => `bench-shop-${randomBytes(8).toString('hex')}`;
  const shoppers = Array.from({ length: count }, () => ({ token: newToken(), adds: 0 }));
  let turn = 0;
  return {
    nextToken(): string {
      const shopper = shoppers[turn++ % shoppers.length];
      if (shopper.adds === ADDS_PER_SHOPPER) Object.assign(shopper, { token: newToken(), adds: 0 });
      shopper.adds += 1;
      return shopper.token;
    },
  };
}

/**
 * Each catalogue read is measured twice: read from PostgreSQL by an API that keeps no answers (CATALOGUE_CACHE_MB=0),
 * what every first read and every read after a change costs, and as the same URL asked again of an API that keeps
 * them ("cached"). The first is what the 100k against 1k ratio is about.
 */
const CATALOGUE_READ = /^GET \/products/;

/**
 * What a store taking orders does to its stock beside the storefront's reads: a checkout reserves a unit of one of
 * the sampled variants and releases it 25 ms later, 20 times a second. Their stock stays far above zero, so each
 * change is told for its product only (migration 2400).
 */
function takingOrders(em: EntityManager, store: BenchStore): () => Promise<void> {
  let stopped = false;
  const pause = () => new Promise((resolve) => setTimeout(resolve, 25));
  const moves = (async () => {
    while (!stopped) {
      const variantId = pickFrom(pickFrom(store.variantIds));
      await execute(em.fork(), 'UPDATE variants SET stock_reserved = stock_reserved + 1 WHERE id = ?', [variantId]);
      await pause();
      await execute(em.fork(), 'UPDATE variants SET stock_reserved = stock_reserved - 1 WHERE id = ?', [variantId]);
      await pause();
    }
  })();
  return async () => {
    stopped = true;
    await moves;
  };
}

/** The storefront's catalogue and cart requests on one seeded store, as the storefront bench measures them. */
export async function scenariosFor(
  em: EntityManager,
  baseUrl: string,
  store: BenchStore,
  products: number,
  withCachedApi: boolean,
  connections: number,
): Promise<Scenario[]> {
  const shoppers = shopperTokens(connections);
  const api = `${baseUrl}/v3/public/${store.publishableKey}`;
  const prefix = `/v3/public/${store.publishableKey}`;
  const cursor = await deepCursor(api, products / 2);
  const readToken = `bench-read-${randomBytes(8).toString('hex')}`;
  for (const [i, productId] of store.productIds.slice(0, 3).entries()) {
    await fetch(`${api}/cart/items`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-cart-token': readToken },
      body: JSON.stringify({ productId, variantId: store.variantIds[i][0] }),
    });
  }
  const addTokens = Array.from({ length: 500 }, () => `bench-add-${randomBytes(8).toString('hex')}`);
  const addable = store.productIds.slice(0, 20).map((id, i) => ({ id, variants: store.variantIds[i] }));
  const addBody = () => {
    const product = pickFrom(addable);
    return JSON.stringify({ productId: product.id, variantId: pickFrom(product.variants), quantity: 1 });
  };
  const scenarios: Scenario[] = [
    { name: 'GET /products?limit=20', path: `${prefix}/products?limit=20` },
    { name: 'GET /products deep cursor', path: `${prefix}/products?limit=20&cursor=${cursor}` },
    { name: 'GET /products filtered', path: `${prefix}/products?limit=20&category=${store.categoryId}&inStock=true` },
    { name: 'GET /products category tree', path: `${prefix}/products?limit=20&category=${store.categoryTreeId}` },
    {
      name: 'GET /products?q= rare words',
      path: `${prefix}/products?limit=20&q=${encodeURIComponent(store.rareSearchTerm)}`,
    },
    {
      name: 'GET /products?q= full page',
      path: `${prefix}/products?limit=20&q=${encodeURIComponent(store.pageFillingSearchTerm)}`,
    },
    { name: 'GET /products/{id}', path: () => `${prefix}/products/${pickFrom(store.productIds)}` },
    { name: 'GET /cart', path: `${prefix}/cart`, headers: { 'x-cart-token': readToken } },
    {
      name: 'POST /cart/items',
      method: 'POST',
      path: `${prefix}/cart/items`,
      headers: () => ({ 'x-cart-token': shoppers.nextToken() }),
      body: addBody,
    },
    {
      name: 'POST /cart/items large carts',
      method: 'POST',
      path: `${prefix}/cart/items`,
      headers: () => ({ 'x-cart-token': pickFrom(addTokens) }),
      body: addBody,
    },
  ];
  const counted: Scenario[] = [];
  for (const scenario of scenarios) {
    counted.push(await withRows(baseUrl, scenario));
    if (withCachedApi && CATALOGUE_READ.test(scenario.name))
      counted.push({ ...counted[counted.length - 1], name: `${scenario.name} cached`, api: 'cached' });
  }
  if (withCachedApi) {
    const detail = counted.find((scenario) => scenario.name === 'GET /products/{id} cached') as Scenario;
    counted.push({ ...detail, name: 'GET /products/{id} cached, orders', alongside: () => takingOrders(em, store) });
  }
  return withRevalidations(baseUrl, counted);
}

/**
 * The 304 path beside each 200 of the first list page: the same request with the ETag a client or CDN holds in
 * If-None-Match, so the table shows what revalidation saves (with the answer cache, no hashing and no body).
 */
async function withRevalidations(baseUrl: string, scenarios: Scenario[]): Promise<Scenario[]> {
  const withNotModified: Scenario[] = [];
  for (const scenario of scenarios) {
    withNotModified.push(scenario);
    if (!/^GET \/products\?limit=20( cached)?$/.test(scenario.name)) continue;
    const etag = (await fetch(`${baseUrl}${scenario.path as string}`)).headers.get('etag') as string;
    withNotModified.push({ ...scenario, name: `${scenario.name} 304`, headers: { 'if-none-match': etag } });
  }
  return withNotModified;
}

/**
 * A fixed GET's products (a list page) or items (a cart), asked once, so the table tells a half-full page from a full
 * one.
 */
async function withRows(baseUrl: string, scenario: Scenario): Promise<Scenario> {
  if (scenario.method === 'POST' || typeof scenario.path !== 'string') return scenario;
  const headers = typeof scenario.headers === 'function' ? scenario.headers() : scenario.headers;
  const answer = (await (await fetch(`${baseUrl}${scenario.path}`, { headers })).json()) as {
    data?: unknown[];
    items?: unknown[];
  };
  return { ...scenario, rows: (answer.data ?? answer.items)?.length };
}
