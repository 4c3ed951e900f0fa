import type { Middleware } from 'koa';
import type { ApiState } from '../http/context';
import type { Operation } from '../http/openapi';
import { CACHE_POLICIES, cacheableAnswer, sendCacheable } from '../http/http-cache';

/** The storefront reads whose answers depend only on the store's catalogue and the URL. */
export const CACHED_OPERATIONS = new Set(['listProducts', 'getProduct', 'listCategories', 'getCategory']);

/**
 * Answers a catalogue read from the process's cache when it holds it, else reads it and keeps its JSON text with its
 * ETag and purge tags, so a hit (a 200 or a 304) hashes nothing. Only a 200 is kept, so a URL that fails validation
 * goes through the validator every time.
 */
function cachedAnswer(op: Operation): Middleware<ApiState> {
  const policy = CACHE_POLICIES[op.operationId];
  return async (ctx, next) => {
    const cache = ctx.state.deps.catalogueAnswers;
    const storeId = ctx.state.store.id;
    const cached = cache.get(storeId, ctx.url);
    if (cached !== undefined) {
      sendCacheable(ctx, cached, policy);
      return;
    }
    const readSince = cache.readStarts();
    await next();
    if (ctx.status !== 200 || typeof ctx.body !== 'object' || ctx.body === null) return;
    const answer = cacheableAnswer(storeId, JSON.stringify(ctx.body));
    cache.keep(
      storeId,
      ctx.url,
      readSince,
      answer,
      op.operationId === 'getProduct' ? String(ctx.state.input.params.id) : undefined,
    );
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
