import { cartTokenOperations, customerSessionOperations } from './generated/public-headers.js';
import { randomToken } from './core/random.js';
import { surfaceClient } from './core/surface.js';
import { createTransport, type ClientOptions } from './core/transport.js';
import type { SurfaceClient, SurfacePaths } from './core/types.js';

export type StorefrontPaths = SurfacePaths<'/v3/public/{publishableKey}'>;

/** Where the browser keeps the cart token; any object with these two methods will do. */
export interface CartTokenStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export interface StorefrontClientOptions extends ClientOptions {
  /** The store's publishable key, `pk_live_…`; safe to ship in a browser. */
  publishableKey: string;
  /** The visitor's cart token; by default the one kept in localStorage, or a new crypto-random one. */
  cartToken?: string;
  /** A signed-in customer's session token (from `POST /customers/verify`). */
  customerSession?: string;
  /** Where to keep the cart token; default localStorage when the platform has it, null to keep it in memory only. */
  storage?: CartTokenStorage | null;
}

export interface StorefrontClient extends SurfaceClient<StorefrontPaths, 'publishableKey'> {
  /** The visitor's cart token, sent on every cart operation. */
  readonly cartToken: string;
  /** Starts a new cart (for example after a completed checkout) and keeps its token; answers the new token. */
  startNewCart(): string;
  /** Signs a customer in (their session token) or out (undefined) for the operations that take a session. */
  setCustomerSession(sessionToken: string | undefined): void;
}

function defaultStorage(): CartTokenStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // A browser that blocks storage throws on access.
  }
}

/** A client of the public (storefront) surface: safe in browsers, Node 20+, Deno and Bun. */
export function createStorefrontClient(options: StorefrontClientOptions): StorefrontClient {
  const storage = options.storage === undefined ? defaultStorage() : options.storage;
  const storageKey = `commerce-service.cart-token.${options.publishableKey}`;
  const keep = (token: string) => {
    try {
      storage?.setItem(storageKey, token);
    } catch {
      // Storage full or blocked: the token still works for this page's life.
    }
    return token;
  };
  let cartToken = options.cartToken ?? storage?.getItem(storageKey) ?? keep(randomToken());
  let customerSession = options.customerSession;

  const transport = createTransport(
    options,
    `/v3/public/${encodeURIComponent(options.publishableKey)}`,
    (method, path) => {
      const operation = `${method} ${path}`;
      const headers: Record<string, string> = {};
      if (cartTokenOperations.includes(operation)) headers['x-cart-token'] = cartToken;
      if (customerSession && customerSessionOperations.includes(operation))
        headers['x-customer-session'] = customerSession;
      return headers;
    },
  );
  return {
    ...surfaceClient<StorefrontPaths, 'publishableKey'>(transport),
    get cartToken() {
      return cartToken;
    },
    startNewCart() {
      cartToken = keep(randomToken());
      return cartToken;
    },
    setCustomerSession(sessionToken) {
      customerSession = sessionToken;
    },
  };
}
