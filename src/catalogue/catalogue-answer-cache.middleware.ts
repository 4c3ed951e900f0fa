import type { Middleware } from 'koa';
import type { ApiContext, ApiState } from '../http/context';
import type { Operation } from '../http/openapi';
import { cacheableAnswer, cachePolicy, sendCacheable, type AnswerTags, type CachePolicy } from '../http/http-cache';
import { negotiateLanguage } from '../shared/languages';
import type { Store } from '../stores/store.entity';
import { groupOfSession } from '../price-lists/price-context';
import { forgetPriceContexts, forgetSessionGroup } from '../price-lists/price-book';

import type { CatalogueAnswerCache } from './catalogue-answer-cache';

declare module '../http/context' {
  interface AppDeps {
    catalogueAnswers: CatalogueAnswerCache;
  }
  interface ApiState {
    /** The language a storefront catalogue read answers in, negotiated from `lang` and Accept-Language. */
    language?: string;
    /** The customer group whose prices a catalogue read shows (X-Customer-Session), null for everyone's prices. */
    priceGroupId?: string | null;
    /** The catalogue cache's clock when a catalogue read arrived, before it authenticated (catalogueReadStart). */
    catalogueReadSince?: number;
  }
}

/**
 * Per resource, as documented in openapi.json (Caching): stock and prices move, so catalogue answers are fresh for a
 * minute; categories, reviews and the store profile change rarely. A CDN that purges by Cache-Tag may keep longer.
 */
export const CACHE_POLICIES: Record<string, CachePolicy> = {
  listProducts: cachePolicy(60, 300),
  getProduct: cachePolicy(60, 300),
  listCategories: cachePolicy(300, 3600),
  getCategory: cachePolicy(300, 3600),
  listProductReviews: cachePolicy(300, 3600),
  getStore: cachePolicy(300, 86400),
  listPaymentMethods: cachePolicy(300, 86400),
};

const IDS_SHOWN = /"id":"((?:prod|cat)_[A-Za-z0-9]+)"/g;

/** An answer's purge tags: its store, and every product and category it shows (a CDN purges them on change). */
export function catalogueTags(storeId: string, body: string, extraTag?: string): string[] {
  const tags = [storeId, ...(extraTag ? [extraTag] : [])];
  for (const match of body.matchAll(IDS_SHOWN)) tags.push(match[1]);
  return tags;
}

/** A product's reviews are purged with the product, whose id is in the path rather than in the answer. */
const tagsOf =
  (operationId: string): AnswerTags =>
  (ctx: ApiContext, body: string) =>
    catalogueTags(
      ctx.state.store.id,
      body,
      operationId === 'listProductReviews' ? (ctx.state.input.params.id as string) : undefined,
    );

/** How a shared storefront read that the catalogue cache does not keep is cached, or undefined when it is not. */
export function sharedCaching(operationId: string): { policy: CachePolicy; tagsOf: AnswerTags } | undefined {
  const policy = CACHE_POLICIES[operationId];
  return policy ? { policy, tagsOf: tagsOf(operationId) } : undefined;
}

/** The storefront reads whose answers depend only on the store's catalogue and the URL. */
export const CACHED_OPERATIONS = new Set(['listProducts', 'getProduct', 'listCategories', 'getCategory']);

/**
 * The language the answer is written in (`lang`, else Accept-Language, else the store's default; see
 * shared/languages). A store with one language answers in it without looking at the request.
 */
function answerLanguage(ctx: ApiContext, store: Store): string {
  if (store.languages.length <= 1) return store.defaultLanguage;
  const { lang } = ctx.query;
  return negotiateLanguage(store, typeof lang === 'string' ? lang : undefined, ctx.get('Accept-Language'));
}

/**
 * Says which language the answer is in; a store with several languages varies its answers by Accept-Language, and a
 * store with active price lists by X-Customer-Session, since a shopper in a group may see other prices.
 */
function labelLanguage(ctx: ApiContext, store: Store, language: string): void {
  ctx.set('Content-Language', language);
  if (store.languages.length > 1) ctx.vary('Accept-Language');
  if (store.priceListsLive) ctx.vary('X-Customer-Session');
}

/** A group's prices are for its members: no shared cache may keep them. */
const forGroup = (policy: CachePolicy, groupId: string | null): CachePolicy =>
  groupId === null ? policy : { cacheControl: policy.cacheControl.replace('public', 'private') };

/**
 * Answers a catalogue read from the process's cache when it holds it, else reads it and keeps its JSON text with its
 * ETag and purge tags, so a hit (a 200 or a 304) hashes nothing. Only a 200 is kept, so a URL that fails validation
 * goes through the validator every time. Answers are kept per URL and, in a store with several languages, per
 * language the request negotiated, so one language's answer never reaches a reader of another; in a store with active
 * price lists, per customer group of the shopper's session too.
 */
function cachedAnswer(op: Operation): Middleware<ApiState> {
  const policy = CACHE_POLICIES[op.operationId];
  return async (ctx, next) => {
    const cache = ctx.state.deps.catalogueAnswers;
    const { store } = ctx.state;
    const storeId = store.id;
    const language = answerLanguage(ctx, store);
    ctx.state.language = language;
    const groupId = await groupOfSession(
      ctx.state.em,
      store,
      ctx.get('X-Customer-Session'),
      ctx.state.deps.config.customerSessionIdleSeconds,
    );
    ctx.state.priceGroupId = groupId;
    const languageKey = store.languages.length > 1 ? `${language} ${ctx.url}` : ctx.url;
    // Answers are kept per price context: a group's answer is never found under another group's key or everyone's.
    const key = groupId === null ? languageKey : `group:${groupId} ${languageKey}`;
    const cached = cache.get(storeId, key);
    if (cached !== undefined) {
      labelLanguage(ctx, store, language);
      sendCacheable(ctx, cached, forGroup(policy, groupId));
      return;
    }
    const readSince = ctx.state.catalogueReadSince ?? cache.readStarts();
    await next();
    if (ctx.status !== 200 || typeof ctx.body !== 'object' || ctx.body === null) return;
    const body = JSON.stringify(ctx.body);
    const answer = cacheableAnswer(body, catalogueTags(storeId, body));
    cache.keep(
      storeId,
      key,
      readSince,
      answer,
      op.operationId === 'getProduct' ? String(ctx.state.input.params.id) : undefined,
    );
    labelLanguage(ctx, store, language);
    sendCacheable(ctx, answer, forGroup(policy, groupId));
  };
}

/**
 * Notes the cache's clock as a catalogue read arrives, before it authenticates: the store it authenticates with (from
 * the publishable keys' cache) may be one a change notified since has made stale, and an answer read from it must not
 * be kept. Taken only at the read itself, a notice between the two would let such an answer be kept for good (a
 * price list starting: the sale's prices missing until the next change).
 */
export function catalogueReadStart(op: Operation): Middleware<ApiState>[] {
  if (op.surface !== 'public' || !CACHED_OPERATIONS.has(op.operationId)) return [];
  return [
    async (ctx, next) => {
      ctx.state.catalogueReadSince = ctx.state.deps.catalogueAnswers.readStarts();
      await next();
    },
  ];
}

/**
 * An admin write may change the catalogue, the price lists or a shopper's group (a customer's e-mail address): this
 * process forgets the store's answers and price contexts at once, before the notice.
 */
function forgetAfterWrite(): Middleware<ApiState> {
  return async (ctx, next) => {
    try {
      await next();
    } finally {
      ctx.state.deps.catalogueAnswers.forgetStore(ctx.state.store.id);
      forgetPriceContexts(ctx.state.store.id);
    }
  };
}

/**
 * A shopper's own write with their session (signing out, changing their e-mail address) may change the group the
 * session prices with: this process asks again at the session's next catalogue read.
 */
function forgetSessionAfterWrite(): Middleware<ApiState> {
  return async (ctx, next) => {
    try {
      await next();
    } finally {
      const token = ctx.get('X-Customer-Session');
      if (token && ctx.state.store) forgetSessionGroup(ctx.state.store.id, token);
    }
  };
}

/** The catalogue cache's part of an operation's middleware. */
export function catalogueCacheMiddleware(op: Operation): Middleware<ApiState>[] {
  if (op.surface === 'public' && CACHED_OPERATIONS.has(op.operationId)) return [cachedAnswer(op)];
  if (op.surface === 'private' && op.method !== 'GET') return [forgetAfterWrite()];
  if (op.surface === 'public' && op.method !== 'GET') return [forgetSessionAfterWrite()];
  return [];
}
