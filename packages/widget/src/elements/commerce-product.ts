import { css, html, nothing, type PropertyValues } from 'lit';
import type { Cart, PickupLocation, Product, Variant } from '../core/types';
import { baseStyles } from './styles';
import { ShopElement, hideBrokenImage, initials } from './shop-element';

/**
 * What the whole shop adds to a product page (product-page-extension.ts sets it): fields under the picker, fields of
 * the line's POST (the selling plan chosen) and a step once the line is added. The product-only embed sets none, so
 * it carries none of their code.
 */
export interface ProductPageExtension {
  render(element: CommerceProduct, product: Product): unknown;
  addBody(element: CommerceProduct): Record<string, string>;
  afterAdd(element: CommerceProduct, cart: Cart, variantId: string): Promise<Cart>;
}

/** `<commerce-product product-id>`: gallery, price, stock and a variant picker with an add-to-cart button. */
export class CommerceProduct extends ShopElement {
  static extension?: ProductPageExtension;
  static styles = [
    baseStyles,
    css`
      .layout {
        display: grid;
        gap: 1em;
        grid-template-columns: repeat(auto-fit, minmax(14em, 1fr));
        min-height: 22em;
      }
      .thumbs {
        display: flex;
        gap: 0.4em;
        margin-top: 0.4em;
      }
      .thumbs button {
        width: 3.5em;
        height: 3.5em;
        padding: 0;
        overflow: hidden;
      }
      .thumbs button[aria-pressed='true'] {
        border-width: 3px;
      }
      .thumbs img {
        width: 100%;
        height: 100%;
        object-fit: cover;
      }
      .stock {
        margin: 0.4em 0;
      }
      .notify {
        display: flex;
        flex-wrap: wrap;
        gap: 0.4em;
        align-items: end;
        margin: 0.4em 0 1em;
      }
    `,
  ];
  static properties = {
    ...ShopElement.properties,
    productId: { attribute: 'product-id' },
    detail: { type: Boolean },
    product: { state: true },
    pickup: { state: true },
    chosen: { state: true },
    mediaIndex: { state: true },
    busy: { state: true },
    error: { state: true },
    alert: { state: true },
  };

  productId = '';
  detail = false;
  product: Product | null = null;
  pickup: PickupLocation[] = [];
  chosen: Record<string, string> = {};
  mediaIndex = 0;
  busy = false;
  error: unknown = null;
  /** The back-in-stock alert asked for here: which variant and whether its address still has to confirm it. */
  alert: { variantId: string; status: 'pending' | 'waiting' } | null = null;

  protected storeReady(): void {
    void this.load();
  }

  /** The currency the product was read in: the cart's, so a currency switch shows here too. */
  private shownCurrency?: string;

  protected willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    if (changed.has('cart') && this.product && this.cart?.currency !== this.shownCurrency) void this.load();
  }

  private async load(): Promise<void> {
    this.error = null;
    try {
      const currency = this.shop.cart?.currency;
      const path = `/products/${encodeURIComponent(this.productId)}`;
      const product = await this.shop.api.get<Product>(path, { currency });
      this.shownCurrency = currency;
      const first = product.variants.find((v) => v.inStock) ?? product.variants[0];
      // Read again in another currency: the shopper's choice of variant stays.
      if (this.product?.id !== product.id) this.chosen = { ...(first?.optionValues ?? {}) };
      this.product = product;
    } catch (error) {
      this.error = error;
    }
    // The product page says where the chosen variant can be picked up; a failure here only leaves that line out.
    if (this.detail && this.product)
      this.pickup = await this.shop.api
        .get<{ data: PickupLocation[] }>(`/products/${encodeURIComponent(this.productId)}/pickup`)
        .then((answer) => answer.data)
        .catch(() => []);
  }

  private get variant(): Variant | undefined {
    return this.product?.variants.find((v) =>
      Object.entries(this.chosen).every(([name, value]) => v.optionValues[name] === value),
    );
  }

  private async add(): Promise<void> {
    const variant = this.variant;
    if (!this.product || !variant) return;
    this.busy = true;
    this.error = null;
    try {
      const added = await this.shop.changeCart('POST', '/cart/items', {
        productId: this.product.id,
        variantId: variant.id,
        quantity: 1,
        ...CommerceProduct.extension?.addBody(this),
      });
      const cart = (await CommerceProduct.extension?.afterAdd(this, added, variant.id)) ?? added;
      this.announce(
        this.t('added', {
          title: `${this.product.title} ${variant.title === 'Default' ? '' : variant.title}`.trim(),
          count: cart.itemCount,
        }),
      );
      this.dispatchEvent(new CustomEvent('commerce-added', { bubbles: true, composed: true, detail: { cart } }));
    } catch (error) {
      this.error = error;
    } finally {
      this.busy = false;
    }
  }

  /** "Notify me": the signed-in shopper's account address, or the address typed in (which confirms by mail first). */
  private async notify(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    const variant = this.variant;
    if (!variant) return;
    const email = new FormData(event.target as HTMLFormElement).get('email');
    this.busy = true;
    this.error = null;
    try {
      const answer = await this.shop.api.call<{ status: 'pending' | 'waiting' }>('POST', '/restock-alerts', {
        body: { variantId: variant.id, ...(email ? { email } : {}) },
      });
      this.alert = { variantId: variant.id, status: answer.body.status };
      this.announce(this.t(answer.body.status === 'pending' ? 'notifyPending' : 'notifyWaiting'));
    } catch (error) {
      this.error = error;
    } finally {
      this.busy = false;
    }
  }

  private notifyForm(variant: Variant) {
    if (this.alert?.variantId === variant.id)
      return html`<p class="stock" part="notify-done">
        ${this.t(this.alert.status === 'pending' ? 'notifyPending' : 'notifyWaiting')}
      </p>`;
    const signedIn = Boolean(this.shop.session);
    return html`<form class="notify" part="notify" @submit=${(e: SubmitEvent) => void this.notify(e)}>
      ${
        signedIn
          ? html`<p class="stock">${this.t('notifySignedIn')}</p>`
          : html`<div>
              <label for="notify-email">${this.t('notifyEmail')}</label>
              <input id="notify-email" name="email" type="email" autocomplete="email" required />
            </div>`
      }
      <button type="submit" part="notify-button" ?disabled=${this.busy}>${this.t('notifyMe')}</button>
    </form>`;
  }

  private choose(option: string, value: string): void {
    this.chosen = { ...this.chosen, [option]: value };
  }

  private gallery(product: Product) {
    const media = product.media;
    const current = media[this.mediaIndex] ?? media[0];
    // The main image is the product page's largest paint: fetched at once, first; the thumbnails wait until seen, and
    // are an upload's narrowest copy (200 px wide, enough for 56 px on a screen of 3 pixels a point).
    return html`<div part="gallery">
      <div class="media">
        ${initials(product.title)}${
          current
            ? html`<img
                src=${current.url}
                alt=${current.alt ?? product.title}
                width="600"
                height="600"
                fetchpriority="high"
                @error=${hideBrokenImage}
              />`
            : nothing
        }
      </div>
      ${
        media.length > 1
          ? html`<div class="thumbs">
              ${media.map(
                (m, index) =>
                  html`<button
                    type="button"
                    aria-pressed=${index === this.mediaIndex}
                    aria-label=${this.t('image', { index: index + 1, count: media.length })}
                    @click=${() => (this.mediaIndex = index)}
                  >
                    <img
                      src=${m.variants?.[0]?.url ?? m.url}
                      alt=""
                      width="56"
                      height="56"
                      loading="lazy"
                      @error=${hideBrokenImage}
                    />
                  </button>`,
              )}
            </div>`
          : nothing
      }
    </div>`;
  }

  private picker(product: Product) {
    return product.options.map(
      (option, index) =>
        html` <label for="option-${index}">${option.name}</label>
          <select
            id="option-${index}"
            part="option"
            @change=${(e: Event) => this.choose(option.name, (e.target as HTMLSelectElement).value)}
          >
            ${option.values.map(
              (value) => html`<option .selected=${this.chosen[option.name] === value}>${value}</option>`,
            )}
          </select>`,
    );
  }

  private stock(variant: Variant | undefined) {
    if (!variant || !variant.inStock)
      return html`<p class="stock" part="stock">${this.t('outOfStock')}</p>
        ${variant ? this.notifyForm(variant) : nothing}`;
    return html`<p class="stock" part="stock">
      ${variant.available <= 5 ? this.t('fewLeft', { count: variant.available }) : this.t('inStock')}
    </p>`;
  }

  private pickupLine(variant: Variant | undefined) {
    const places = this.pickup.filter((l) => l.variants.some((v) => v.variantId === variant?.id)).map((l) => l.name);
    return places.length === 0
      ? nothing
      : html`<p class="stock" part="pickup">${this.t('pickupAt', { places: places.join(', ') })}</p>`;
  }

  render() {
    if (this.fatal) return this.renderFatal();
    const product = this.product;
    if (!product) {
      return html`<div class="layout" aria-busy="true">
        <div class="media"></div>
        <div>${this.errorBox(this.error, () => void this.load())}</div>
      </div>`;
    }
    const variant = this.variant;
    return html`<div class="layout" part="product">
      ${this.gallery(product)}
      <div>
        <h2 part="title">${product.title}</h2>
        <p class="price" part="price">${variant?.price?.formatted ?? ''}</p>
        ${this.detail ? html`<p>${product.description}</p>` : nothing} ${this.picker(product)} ${this.stock(variant)}
        ${this.pickupLine(variant)} ${this.detail ? CommerceProduct.extension?.render(this, product) : nothing}
        <button
          type="button"
          class="primary"
          part="add-button"
          ?disabled=${this.busy || !variant?.inStock}
          @click=${() => void this.add()}
        >
          ${this.t('addToCart')}
        </button>
        ${this.errorBox(this.error)} ${this.liveRegion()}
      </div>
    </div>`;
  }
}

if (!customElements.get('commerce-product')) customElements.define('commerce-product', CommerceProduct);

declare global {
  interface HTMLElementTagNameMap {
    'commerce-product': CommerceProduct;
  }
}
