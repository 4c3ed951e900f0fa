import '../core/texts-shop';
import { css, html, nothing, type PropertyValues } from 'lit';
import { ApiError } from '../core/api';
import { ShopperError } from '../core/shopper-error';
import type { Category, Page, ProductSummary } from '../core/types';
import { baseStyles } from './styles';
import { ShopElement, hideBrokenImage, initials } from './shop-element';
import { isSignInReturn } from './commerce-account';
import './commerce-account';
import './commerce-cart-button';
import './commerce-chat';
import './commerce-checkout';
import './commerce-product';
import './commerce-reviews';

type View = { name: 'catalogue' } | { name: 'product'; id: string } | { name: 'checkout' } | { name: 'account' };
const PAGE_SIZE = 12;
/** Parts of the inner elements, exported so a page can style them as commerce-store::part(…). */
const CHECKOUT_PARTS = 'details, payment, pay-button, confirm-step, confirmation, totals, sign-in-needed, error';
const CART_PARTS = `cart-button, badge, drawer, lines, line-plan, totals, discount, estimate, checkout-button, \
${CHECKOUT_PARTS}`;

/**
 * `<commerce-store publishable-key api-base>`: the whole shop in one element: catalogue (category, search,
 * load more), product page, cart drawer, checkout and confirmation; `accounts` adds sign-in and order history,
 * `chat` the conversation bubble.
 */
export class CommerceStore extends ShopElement {
  static styles = [
    baseStyles,
    css`
      :host {
        min-height: 40em;
        padding: 1em;
      }
      header {
        display: flex;
        flex-wrap: wrap;
        gap: 0.8em;
        align-items: center;
        justify-content: space-between;
        margin-bottom: 1em;
      }
      header img {
        height: 2.5em;
        width: auto;
      }
      .brand {
        font-size: 1.4em;
        font-weight: 700;
        color: var(--p);
        margin: 0;
      }
      .actions {
        display: flex;
        gap: 0.5em;
      }
      .filters {
        display: flex;
        flex-wrap: wrap;
        gap: 0.8em;
        margin-bottom: 1em;
      }
      .filters > div {
        flex: 1 1 12em;
      }
      ul.grid {
        list-style: none;
        padding: 0;
        margin: 0;
        display: grid;
        gap: 1em;
        grid-template-columns: repeat(auto-fill, minmax(11em, 1fr));
      }
      .card {
        width: 100%;
        height: 100%;
        text-align: left;
        border-color: var(--line);
        color: var(--ink);
        display: flex;
        flex-direction: column;
        gap: 0.3em;
        padding: 0.5em;
      }
      .card .title {
        font-weight: 600;
        min-height: 2.8em;
      }
      .skeleton {
        height: 17.5em;
        border-radius: var(--radius);
        background: #eef1f5;
      }
      .more {
        text-align: center;
        margin: 1em 0;
        min-height: 44px;
      }
    `,
  ];
  static properties = {
    ...ShopElement.properties,
    accounts: { type: Boolean },
    chat: { type: Boolean },
    view: { state: true },
    products: { state: true },
    categories: { state: true },
    nextCursor: { state: true },
    query: { state: true },
    category: { state: true },
    error: { state: true },
    loading: { state: true },
    currencyError: { state: true },
  };

  accounts = false;
  chat = false;
  view: View = { name: 'catalogue' };
  products: ProductSummary[] | null = null;
  categories: Category[] = [];
  nextCursor: string | undefined = undefined;
  query = '';
  category = '';
  error: unknown = null;
  loading = false;
  /** Why the last currency switch was refused (a line without a price in it, say). */
  currencyError: unknown = null;
  private searchTimer?: ReturnType<typeof setTimeout>;
  private requestNumber = 0;
  /** The currency the grid's prices are in: the cart's once it is known, so a switch re-reads the catalogue. */
  private shownCurrency?: string;

  connectedCallback(): void {
    super.connectedCallback();
    // The first page is asked for at once, beside GET /store, so the grid paints after one round trip; a page
    // may preload both (see /widget/demo) so they start before this script has even loaded.
    void this.loadProducts(false);
    if (this.accounts && isSignInReturn()) this.view = { name: 'account' };
  }

  protected storeReady(): void {
    this.shop.api.get<Page<Category>>('/categories', { limit: 100 }).then(
      (page) => (this.categories = page.data),
      () => undefined,
    );
  }

  protected willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    const currency = this.cart?.currency;
    if (changed.has('cart') && currency && this.shownCurrency && currency !== this.shownCurrency)
      void this.loadProducts(false);
  }

  /** The cart takes the shopper's currency (PATCH /cart) and every element shows its prices in it. */
  private chooseCurrency(select: HTMLSelectElement): void {
    const currency = select.value;
    this.currencyError = null;
    this.shop.changeCart('PATCH', '/cart', { currency }).then(
      () => this.announce(this.t('currencyChanged', { currency })),
      (error: unknown) => {
        // A line without a price in that currency (details name the lines) reads as such, not as a foreign currency.
        const noPrice = error instanceof ApiError && (error.details as { code?: string }[])?.[0]?.code === 'no_price';
        this.currencyError = noPrice ? new ShopperError('err_currency_no_price') : error;
        // Refused: the select shows the cart's currency again (the template did not change, so Lit would not).
        select.value = this.cart?.currency ?? select.value;
      },
    );
  }

  private currencyPicker() {
    const profile = this.profile;
    if (!profile || profile.currencies.length < 2) return nothing;
    const current = this.cart?.currency ?? profile.defaultCurrency;
    return html`<label class="sr-only" for="currency">${this.t('currency')}</label>
      <select
        id="currency"
        part="currency"
        style="width:auto"
        @change=${(e: Event) => this.chooseCurrency(e.target as HTMLSelectElement)}
      >
        ${profile.currencies.map((c) => html`<option value=${c} .selected=${c === current}>${c}</option>`)}
      </select>`;
  }

  private async loadProducts(more: boolean): Promise<void> {
    const request = ++this.requestNumber;
    this.loading = true;
    this.error = null;
    const currency = this.shop.cart?.currency;
    try {
      const page = await this.shop.api.get<Page<ProductSummary>>('/products', {
        currency,
        limit: PAGE_SIZE,
        q: this.query.trim() || undefined,
        category: this.category || undefined,
        cursor: more ? this.nextCursor : undefined,
      });
      if (request !== this.requestNumber) return;
      this.shownCurrency = currency ?? page.data.find((p) => p.price)?.price?.currency ?? this.shownCurrency;
      this.products = more ? [...(this.products ?? []), ...page.data] : page.data;
      this.nextCursor = page.hasMore ? page.nextCursor : undefined;
      if (more) void this.updateComplete.then(() => this.focusCard(this.products!.length - page.data.length));
    } catch (error) {
      if (request === this.requestNumber) this.error = error;
    } finally {
      if (request === this.requestNumber) this.loading = false;
    }
  }

  private focusCard(index: number): void {
    (this.renderRoot.querySelectorAll('.card')[index] as HTMLElement | undefined)?.focus();
  }

  private search(event: Event): void {
    this.query = (event.target as HTMLInputElement).value;
    clearTimeout(this.searchTimer);
    this.searchTimer = setTimeout(() => void this.loadProducts(false), 250);
  }

  private filter(category: string): void {
    this.category = category;
    void this.loadProducts(false);
  }

  private go(view: View): void {
    this.view = view;
    void this.updateComplete.then(() => (this.renderRoot.querySelector('[data-focus]') as HTMLElement | null)?.focus());
  }

  private header() {
    const profile = this.profile;
    return html`<header part="header">
      ${
        profile?.theme.logoUrl
          ? html`<img src=${profile.theme.logoUrl} alt=${profile.name} part="logo" @error=${hideBrokenImage} />`
          : html`<p class="brand" part="logo">${profile?.name ?? ''}</p>`
      }
      <div class="actions">
        ${this.currencyPicker()}
        ${
          this.accounts
            ? html`<button type="button" @click=${() => this.go({ name: 'account' })}>${this.t('account')}</button>`
            : nothing
        }
        <commerce-cart-button
          embedded
          exportparts=${CART_PARTS}
          publishable-key=${this.shared.key}
          api-base=${this.shared.base}
          lang=${this.shared.lang}
        ></commerce-cart-button>
      </div>
    </header>`;
  }

  private card(product: ProductSummary) {
    return html`<li>
      <button type="button" class="card" part="card" @click=${() => this.go({ name: 'product', id: product.id })}>
        <span class="media"
          >${initials(product.title)}${
            product.image
              ? html`<img
                  src=${product.image.url}
                  alt=""
                  width="300"
                  height="300"
                  loading="lazy"
                  @error=${hideBrokenImage}
                />`
              : nothing
          }</span
        >
        <span class="title">${product.title}</span>
        <span class="price">${product.price ? this.t('from', { price: product.price.formatted }) : ''}</span>
        ${product.inStock ? nothing : html`<span class="muted">${this.t('outOfStock')}</span>`}
      </button>
    </li>`;
  }

  /** Placeholder cards the size of real ones, so nothing moves when the products arrive. */
  private skeletonCards() {
    return Array.from({ length: PAGE_SIZE }, () => html`<li class="skeleton" aria-hidden="true"></li>`);
  }

  private skeleton() {
    return html`<header style="height:3.5em"></header>
      <div class="filters" style="height:4.5em"></div>
      <ul class="grid" aria-busy="true">
        ${this.skeletonCards()}
      </ul>`;
  }

  private catalogue() {
    const t = this.t;
    const products = this.products;
    return html`<div class="filters" part="filters">
        <div>
          <label for="search">${t('search')}</label
          ><input id="search" type="search" .value=${this.query} @input=${this.search} />
        </div>
        <div>
          <label for="category">${t('category')}</label>
          <select id="category" @change=${(e: Event) => this.filter((e.target as HTMLSelectElement).value)}>
            <option value="">${t('allCategories')}</option>
            ${this.categories.map(
              (c) =>
                html`<option value=${c.id} .selected=${c.id === this.category}>
                  ${c.parentId ? '— ' : ''}${c.name}
                </option>`,
            )}
          </select>
        </div>
      </div>
      ${this.errorBox(this.error, () => void this.loadProducts(Boolean(this.nextCursor)))}
      <ul class="grid" part="grid" aria-busy=${!products}>
        ${products ? products.map((p) => this.card(p)) : this.skeletonCards()}
      </ul>
      ${products && products.length === 0 ? html`<p role="status">${t('noProducts')}</p>` : nothing}
      <div class="more">
        ${
          products && this.nextCursor
            ? html`<button
                type="button"
                part="load-more"
                ?disabled=${this.loading}
                @click=${() => void this.loadProducts(true)}
              >
                ${t('loadMore')}
              </button>`
            : nothing
        }
      </div>`;
  }

  private productPage(id: string) {
    const s = this.shared;
    return html`<button type="button" data-focus @click=${() => this.go({ name: 'catalogue' })}>
        ${this.t('back')}
      </button>
      <commerce-product
        detail
        exportparts="product, gallery, title, price, option, stock, selling-plans, add-button, error"
        product-id=${id}
        publishable-key=${s.key}
        api-base=${s.base}
        lang=${s.lang}
      ></commerce-product>
      <commerce-reviews
        exportparts="reviews, review-form, error"
        product-id=${id}
        publishable-key=${s.key}
        api-base=${s.base}
        lang=${s.lang}
      ></commerce-reviews>`;
  }

  private main() {
    const s = this.shared;
    switch (this.view.name) {
      case 'product':
        return this.productPage(this.view.id);
      case 'checkout':
        return html`<button type="button" @click=${() => this.go({ name: 'catalogue' })}>${this.t('back')}</button>
          <commerce-checkout
            exportparts=${CHECKOUT_PARTS}
            publishable-key=${s.key}
            api-base=${s.base}
            lang=${s.lang}
            @commerce-continue=${() => this.go({ name: 'catalogue' })}
          ></commerce-checkout>`;
      case 'account':
        return html`<button type="button" data-focus @click=${() => this.go({ name: 'catalogue' })}>
            ${this.t('back')}
          </button>
          <commerce-account
            exportparts="account, orders, error"
            publishable-key=${s.key}
            api-base=${s.base}
            lang=${s.lang}
          ></commerce-account>`;
      default:
        return this.catalogue();
    }
  }

  render() {
    if (this.fatal) return this.renderFatal();
    // Until GET /store answers, language and theme are unknown: only the reserved skeleton is drawn.
    if (!this.profile) return this.skeleton();
    const s = this.shared;
    return html`<div
      @commerce-checkout=${() => this.go({ name: 'checkout' })}
      @commerce-sign-in=${() => this.go({ name: 'account' })}
    >
      ${this.header()} ${this.errorBox(this.currencyError)} ${this.main()} ${this.liveRegion()}
      ${
        this.chat
          ? html`<commerce-chat
              exportparts="chat-button, chat-panel, error"
              publishable-key=${s.key}
              api-base=${s.base}
              lang=${s.lang}
            ></commerce-chat>`
          : nothing
      }
    </div>`;
  }
}

if (!customElements.get('commerce-store')) customElements.define('commerce-store', CommerceStore);

declare global {
  interface HTMLElementTagNameMap {
    'commerce-store': CommerceStore;
  }
}
