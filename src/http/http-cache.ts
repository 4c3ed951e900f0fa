import { hash } from 'node:crypto';
import type { Middleware } from 'koa';
import type { ApiContext, ApiState } from './context';
import type { Operation } from './openapi';
import type { KeptAnswer } from '../shared/kept-answer';

/** How long a shared cache (a CDN, a browser) may reuse a storefront read, and serve it stale while it revalidates. */
export interface CachePolicy {
  /** The Cache-Control header, made once. */
  cacheControl: string;
}

export const cachePolicy = (maxAgeSeconds: number, staleWhileRevalidateSeconds: number): CachePolicy => ({
  cacheControl: `public, max-age=${maxAgeSeconds}, stale-while-revalidate=${staleWhileRevalidateSeconds}`,
});

/** A 200 answer as its JSON text with what revalidation and purging need, computed once when the answer is made. */
export function cacheableAnswer(body: string, tags: Iterable<string>): KeptAnswer {
  const unique = [...new Set(tags)];
  return {
    body,
    etag: `"${hash('sha256', body, 'base64url').slice(0, 27)}"`,
    cacheTag: unique.join(','),
    surrogateKey: unique.join(' '),
  };
}

/** The purge tags of an answer: a domain decides which ids an answer shows. */
export type AnswerTags = (ctx: ApiContext, body: string) => Iterable<string>;

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
function revalidated(resource: CachePolicy, tagsOf: AnswerTags): Middleware<ApiState> {
  return async (ctx, next) => {
    await next();
    if (ctx.status !== 200 || typeof ctx.body !== 'object' || ctx.body === null) return;
    const body = JSON.stringify(ctx.body);
    sendCacheable(ctx, cacheableAnswer(body, tagsOf(ctx, body)), resource);
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

/**
 * The caching part of an operation's middleware: personal reads are never shared, and a shared read with a policy
 * (unless a domain's own cache sends it, through sendCacheable) is hashed for revalidation as it is sent.
 */
export function httpCacheMiddleware(
  op: Operation,
  shared?: { policy: CachePolicy; tagsOf: AnswerTags },
): Middleware<ApiState>[] {
  if (op.surface !== 'public' || op.method !== 'GET') return [];
  if (op.cartToken !== 'none' || op.customerSession !== 'none') return [personal(op)];
  return shared ? [revalidated(shared.policy, shared.tagsOf)] : [];
}
