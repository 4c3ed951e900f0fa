import type { Middleware } from 'koa';
import type { ApiContext, ApiState } from '../http/context';
import type { Operation } from '../http/openapi';
import { CACHE_POLICIES, cacheableAnswer, sendCacheable } from '../http/http-cache';
import { negotiateLanguage } from '../shared/languages';
import type { Store } from '../stores/store.entity';

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

/** Says which language the answer is in; a store with several languages varies its answers by Accept-Language. */
function labelLanguage(ctx: ApiContext, store: Store, language: string): void {
  ctx.set('Content-Language', language);
  if (store.languages.length > 1) ctx.vary('Accept-Language');
}

/**
 * Answers a catalogue read from the process's cache when it holds it, else reads it and keeps its JSON text with its
 * ETag and purge tags, so a hit (a 200 or a 304) hashes nothing. Only a 200 is kept, so a URL that fails validation
 * goes through the validator every time. Answers are kept per URL and, in a store with several languages, per
 * language the request negotiated, so one language's answer never reaches a reader of another.
 */
function cachedAnswer(op: Operation): Middleware<ApiState> {
  const policy = CACHE_POLICIES[op.operationId];
  return async (ctx, next) => {
    const cache = ctx.state.deps.catalogueAnswers;
    const { store } = ctx.state;
    const storeId = store.id;
    const language = answerLanguage(ctx, store);
    ctx.state.language = language;
    const key = store.languages.length > 1 ? `${language} ${ctx.url}` : ctx.url;
    const cached = cache.get(storeId, key);
    if (cached !== undefined) {
      labelLanguage(ctx, store, language);
      sendCacheable(ctx, cached, policy);
      return;
    }
    const readSince = cache.readStarts();
    await next();
    if (ctx.status !== 200 || typeof ctx.body !== 'object' || ctx.body === null) return;
    const answer = cacheableAnswer(storeId, JSON.stringify(ctx.body));
    cache.keep(
      storeId,
      key,
      readSince,
      answer,
      op.operationId === 'getProduct' ? String(ctx.state.input.params.id) : undefined,
    );
    labelLanguage(ctx, store, language);
    sendCacheable(ctx, answer, policy);
  };
}

/** An admin write may change the catalogue: this process forgets the store's answers at once, before the notice. */
function forgetAfterWrite(): Middleware<ApiState> {
  return async (ctx, next) => {
    try {
      await next();
    } finally {
      ctx.state.deps.catalogueAnswers.forgetStore(ctx.state.store.id);
    }
  };
}

/** The catalogue cache's part of an operation's middleware. */
export function catalogueCacheMiddleware(op: Operation): Middleware<ApiState>[] {
  if (op.surface === 'public' && CACHED_OPERATIONS.has(op.operationId)) return [cachedAnswer(op)];
  if (op.surface === 'private' && op.method !== 'GET') return [forgetAfterWrite()];
  return [];
}
