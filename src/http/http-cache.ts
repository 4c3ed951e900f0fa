import { hash } from 'node:crypto';
import type { Middleware } from 'koa';
import type { ApiContext, ApiState } from './context';
import type { Operation } from './openapi';
import type { KeptAnswer } from '../catalogue/catalogue-answer-cache';

/** How long a shared cache (a CDN, a browser) may reuse a storefront read, and serve it stale while it revalidates. */
export interface CachePolicy {
  /** The Cache-Control header, made once. */
  cacheControl: string;
}

const policy = (maxAgeSeconds: number, staleWhileRevalidateSeconds: number): CachePolicy => ({
  cacheControl: `public, max-age=${maxAgeSeconds}, stale-while-revalidate=${staleWhileRevalidateSeconds}`,
});

/**
 * Per resource, as documented in openapi.json (Caching): stock and prices move, so catalogue answers are fresh for a
 * minute; categories, reviews and the store profile change rarely. A CDN that purges by Cache-Tag may keep longer.
 */
export const CACHE_POLICIES: Record<string, CachePolicy> = {
  listProducts: policy(60, 300),
  getProduct: policy(60, 300),
  listCategories: policy(300, 3600),
  getCategory: policy(300, 3600),
  listProductReviews: policy(300, 3600),
  getStore: policy(300, 86400),
  listPaymentMethods: policy(300, 86400),
};

const IDS_SHOWN = /"id":"((?:prod|cat)_[A-Za-z0-9]+)"/g;

/** A 200 answer as its JSON text with what revalidation and purging need, computed once when the answer is made. */
export function cacheableAnswer(storeId: string, body: string, extraTag?: string): KeptAnswer {
  const tags = new Set([storeId, ...(extraTag ? [extraTag] : [])]);
  for (const match of body.matchAll(IDS_SHOWN)) tags.add(match[1]);
  return {
    body,
    etag: `"${hash('sha256', body, 'base64url').slice(0, 27)}"`,
    cacheTag: [...tags].join(','),
    surrogateKey: [...tags].join(' '),
  };
}

/** If-None-Match compares weakly (RFC 9110 §13.1.2): `*`, or any listed tag with or without `W/`. */
function notModified(ifNoneMatch: string, etag: string): boolean {
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

/** Sends the answer, or 304 without a body when the client already holds this version; nothing is computed here. */
export function sendCacheable(ctx: ApiContext, answer: KeptAnswer, { cacheControl }: CachePolicy): void {
  ctx.set('ETag', answer.etag);
  ctx.set('Cache-Control', cacheControl);
  ctx.set('Cache-Tag', answer.cacheTag);
  ctx.set('Surrogate-Key', answer.surrogateKey);
  const ifNoneMatch = ctx.get('If-None-Match');
  if (ifNoneMatch && notModified(ifNoneMatch, answer.etag)) {
    ctx.status = 304;
    ctx.body = null;
    return;
  }
  ctx.type = 'json';
  ctx.body = answer.body;
}

/** A storefront read whose answer is not kept by the catalogue cache: hashed as it is sent. */
function revalidated(resource: CachePolicy, tagOf?: (ctx: ApiContext) => string): Middleware<ApiState> {
  return async (ctx, next) => {
    await next();
    if (ctx.status !== 200 || typeof ctx.body !== 'object' || ctx.body === null) return;
    sendCacheable(ctx, cacheableAnswer(ctx.state.store.id, JSON.stringify(ctx.body), tagOf?.(ctx)), resource);
  };
}

/**
 * A public read that depends on the visitor's cart token or customer session must never be shared: `no-store`,
 * and `Vary` names the headers it depends on for any cache that ignores that.
 */
function personal(op: Operation): Middleware<ApiState> {
  const vary = [op.cartToken !== 'none' && 'X-Cart-Token', op.customerSession !== 'none' && 'X-Customer-Session']
    .filter(Boolean)
    .join(', ');
  return async (ctx, next) => {
    ctx.set('Cache-Control', 'private, no-store');
    ctx.set('Vary', vary);
    await next();
  };
}

const productOfPath = (ctx: ApiContext) => ctx.state.input.params.id as string;

/** The caching part of an operation's middleware; the catalogue cache's operations send through sendCacheable. */
export function httpCacheMiddleware(op: Operation, keptByCatalogueCache: boolean): Middleware<ApiState>[] {
  if (op.surface !== 'public' || op.method !== 'GET') return [];
  if (op.cartToken !== 'none' || op.customerSession !== 'none') return [personal(op)];
  const resource = CACHE_POLICIES[op.operationId];
  if (!resource || keptByCatalogueCache) return [];
  return [revalidated(resource, op.operationId === 'listProductReviews' ? productOfPath : undefined)];
}
