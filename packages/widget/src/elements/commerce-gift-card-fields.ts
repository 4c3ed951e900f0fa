import { LitElement, html, nothing } from 'lit';
import type { Translate } from '../core/i18n';
import type { Shop } from '../core/shop';
import type { Cart } from '../core/types';
import '../core/texts-shop';

/**
 * The product page of a gift-card product (`giftCard: true`) asks who the card is for: their e-mail and name, a
 * message and a day to send it (tomorrow at the soonest, sent at 09:00 the shopper's time). `attach()` sends them to
 * `PUT /cart/items/{id}/gift-card` once the product element has added the line; nothing filled in: the buyer gets
 * the card when the order is paid. Light DOM, so the product's styles and labels apply. Whole shop only: the
 * product-only embed stays within its budget.
 */
export class CommerceGiftCardFields extends LitElement {
  static properties = { t: { attribute: false } };
  t: Translate = (key) => key;

  protected createRenderRoot() {
    return this;
  }

  details(): Record<string, string> | undefined {
    const gift: Record<string, string> = {};
    for (const field of this.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('[name]'))
      if (field.value.trim()) gift[field.name] = field.value.trim();
    if (gift.deliverAt) gift.deliverAt = new Date(`${gift.deliverAt}T09:00`).toISOString();
    return Object.keys(gift).length ? gift : undefined;
  }

  /** Sends who the card is for to the line just added for the variant; answers the cart as it is then. */
  async attach(shop: Shop, cart: Cart, variantId: string): Promise<Cart> {
    const gift = this.details();
    const line = cart.items.find((item) => item.variantId === variantId);
    return gift && line ? shop.changeCart('PUT', `/cart/items/${line.id}/gift-card`, gift) : cart;
  }

  render() {
    const tomorrow = new Date(Date.now() + 864e5).toISOString().slice(0, 10);
    const field = (name: string, label: 'giftEmail' | 'giftName' | 'giftDate', type: string, max = 100) =>
      html`<label for="gift-${name}">${this.t(label)}</label>
        <input
          id="gift-${name}"
          name=${name}
          type=${type}
          maxlength=${max}
          min=${type === 'date' ? tomorrow : nothing}
        />`;
    return html`<fieldset part="gift-card">
      <legend>${this.t('giftFor')}</legend>
      ${field('recipientEmail', 'giftEmail', 'email', 254)} ${field('recipientName', 'giftName', 'text')}
      <label for="gift-message">${this.t('giftMessage')}</label>
      <textarea id="gift-message" name="message" maxlength="500" rows="3"></textarea>
      ${field('deliverAt', 'giftDate', 'date')}
    </fieldset>`;
  }
}

if (!customElements.get('commerce-gift-card-fields'))
  customElements.define('commerce-gift-card-fields', CommerceGiftCardFields);

declare global {
  interface HTMLElementTagNameMap {
    'commerce-gift-card-fields': CommerceGiftCardFields;
  }
}
