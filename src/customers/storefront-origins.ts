import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound, validationFailed } from '../shared/errors';
import { storefrontOriginsOf, updateStorefrontOrigins } from '../stores/stores.repository';

/** Each entry must be a bare http(s) origin such as `https://shop.example.com`. */
function assertOrigins(origins: string[]): void {
  for (const origin of origins) {
    let parsed: URL | undefined;
    try {
      parsed = new URL(origin);
    } catch {
      parsed = undefined;
    }
    if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.origin !== origin) {
      throw validationFailed(
        `"${origin}" is not an origin; use the form https://shop.example.com (no path, no trailing slash).`,
      );
    }
  }
}

/** Sets where the store's sign-in links may point; an empty list allows only loopback URLs (development). */
export async function setStorefrontOrigins(em: EntityManager, storeId: string, origins: string[]): Promise<string[]> {
  assertOrigins(origins);
  const stored = await updateStorefrontOrigins(em, storeId, origins);
  if (!stored) throw notFound('store', storeId);
  return stored;
}

export const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Sign-in links carry a session-granting token, so they may only point where the store says its storefront is:
 * otherwise anyone could have a real sign-in e-mail sent to a victim that hands the token to their own site.
 * A store without storefront origins can only use loopback URLs, which is enough for local development.
 */
export async function assertAllowedRedirect(em: EntityManager, storeId: string, redirectUrl: string): Promise<void> {
  const origins = await storefrontOriginsOf(em, storeId);
  const target = new URL(redirectUrl);
  if (origins.length === 0 && !LOOPBACK_HOSTS.has(target.hostname)) {
    throw validationFailed(
      'This store has no storefront origins yet, so sign-in links can only point to localhost. ' +
        'Set them with "npm run commerce -- stores set-storefront-origins".',
      [
        {
          field: 'body.redirectUrl',
          code: 'origin',
          message: 'redirectUrl must be a loopback URL until the store lists its storefront origins',
        },
      ],
    );
  }
  if (origins.length > 0 && !origins.includes(target.origin)) {
    throw validationFailed("redirectUrl must be on one of the store's storefront origins.", [
      {
        field: 'body.redirectUrl',
        code: 'origin',
        message: `redirectUrl must start with one of: ${origins.join(', ')}`,
      },
    ]);
  }
}
