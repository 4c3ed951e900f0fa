import { ApiClient, type Fetch } from './api';
import { CheckoutAttempt } from './checkout-attempt';
import { randomToken, type KeyValueStorage } from './storage';
import type { Cart, StoreProfile } from './types';

export interface ShopDeps {
  fetch: Fetch;
  storage: KeyValueStorage;
  /** Waits between polls of a checkout that is still processing. */
  pause?: (ms: number) => Promise<void>;
}

type CartListener = (cart: Cart) => void;

/**
 * One visitor of one store on this page: the cart token (crypto-random, in localStorage), the cart every element
 * shows, the customer session and the checkout. Every element of the same store on a page gets the same Shop,
 * so they share one cart and update together; other tabs learn of a change through the storage "revision" key.
 * The checkout's submit lives in checkout.ts, so the product-only embed does not carry it.
 */
export class Shop {
  readonly api: ApiClient;
  cart: Cart | null = null;
  private readonly listeners = new Set<CartListener>();
  private profile?: Promise<StoreProfile>;
  private loading?: Promise<Cart>;
  /** A recovery mail's link being exchanged for its cart: every cart read waits for it. */
  private restoring: Promise<void> = Promise.resolve();
  private readonly pause: (ms: number) => Promise<void>;

  constructor(
    readonly base: string,
    readonly publishableKey: string,
    private readonly deps: ShopDeps,
  ) {
    this.pause = deps.pause ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
    this.api = new ApiClient({ base, publishableKey, fetch: deps.fetch, headers: () => this.headers() });
  }

  private key(name: string): string {
    return `commerce:${this.publishableKey}:${name}`;
  }

  /** The storage key whose change tells other tabs the cart changed. */
  get revisionKey(): string {
    return this.key('cart-revision');
  }

  get cartToken(): string {
    let token = this.deps.storage.getItem(this.key('cart-token'));
    if (!token) {
      token = randomToken();
      this.deps.storage.setItem(this.key('cart-token'), token);
    }
    return token;
  }

  get session(): string | null {
    return this.deps.storage.getItem(this.key('session'));
  }

  set session(token: string | null) {
    if (token) this.deps.storage.setItem(this.key('session'), token);
    else this.deps.storage.removeItem(this.key('session'));
  }

  private headers(): Record<string, string> {
    const session = this.session;
    return { 'X-Cart-Token': this.cartToken, ...(session ? { 'X-Customer-Session': session } : {}) };
  }

  store(): Promise<StoreProfile> {
    this.profile ??= this.api.get<StoreProfile>('/store');
    this.profile.catch(() => (this.profile = undefined));
    return this.profile;
  }

  /** Calls the listener with every cart from now on (and the current one, when known); returns the unsubscribe. */
  subscribe(listener: CartListener): () => void {
    this.listeners.add(listener);
    if (this.cart) listener(this.cart);
    return () => this.listeners.delete(listener);
  }

  /**
   * A recovery mail's `?cartRecovery=<token>`: the cart it names becomes this visitor's cart (its token kept), and
   * every element shows it. A link that is changed, expired or for an ordered cart leaves the visitor's own cart.
   */
  restoreFromLink(token: string): Promise<void> {
    this.restoring = this.api
      .call<{ cartToken: string }>('POST', '/cart/restore', { body: { token } })
      .then(({ body }) => this.deps.storage.setItem(this.key('cart-token'), body.cartToken))
      .catch(() => undefined);
    return this.restoring;
  }

  /** Loads the cart once for all elements asking at the same time. */
  loadCart(): Promise<Cart> {
    this.loading ??= this.restoring
      .then(() => this.api.get<Cart>('/cart'))
      .then((cart) => (this.publish(cart, false), cart));
    return this.loading.finally(() => (this.loading = undefined));
  }

  /** Another tab changed the cart: read it again, without telling the other tabs back. */
  remoteChanged(): Promise<Cart> {
    return this.loadCart();
  }

  /** A cart operation (its answer is the whole cart) shown by every element at once. */
  async changeCart(method: string, path: string, body?: unknown): Promise<Cart> {
    const { body: cart } = await this.api.call<Cart>(method, path, { body });
    this.publish(cart, true);
    return cart;
  }

  private publish(cart: Cart, announce: boolean): void {
    this.cart = cart;
    for (const listener of this.listeners) listener(cart);
    if (announce) this.deps.storage.setItem(this.revisionKey, `${cart.id}:${cart.updatedAt}:${Math.random()}`);
  }

  /** Forgets the cart token: the next call starts a new, empty cart (after an order). */
  async startNewCart(): Promise<void> {
    this.deps.storage.removeItem(this.key('cart-token'));
    const cart = await this.api.get<Cart>('/cart').catch(() => null);
    if (cart) this.publish(cart, true);
  }

  /** The submit of this cart's checkout, whose Idempotency-Key survives retries and reloads. */
  checkoutAttempt(): CheckoutAttempt {
    return new CheckoutAttempt(this.deps.storage, this.key(`submit:${this.cartToken}`));
  }

  pauseFor(ms: number): Promise<void> {
    return this.pause(ms);
  }
}

const shops = new Map<string, Shop>();

/** The one Shop of this store on this page. */
export function shopFor(base: string, publishableKey: string, deps: ShopDeps): Shop {
  const id = `${base}|${publishableKey}`;
  let shop = shops.get(id);
  if (!shop) {
    shop = new Shop(base, publishableKey, deps);
    shops.set(id, shop);
  }
  return shop;
}
