import { html, nothing } from 'lit';
import type { Translate } from '../core/i18n';
import type { Cart, Money, ShippingRate } from '../core/types';

export interface CartEstimateAnswer {
  total: Money;
  shippingOption: ShippingRate | null;
}

export interface LineChange {
  id: string;
  /** 0 removes the line. */
  quantity: number;
}

type GiftCardOfLine = NonNullable<Cart['items'][number]['giftCard']>;

/** Who a gift-card line's cards go to, on which day, and the message, as the shopper set them on the product page. */
function giftCardOfLine(t: Translate, gift: GiftCardOfLine, language: string) {
  const to = gift.recipientName ?? gift.recipientEmail;
  const on =
    gift.deliverAt && new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(gift.deliverAt));
  return html`<span part="line-gift-card"
    >${to ? t('giftLineFor', { name: to }) : t('giftLineForBuyer')}${on ? `, ${t('giftLineOn', { date: on })}` : ''}
    ${gift.message ? html`<br /><q>${gift.message}</q>` : nothing}</span
  >`;
}

/**
 * The cart's lines with a quantity field and a remove button each; a subscription line says its plan (`plans`), a
 * gift-card line who gets it.
 */
export function cartLines(
  t: Translate,
  cart: Cart,
  change: (action: LineChange) => void,
  plans: Record<string, string> = {},
  language = 'en',
) {
  return html`<ul part="lines" style="list-style:none;padding:0">
    ${cart.items.map(
      (item) =>
        html`<li style="display:grid;grid-template-columns:1fr 5em auto;gap:0.5em;align-items:center;margin:0.5em 0">
          <span
            >${item.title}<br /><span class="muted">${item.variantTitle === 'Default' ? '' : item.variantTitle}</span>
            ${
              item.sellingPlanId
                ? html`<span part="line-plan">${t('planOfLine', { plan: plans[item.sellingPlanId] ?? '…' })}</span>`
                : nothing
            }
            ${item.giftCard ? giftCardOfLine(t, item.giftCard, language) : nothing}
            <span class="price">${item.lineTotal.formatted}</span></span
          >
          <input
            type="number"
            min="1"
            max="999"
            .value=${String(item.quantity)}
            aria-label=${t('quantity', { title: `${item.title} ${item.variantTitle}` })}
            @change=${(e: Event) => {
              const quantity = Number((e.target as HTMLInputElement).value);
              if (Number.isInteger(quantity) && quantity >= 1 && quantity <= 999) change({ id: item.id, quantity });
            }}
          />
          <button
            type="button"
            aria-label=${t('remove', { title: `${item.title} ${item.variantTitle}` })}
            @click=${() => change({ id: item.id, quantity: 0 })}
          >
            ×
          </button>
        </li>`,
    )}
  </ul>`;
}

/** Subtotal, discount, shipping, tax and total, as the API formatted them. */
export function cartTotals(t: Translate, cart: Cart) {
  return html`<dl class="totals" part="totals">
    <dt>${t('subtotal')}</dt>
    <dd>${cart.subtotal.formatted}</dd>
    ${
      cart.discountTotal.amount
        ? html`<dt>${t('discount')}${cart.discount ? ` (${cart.discount.code})` : ''}</dt>
            <dd>−${cart.discountTotal.formatted}</dd>`
        : nothing
    }
    ${
      cart.shippingOption
        ? html`<dt>${t('shipping')}</dt>
            <dd>${cart.shippingTotal.formatted}</dd>`
        : nothing
    }
    ${
      cart.taxTotal.amount
        ? html`<dt>${t('tax')}</dt>
            <dd>${cart.taxTotal.formatted}</dd>`
        : nothing
    }
    <dt class="grand">${t('total')}</dt>
    <dd class="grand">${cart.total.formatted}</dd>
  </dl>`;
}
