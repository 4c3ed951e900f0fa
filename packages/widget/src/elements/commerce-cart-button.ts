import '../core/texts-shop';
import { css, html, nothing, type PropertyValues } from 'lit';
import { planText, sellingPlans } from '../core/selling-plans';
import type { CartEstimateAnswer } from './cart-parts';
import { cartLines, cartTotals } from './cart-parts';
import { countryOptions } from './countries';
import { baseStyles } from './styles';
import { ShopElement } from './shop-element';
import './commerce-checkout';

/**
 * `<commerce-cart-button>`: the item count and a cart drawer (quantities, remove, discount code, shipping
 * estimate). Inside `<commerce-store>` (attribute `embedded`) "Checkout" hands over to the store; on its own,
 * the drawer shows the checkout itself.
 */
export class CommerceCartButton extends ShopElement {
  static styles = [
    baseStyles,
    css`
      :host {
        display: inline-block;
        background: transparent;
      }
      .badge {
        display: inline-block;
        min-width: 1.6em;
        border-radius: 1em;
        background: var(--a);
        color: var(--on-a);
        font-weight: 700;
        text-align: center;
      }
      dialog {
        margin: 0 0 0 auto;
        height: 100%;
        max-height: 100%;
        width: min(28em, 100%);
        border: 0;
        padding: 1em;
        background: var(--bg);
        color: var(--ink);
      }
      dialog::backdrop {
        background: rgb(0 0 0 / 0.4);
      }
      .head {
        display: flex;
        justify-content: space-between;
        align-items: center;
      }
    `,
  ];
  static properties = {
    ...ShopElement.properties,
    embedded: { type: Boolean },
    checkingOut: { state: true },
    error: { state: true },
    code: { state: true },
    estimate: { state: true },
    country: { state: true },
    plans: { state: true },
  };

  embedded = false;
  checkingOut = false;
  error: unknown = null;
  code = '';
  estimate: CartEstimateAnswer | null = null;
  country = 'US';
  /** The subscription lines' plans, by id, as the lines say them ("Every 2 weeks"). */
  plans: Record<string, string> = {};
  private previousCount?: number;

  protected willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    // A cart line carries only its plan's id: the plan is read from its product's plans, once per product.
    for (const item of changed.has('cart') ? (this.cart?.items ?? []) : [])
      if (item.sellingPlanId && !this.plans[item.sellingPlanId])
        void sellingPlans(this.shop, item.productId).then((plans) => {
          for (const plan of plans) this.plans = { ...this.plans, [plan.id]: planText(this.t, plan) };
        });
  }

  private get dialog(): HTMLDialogElement | null {
    return this.renderRoot.querySelector('dialog');
  }

  open(): void {
    this.dialog?.showModal();
  }

  protected updated(): void {
    const count = this.cart?.itemCount;
    if (this.previousCount !== undefined && count !== undefined && count !== this.previousCount) {
      this.announce(this.t('updated', { count }));
    }
    this.previousCount = count;
  }

  private async run(action: () => Promise<unknown>): Promise<void> {
    this.error = null;
    try {
      await action();
    } catch (error) {
      this.error = error;
    }
  }

  private applyCode(event: Event): void {
    event.preventDefault();
    const code = this.code.trim();
    if (!code) return;
    void this.run(async () => {
      await this.shop.changeCart('PUT', '/cart/discount', { code });
      this.code = '';
      this.announce(this.t('discountApplied', { code }));
    });
  }

  private estimateShipping(event: Event): void {
    event.preventDefault();
    void this.run(async () => {
      this.estimate = (
        await this.shop.api.call<CartEstimateAnswer>('POST', '/cart/estimate', {
          body: { shippingAddress: { country: this.country } },
        })
      ).body;
    });
  }

  private goToCheckout(): void {
    if (this.embedded) {
      this.dialog?.close();
      this.dispatchEvent(new CustomEvent('commerce-checkout', { bubbles: true, composed: true }));
    } else {
      this.checkingOut = true;
    }
  }

  private estimateView() {
    const estimate = this.estimate;
    return html`<form @submit=${this.estimateShipping} part="estimate">
        <div class="row">
          <div>
            <label for="estimate-country">${this.t('estimateFor')}</label>
            <select
              id="estimate-country"
              @change=${(e: Event) => (this.country = (e.target as HTMLSelectElement).value)}
            >
              ${countryOptions(this.language, this.country)}
            </select>
          </div>
          <button type="submit">${this.t('estimate')}</button>
        </div>
      </form>
      ${
        estimate
          ? html`<p role="status">
              ${
                estimate.shippingOption
                  ? this.t('estimateResult', {
                      price: estimate.shippingOption.price.formatted,
                      name: estimate.shippingOption.name,
                      total: estimate.total.formatted,
                    })
                  : this.t('noShippingThere')
              }
            </p>`
          : nothing
      }`;
  }

  private discountView() {
    const applied = this.cart?.discount;
    return html`<form @submit=${this.applyCode} part="discount">
      <div class="row">
        <div>
          <label for="code">${this.t('discountCode')}</label>
          <input
            id="code"
            autocomplete="off"
            .value=${this.code}
            @input=${(e: Event) => (this.code = (e.target as HTMLInputElement).value)}
          />
        </div>
        <button type="submit">${this.t('apply')}</button>
      </div>
      ${
        applied
          ? html`<p>
              ${applied.code}
              <button
                type="button"
                class="link"
                aria-label=${this.t('removeDiscount', { code: applied.code })}
                @click=${() => void this.run(() => this.shop.changeCart('DELETE', '/cart/discount'))}
              >
                ×
              </button>
            </p>`
          : nothing
      }
    </form>`;
  }

  private drawer() {
    const cart = this.cart;
    if (this.checkingOut) {
      return html`<commerce-checkout
        exportparts="details, payment, pay-button, confirm-step, confirmation, totals, error"
        publishable-key=${this.shared.key}
        api-base=${this.shared.base}
        lang=${this.shared.lang}
        @commerce-continue=${() => ((this.checkingOut = false), this.dialog?.close())}
      ></commerce-checkout>`;
    }
    if (!cart || cart.items.length === 0) return html`<p>${this.t('cartEmpty')}</p>`;
    return html` ${cartLines(
        this.t,
        cart,
        (action) =>
          void this.run(async () => {
            const item = cart.items.find((i) => i.id === action.id);
            if (action.quantity === 0) {
              await this.shop.changeCart('DELETE', `/cart/items/${action.id}`);
              this.announce(this.t('removed', { title: item?.title ?? '' }));
            } else {
              await this.shop.changeCart('PATCH', `/cart/items/${action.id}`, { quantity: action.quantity });
            }
          }),
        this.plans,
        this.language,
      )}
      ${this.discountView()} ${cartTotals(this.t, cart)} ${this.estimateView()}
      <button type="button" class="primary" part="checkout-button" @click=${this.goToCheckout}>
        ${this.t('checkout')}
      </button>`;
  }

  render() {
    if (this.fatal) return this.renderFatal();
    const count = this.cart?.itemCount ?? 0;
    return html`<button
        type="button"
        part="cart-button"
        aria-haspopup="dialog"
        aria-label=${this.t('cartWithCount', { count })}
        @click=${this.open}
      >
        ${this.t('cart')} <span class="badge" part="badge" aria-hidden="true">${count}</span>
      </button>
      <dialog aria-labelledby="cart-title" part="drawer" @close=${() => (this.checkingOut = false)}>
        <div class="head">
          <h2 id="cart-title">${this.t('cart')}</h2>
          <button type="button" @click=${() => this.dialog?.close()}>${this.t('close')}</button>
        </div>
        ${this.errorBox(this.error)} ${this.drawer()}
      </dialog>
      ${this.liveRegion()}`;
  }
}

if (!customElements.get('commerce-cart-button')) customElements.define('commerce-cart-button', CommerceCartButton);

declare global {
  interface HTMLElementTagNameMap {
    'commerce-cart-button': CommerceCartButton;
  }
}
