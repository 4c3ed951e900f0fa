import { LitElement, html, nothing, type CSSResultGroup, type PropertyValues } from 'lit';
import { describeError } from '../core/errors';
import { pickLanguage, translator, type Language, type Translate } from '../core/i18n';
import { memoryStorage, type KeyValueStorage } from '../core/storage';
import { shopFor, type Shop } from '../core/shop';
import { themeProperties } from '../core/theme';
import { initialsOf } from '../core/initials';
import type { Cart, StoreProfile } from '../core/types';
import { baseStyles } from './styles';

/** Where this bundle was loaded from: the service, and so the default API base. */
const BUNDLE_ORIGIN = new URL(import.meta.url).origin;

function pageStorage(): KeyValueStorage {
  try {
    const probe = '__commerce_probe__';
    localStorage.setItem(probe, probe);
    localStorage.removeItem(probe);
    return localStorage;
  } catch {
    return memoryStorage();
  }
}

const storage = pageStorage();
const watched = new WeakSet<Shop>();

/** The cart of a recovery mail's link (`?cartRecovery=`), once; the parameter leaves the address so a reload keeps
 * the cart without asking again. */
function restoreFromRecoveryLink(shop: Shop): void {
  const url = new URL(location.href);
  const token = url.searchParams.get('cartRecovery');
  if (!token) return;
  void shop.restoreFromLink(token);
  url.searchParams.delete('cartRecovery');
  history.replaceState(history.state, '', url);
}

function browserShop(base: string, key: string): Shop {
  const shop = shopFor(base, key, { fetch: (url, init) => fetch(url, init), storage });
  if (!watched.has(shop)) {
    watched.add(shop);
    restoreFromRecoveryLink(shop);
    addEventListener(
      'storage',
      (event) => event.key === shop.revisionKey && void shop.remoteChanged().catch(() => undefined),
    );
  }
  return shop;
}

/** Hides an image that cannot load (no broken-image icon, no shift), so the initials behind it show. */
export const hideBrokenImage = (event: Event) => ((event.target as HTMLImageElement).style.visibility = 'hidden');

/**
 * A product's neutral placeholder: its initials, in the same grid cell as its image (`.media`), so they show where
 * the product has no image or its image fails to load. Decorative: the title is read out beside it.
 */
export const initials = (title: string) => html`<span class="initials" aria-hidden="true">${initialsOf(title)}</span>`;

/**
 * What every element shares: the store (by publishable-key and api-base), its theme and language, the shared
 * cart, and a polite live region for announcements. A wrong key or an unreachable service shows a message.
 */
export class ShopElement extends LitElement {
  static styles: CSSResultGroup = [baseStyles];
  static properties = {
    publishableKey: { attribute: 'publishable-key' },
    apiBase: { attribute: 'api-base' },
    cart: { state: true },
    profile: { state: true },
    fatal: { state: true },
    announcement: { state: true },
  };

  publishableKey = '';
  apiBase = '';
  cart: Cart | null = null;
  profile: StoreProfile | null = null;
  fatal: unknown = null;
  announcement = '';
  language: Language = 'en';
  t: Translate = translator('en');
  shop!: Shop;
  private unsubscribe?: () => void;

  connectedCallback(): void {
    super.connectedCallback();
    this.shop = browserShop(this.apiBase || BUNDLE_ORIGIN, this.publishableKey);
    this.unsubscribe = this.shop.subscribe((cart) => (this.cart = cart));
    this.loadProfile();
  }

  disconnectedCallback(): void {
    super.disconnectedCallback();
    this.unsubscribe?.();
  }

  protected loadProfile(): void {
    this.fatal = null;
    this.shop.store().then(
      (profile) => {
        const wishes = [this.getAttribute('lang'), document.documentElement.lang, ...navigator.languages];
        this.language = pickLanguage(wishes, profile.languages, profile.defaultLanguage);
        this.t = translator(this.language);
        for (const [name, value] of Object.entries(themeProperties(profile.theme))) this.style.setProperty(name, value);
        this.profile = profile;
        this.storeReady();
        // After the store, not beside it: GET /cart may create the cart, and the catalogue should not wait on that.
        if (!this.shop.cart) this.shop.loadCart().catch(() => undefined);
      },
      (error: unknown) => (this.fatal = error),
    );
  }

  /** Called once the store (language, theme) is known. */
  protected storeReady(): void {}

  protected willUpdate(changed: PropertyValues): void {
    if (changed.has('profile') && this.profile) this.lang = this.language;
  }

  /** Says something to screen readers (cart changes); errors use role=alert where they are shown. */
  protected announce(text: string): void {
    this.announcement = '';
    requestAnimationFrame(() => (this.announcement = text));
  }

  protected errorBox(error: unknown, retry?: () => void) {
    if (!error) return nothing;
    return html`<div class="error" role="alert" part="error">
      ${describeError(error, this.t)}
      ${retry ? html`<button type="button" @click=${retry}>${this.t('retry')}</button>` : nothing}
    </div>`;
  }

  protected liveRegion() {
    return html`<div class="sr-only" role="status" aria-live="polite">${this.announcement}</div>`;
  }

  /** The service's hosted page at this path, for this store and language (the pay page, say). */
  protected hostedPage(path: string, params: Record<string, string>): string {
    const url = new URL(path, this.apiBase || BUNDLE_ORIGIN);
    url.searchParams.set('publishable-key', this.publishableKey);
    url.searchParams.set('lang', this.language);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    return url.toString();
  }

  /** Attributes that hand this element's store and language to an element it renders. */
  protected get shared() {
    return { key: this.publishableKey, base: this.apiBase, lang: this.language };
  }

  protected renderFatal() {
    return html`${this.errorBox(this.fatal, () => this.loadProfile())}`;
  }
}
