import '../core/texts-shop';
import { html, nothing, type PropertyValues } from 'lit';
import { ShopperError } from '../core/shopper-error';
import { STRIPE_SLOT, StripeCardSlot } from './stripe-card';
import type { PaymentLink } from '../core/types';
import { confirmAfterNextAction, confirmStep, TEST_CARDS } from './payment-parts';
import { baseStyles } from './styles';
import { ShopElement } from './shop-element';

type NextAction = NonNullable<PaymentLink['nextAction']>;

/**
 * `<commerce-pay publishable-key link>`: the public pay page of a payment link (an order's balance after an edit,
 * or a draft order staff built, shown with its lines and totals):
 * the amount and what it is for, a card, and Pay. Each press is its own attempt (its own Idempotency-Key): a declined
 * card leaves the link open for another; a paid link says so and charges nothing. A card that asks for 3-D Secure
 * (the link's `nextAction`) is confirmed as the checkout confirms one: Stripe's challenge in Stripe's frame, or the
 * test provider's confirm step; then `POST /payment-links/{id}/confirm`.
 */
export class CommercePay extends ShopElement {
  static styles = [baseStyles];
  static properties = {
    ...ShopElement.properties,
    link: { attribute: 'link' },
    paymentLink: { state: true },
    card: { state: true },
    busy: { state: true },
    error: { state: true },
    cardReady: { state: true },
    action: { state: true },
  };

  link = '';
  paymentLink: PaymentLink | null = null;
  card = 'tok_visa';
  busy = false;
  error: unknown = null;
  cardReady = false;
  /** The test provider's card waiting on the shopper's confirm step. */
  action: NextAction | null = null;
  private readonly stripe = new StripeCardSlot();

  private get onStripe(): boolean {
    return this.profile?.paymentProvider?.name === 'stripe';
  }

  protected updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    this.stripe.sync(
      this,
      this.paymentLink?.amount,
      { publishableKey: this.profile?.paymentProvider?.publishableKey ?? null, locale: this.language },
      (mount) => void this.run(mount),
      () => (this.cardReady = true),
    );
  }

  protected storeReady(): void {
    void this.run(async () => {
      this.paymentLink = await this.shop.api.get<PaymentLink>(`/payment-links/${encodeURIComponent(this.link)}`);
    });
  }

  private async run(step: () => Promise<void>): Promise<void> {
    this.busy = true;
    this.error = null;
    try {
      await step();
    } catch (error) {
      this.error = error;
    } finally {
      this.busy = false;
    }
  }

  private pay(event: Event): void {
    event.preventDefault();
    void this.run(async () => {
      const card = this.stripe.card;
      if (this.onStripe && !card) throw new ShopperError('err_stripe_unavailable');
      const paymentToken = card ? await card.paymentMethod() : this.card;
      const paid = await this.post('pay', { paymentToken });
      const action = paid.nextAction;
      if (!action) return;
      if (!action.clientSecret) {
        this.action = action;
        return;
      }
      await confirmAfterNextAction(card, action.clientSecret, (approved) => this.confirmed(action, approved));
    });
  }

  /** The test provider's confirm step answered. */
  private confirm(approved: boolean): void {
    const action = this.action as NextAction;
    void this.run(async () => {
      this.action = null;
      await this.confirmed(action, approved);
    });
  }

  private confirmed(action: NextAction, approved: boolean): Promise<PaymentLink> {
    return this.post('confirm', { paymentId: action.paymentId, result: approved ? 'succeeded' : 'failed' });
  }

  /** One call on the link (pay, confirm), its own attempt; the link as it answered is shown. */
  private async post(operation: 'pay' | 'confirm', body: Record<string, string>): Promise<PaymentLink> {
    const answer = await this.shop.api.call<PaymentLink>(
      'POST',
      `/payment-links/${encodeURIComponent(this.link)}/${operation}`,
      { body, headers: { 'Idempotency-Key': crypto.randomUUID() } },
    );
    this.paymentLink = answer.body;
    if (answer.body.status === 'paid') this.announce(this.t('payLinkPaid', { amount: answer.body.amount.formatted }));
    return answer.body;
  }

  private form(link: PaymentLink) {
    const t = this.t;
    if (link.status === 'paid')
      return html`<p part="pay-status">${t('payLinkPaid', { amount: link.amount.formatted })}</p>`;
    if (link.status !== 'open') return html`<p part="pay-status">${t('payLinkClosed')}</p>`;
    if (this.action) return confirmStep(t, this.busy, nothing, (approved) => this.confirm(approved), true);
    return html`<form @submit=${this.pay} part="payment">
      ${
        this.onStripe
          ? html`<div part="card-element" role="group" aria-label=${t('cardDetails')}>
              <slot name=${STRIPE_SLOT}></slot>
              ${this.cardReady ? nothing : html`<p aria-busy="true">${t('cardFormLoading')}</p>`}
            </div>`
          : html`<label for="card">${t('testCard')}</label>
              <select id="card" @change=${(e: Event) => (this.card = (e.target as HTMLSelectElement).value)}>
                ${TEST_CARDS.map(
                  ([token, label]) =>
                    html`<option value=${token} .selected=${token === this.card}>${t(label)}</option>`,
                )}
              </select>`
      }
      <p>
        <button type="submit" class="primary" part="pay-button" ?disabled=${this.busy}>
          ${this.busy ? t('paying') : t('pay', { total: link.amount.formatted })}
        </button>
      </p>
    </form>`;
  }

  /** A draft order's link: the order's lines and totals as staff built it, then the card and Pay. */
  private draft(link: PaymentLink, draft: NonNullable<PaymentLink['draftOrder']>) {
    const t = this.t;
    return html`<h2>${t('payDraftTitle')}</h2>
      <table part="pay-lines">
        <caption>
          ${t('payDraftLines')}
        </caption>
        <tbody>
          ${draft.lines.map(
            (line) =>
              html`<tr>
                <th scope="row">
                  ${line.variantTitle ? `${line.title} · ${line.variantTitle}` : line.title} × ${line.quantity}
                </th>
                <td>${line.total.formatted}</td>
              </tr>`,
          )}
        </tbody>
      </table>
      <dl class="totals">
        <dt>${t('subtotal')}</dt>
        <dd>${draft.subtotal.formatted}</dd>
        ${
          draft.discountTotal.amount > 0
            ? html`<dt>${t('discount')}</dt>
                <dd>-${draft.discountTotal.formatted}</dd>`
            : nothing
        }
        <dt>${t('shipping')}</dt>
        <dd>${draft.shippingTotal.formatted}</dd>
        <dt>${t('tax')}</dt>
        <dd>${draft.taxTotal.formatted}</dd>
        <dt class="grand">${t('total')}</dt>
        <dd class="grand">${link.amount.formatted}</dd>
      </dl>
      ${this.form(link)}`;
  }

  render() {
    if (this.fatal) return this.renderFatal();
    const link = this.paymentLink;
    if (!this.profile || (!link && !this.error)) return html`<p aria-busy="true">${this.t('loading')}</p>`;
    return html`<section>
      ${
        link?.draftOrder
          ? this.draft(link, link.draftOrder)
          : link
            ? html`<h2>${this.t('payLinkTitle', { number: link.orderNumber ?? '' })}</h2>
                <dl class="totals">
                  <dt class="grand">${this.t('payLinkAmount')}</dt>
                  <dd class="grand">${link.amount.formatted}</dd>
                </dl>
                ${this.form(link)}`
            : nothing
      }
      ${this.errorBox(this.error)} ${this.liveRegion()}
    </section>`;
  }
}

if (!customElements.get('commerce-pay')) customElements.define('commerce-pay', CommercePay);

declare global {
  interface HTMLElementTagNameMap {
    'commerce-pay': CommercePay;
  }
}
