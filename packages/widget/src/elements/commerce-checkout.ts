import '../core/texts-shop';
import { css, html, nothing, type PropertyValues } from 'lit';
import type { SubmitBody } from '../core/checkout-attempt';
import { confirmPayment, submitCheckout, type CheckoutOutcome } from '../core/checkout';
import { ApiError } from '../core/api';
import { isRetryable } from '../core/errors';
import { ShopperError } from '../core/shopper-error';
import { STRIPE_SLOT, StripeCardSlot } from './stripe-card';
import type { Address, CheckoutState, Money, Order, Page, ShippingRate } from '../core/types';
import { cartTotals } from './cart-parts';
import { confirmAfterNextAction, confirmStep, TEST_CARDS } from './payment-parts';
import { countryOptions } from './countries';
import { baseStyles } from './styles';
import { ShopElement } from './shop-element';

type AppliedBalance = NonNullable<CheckoutState['appliedBalances']>[number];

interface StoreCreditAnswer {
  data: { currency: string; balance: Money }[];
}

interface PaymentMethod {
  id: string;
  name: string;
  requiresPaymentToken: boolean;
}

type Draft = Address & { email: string };
const EMPTY: Draft = {
  email: '',
  firstName: '',
  lastName: '',
  line1: '',
  city: '',
  region: '',
  postalCode: '',
  country: 'US',
};
const DRAFT_KEY = 'commerce-checkout-draft';

/**
 * `<commerce-checkout>`: e-mail and address, shipping method, payment, the requires_action confirm step and the
 * order confirmation. What the shopper types stays in the form (and in sessionStorage) whatever fails.
 */
export class CommerceCheckout extends ShopElement {
  static styles = [
    baseStyles,
    css`
      fieldset {
        border: 1px solid var(--line);
        border-radius: var(--radius);
        margin: 0.8em 0;
      }
      .choice {
        display: flex;
        gap: 0.5em;
        align-items: center;
        font-weight: 400;
      }
    `,
  ];
  static properties = {
    ...ShopElement.properties,
    draft: { state: true },
    rates: { state: true },
    methods: { state: true },
    method: { state: true },
    card: { state: true },
    busy: { state: true },
    error: { state: true },
    retry: { state: true },
    paymentId: { state: true },
    order: { state: true },
    balances: { state: true },
    credit: { state: true },
    giftCode: { state: true },
    giftCardNote: { state: true },
    cardReady: { state: true },
    needsAddress: { state: true },
  };

  draft: Draft = { ...EMPTY };
  rates: ShippingRate[] | null = null;
  methods: PaymentMethod[] = [];
  method = 'card';
  card = 'tok_visa';
  busy = false;
  error: unknown = null;
  retry: (() => void) | null = null;
  paymentId: string | null = null;
  order: Order | null = null;
  /** The checkout as GET /cart/checkout answers it: what each applied gift card or credit pays, and what is due. */
  balances: CheckoutState | null = null;
  /** A signed-in shopper's store credit in the cart's currency, when they have some. */
  credit: Money | null = null;
  giftCode = '';
  /** False for a cart of gift cards only (GET /cart/checkout's requiresShipping): the e-mail is all it asks. */
  needsAddress = true;
  /** The answer of the last balance check, shown under the code field. */
  giftCardNote = '';
  /** Stripe's Payment Element, mounted while a store on Stripe shows the card method. */
  cardReady = false;
  private readonly stripe = new StripeCardSlot();
  /** A PaymentMethod already made for a submit that got no definitive answer: the retry sends the same one. */
  private paymentMethodId: string | null = null;
  /** Stripe's client secret of the payment waiting on 3-D Secure, for another try of the challenge. */
  private clientSecret: string | null = null;
  /** The cart version the balances were read for: any change of the cart (shipping, lines) can change what they pay. */
  private balancesOf = '';

  protected storeReady(): void {
    const saved = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null') as Draft | null;
    const cart = this.shop.cart;
    this.draft = { ...EMPTY, ...(cart?.shippingAddress ?? {}), email: cart?.email ?? '', ...(saved ?? {}) };
    if (cart?.shippingAddress) void this.step(() => this.loadRates());
    void this.step(async () => {
      this.needsAddress = (await this.shop.api.get<CheckoutState>('/cart/checkout')).requiresShipping !== false;
    });
    void this.step(async () => {
      this.methods = (await this.shop.api.get<Page<PaymentMethod>>('/payment-methods')).data;
      this.method = this.methods[0]?.id ?? 'card';
    });
  }

  /** Runs one step; on failure shows why, with a retry that repeats exactly that step. */
  private async step(action: () => Promise<unknown>): Promise<void> {
    this.busy = true;
    this.error = null;
    this.retry = null;
    try {
      await action();
    } catch (error) {
      this.error = error;
      this.retry = () => void this.step(action);
    } finally {
      this.busy = false;
    }
  }

  private async loadRates(): Promise<void> {
    const rates = (await this.shop.api.get<Page<ShippingRate>>('/cart/shipping-options')).data;
    if (rates.length && !this.shop.cart?.shippingOption)
      await this.shop.changeCart('PUT', '/cart/shipping', { optionId: rates[0].id });
    // Shown only once the default is chosen, so that answer can never undo the shopper's own choice.
    this.rates = rates;
  }

  protected willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    // Another currency (chosen in the store's header): the shipping methods' prices are read again in it.
    const currency = this.cart?.currency;
    if (changed.has('cart') && currency && this.rates?.length && this.rates[0].price.currency !== currency)
      void this.step(() => this.loadRates());
    const version = this.cart ? `${this.cart.id}:${this.cart.updatedAt}` : '';
    if (this.rates && version && version !== this.balancesOf) {
      this.balancesOf = version;
      void this.loadBalances().catch((error: unknown) => (this.error = error));
    }
  }

  protected updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    this.stripe.sync(
      this,
      this.balances?.amountDue ?? this.cart?.total,
      { publishableKey: this.profile?.paymentProvider?.publishableKey ?? null, locale: this.language },
      (mount) =>
        void this.step(async () => {
          this.cardReady = false;
          await mount();
        }),
      () => (this.cardReady = true),
    );
  }

  private async loadBalances(): Promise<void> {
    this.balances = await this.shop.api.get<CheckoutState>('/cart/checkout');
    const currency = this.balances.total.currency;
    // Only a signed-in shopper has credit; a session that ended simply offers none.
    this.credit = this.shop.session
      ? ((await this.shop.api.get<StoreCreditAnswer>('/customers/me/store-credit').catch(() => null))?.data.find(
          (account) => account.currency === currency && account.balance.amount > 0,
        )?.balance ?? null)
      : null;
  }

  /** A gift-card or store-credit operation: each answers the checkout with what every balance now pays. */
  private changeBalances(method: string, path: string): void {
    void this.step(async () => {
      this.balances = (await this.shop.api.call<CheckoutState>(method, path)).body;
    });
  }

  private applyGiftCard(event: Event): void {
    event.preventDefault();
    const code = this.giftCode;
    this.giftCardNote = '';
    void this.step(async () => {
      this.balances = (await this.shop.api.call<CheckoutState>('POST', '/cart/gift-cards', { body: { code } })).body;
      this.giftCode = '';
      const applied = this.applied.filter((b) => b.type === 'gift_card');
      this.announce(this.t('giftCardApplied', { last4: applied[applied.length - 1]?.last4 ?? '' }));
    });
  }

  private checkGiftCard(): void {
    const code = this.giftCode;
    void this.step(async () => {
      const card = (
        await this.shop.api.call<{ last4: string; balance: Money }>('POST', '/gift-cards/balance', { body: { code } })
      ).body;
      this.giftCardNote = this.t('giftCardBalance', { last4: card.last4, balance: card.balance.formatted });
    });
  }

  private removeBalance(balance: AppliedBalance): void {
    if (balance.type === 'store_credit') this.changeBalances('DELETE', '/cart/store-credit');
    else this.changeBalances('DELETE', `/cart/balances/${encodeURIComponent(balance.id)}`);
  }

  private balanceName(balance: AppliedBalance): string {
    return balance.type === 'gift_card'
      ? this.t('giftCardLine', { last4: balance.last4 ?? '' })
      : this.t('storeCreditLine');
  }

  /** The code field, the balances applied (what each pays and what is left on it), and the shopper's credit. */
  private balancesForm() {
    const t = this.t;
    if (!this.balances) return nothing;
    const hasCredit = this.applied.some((b) => b.type === 'store_credit');
    return html`<form @submit=${this.applyGiftCard} part="gift-cards">
      <fieldset>
        <legend>${t('giftCards')}</legend>
        <ul style="list-style:none;padding:0">
          ${this.applied.map(
            (b) =>
              html`<li data-applied-balance=${b.last4 ?? 'credit'}>
                ${this.balanceName(b)}:
                ${
                  b.unusableReason
                    ? t('balanceUnusable')
                    : t('balancePays', { amount: b.amount.formatted, left: b.remaining.formatted })
                }
                <button
                  type="button"
                  ?disabled=${this.busy}
                  @click=${() => this.removeBalance(b)}
                  aria-label=${t('removeBalance', { name: this.balanceName(b) })}
                >
                  ×
                </button>
              </li>`,
          )}
        </ul>
        <label for="gift-code">${t('giftCardCode')}</label>
        <input
          id="gift-code"
          name="giftCode"
          autocomplete="off"
          .value=${this.giftCode}
          @input=${(e: Event) => (this.giftCode = (e.target as HTMLInputElement).value)}
        />
        ${this.giftCardNote ? html`<p role="status">${this.giftCardNote}</p>` : nothing}
        <div class="row">
          <button type="submit" ?disabled=${this.busy || !this.giftCode.trim()}>${t('applyGiftCard')}</button>
          <button type="button" ?disabled=${this.busy || !this.giftCode.trim()} @click=${this.checkGiftCard}>
            ${t('checkGiftCard')}
          </button>
        </div>
        ${
          this.credit && !hasCredit
            ? html`<p>
                <button
                  type="button"
                  ?disabled=${this.busy}
                  @click=${() => this.changeBalances('PUT', '/cart/store-credit')}
                >
                  ${t('useStoreCredit', { balance: this.credit.formatted })}
                </button>
              </p>`
            : nothing
        }
      </fieldset>
    </form>`;
  }

  private edit(event: Event): void {
    const field = event.target as HTMLInputElement;
    this.draft = { ...this.draft, [field.name]: field.value };
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(this.draft));
  }

  private saveDetails(event: Event): void {
    event.preventDefault();
    const { email, region, ...address } = this.draft;
    void this.step(async () => {
      if (!this.needsAddress) {
        // Nothing to ship: no address, no shipping method, straight on to paying.
        await this.shop.changeCart('PATCH', '/cart/checkout', { email });
        this.rates = [];
        return;
      }
      await this.shop.changeCart('PATCH', '/cart/checkout', {
        email,
        shippingAddress: { ...address, ...(region ? { region } : {}) },
      });
      await this.loadRates();
      (this.renderRoot.querySelector('#shipping-legend') as HTMLElement | null)?.focus();
    });
  }

  /** Nothing is left for the card: the gift cards and credit pay it all. */
  private get paidByBalances(): boolean {
    return this.balances?.amountDue?.amount === 0 && this.applied.length > 0;
  }

  /** The gift cards and credit applied, in the order they pay. */
  private get applied(): AppliedBalance[] {
    return this.balances?.appliedBalances ?? [];
  }

  private get submitBody(): SubmitBody {
    // An order the balances pay in full takes no card token (the API charges nothing).
    if (this.paidByBalances) return { paymentMethod: 'card' };
    const method = this.methods.find((m) => m.id === this.method);
    return { paymentMethod: this.method, ...(method?.requiresPaymentToken ? { paymentToken: this.card } : {}) };
  }

  /** Whether the card is collected with Stripe's Payment Element (a store on Stripe, the card method chosen). */
  private get stripeCardShown(): boolean {
    const method = this.methods.find((m) => m.id === this.method);
    return this.profile?.paymentProvider?.name === 'stripe' && !this.paidByBalances && !!method?.requiresPaymentToken;
  }

  /** The submit body, with Stripe's PaymentMethod (`pm_…`) made from the Payment Element in place of a test token. */
  private async bodyToSubmit(): Promise<SubmitBody> {
    const body = this.submitBody;
    if (!this.stripeCardShown || !body.paymentToken) return body;
    if (!this.stripe.card) throw new ShopperError('err_stripe_unavailable');
    this.paymentMethodId ??= await this.stripe.card.paymentMethod();
    return { ...body, paymentToken: this.paymentMethodId };
  }

  private pay(event: Event): void {
    event.preventDefault();
    void this.step(async () => {
      const body = await this.bodyToSubmit();
      try {
        await this.settle(await submitCheckout(this.shop, body), body);
      } catch (error) {
        // A definitive answer used the PaymentMethod up: the next press makes a new one.
        if (!isRetryable(error)) this.paymentMethodId = null;
        throw error;
      }
    });
  }

  private confirm(approved: boolean): void {
    const paymentId = this.paymentId as string;
    const body = { ...this.submitBody, ...(this.paymentMethodId ? { paymentToken: this.paymentMethodId } : {}) };
    void this.step(async () => {
      this.paymentId = null;
      if (this.clientSecret && approved)
        return this.settle({ kind: 'requires_action', paymentId, ...this.secret }, body);
      await this.settle(await confirmPayment(this.shop, paymentId, approved, body), body);
    });
  }

  private get secret() {
    return this.clientSecret ? { clientSecret: this.clientSecret } : {};
  }

  /**
   * Stripe's 3-D Secure in Stripe's own frame, then the confirm, whose outcome the service reads from Stripe. A
   * challenge that failed ends as a decline; one the bank left open leaves the confirm step (to try it again), both
   * with a message the shopper understands.
   */
  private async finishWithStripe(paymentId: string, clientSecret: string, body: SubmitBody): Promise<void> {
    let outcome: CheckoutOutcome;
    try {
      outcome = await confirmAfterNextAction(this.stripe.card, clientSecret, (approved) =>
        confirmPayment(this.shop, paymentId, approved, body),
      );
    } catch (error) {
      this.clientSecret = null;
      this.paymentMethodId = null;
      throw error;
    }
    if (outcome.kind === 'requires_action') {
      this.paymentId = outcome.paymentId;
      throw new ShopperError('err_authentication_failed');
    }
    await this.settle(outcome, body);
  }

  private async settle(outcome: CheckoutOutcome, body: SubmitBody): Promise<void> {
    if (outcome.kind === 'requires_action' && outcome.clientSecret) {
      this.clientSecret = outcome.clientSecret;
      return this.finishWithStripe(outcome.paymentId, outcome.clientSecret, body);
    }
    if (outcome.kind === 'requires_action') {
      this.paymentId = outcome.paymentId;
    } else {
      this.paymentMethodId = null;
      this.clientSecret = null;
      this.order = outcome.order;
      sessionStorage.removeItem(DRAFT_KEY);
    }
    void this.updateComplete.then(() => (this.renderRoot.querySelector('h2') as HTMLElement | null)?.focus());
  }

  private field(name: keyof Draft, label: string, type = 'text', autocomplete = '', required = true) {
    return html`<div>
      <label for=${name}>${label}</label>
      <input
        id=${name}
        name=${name}
        type=${type}
        autocomplete=${autocomplete}
        ?required=${required}
        .value=${this.draft[name] ?? ''}
        @input=${this.edit}
      />
    </div>`;
  }

  private detailsForm() {
    const t = this.t;
    if (!this.needsAddress)
      return html`<form @submit=${this.saveDetails} part="details">
        ${this.field('email', t('email'), 'email', 'email')}
        <p>${t('nothingToShip')}</p>
        <p><button type="submit" ?disabled=${this.busy}>${t('continueToPayment')}</button></p>
      </form>`;
    return html`<form @submit=${this.saveDetails} part="details">
      ${this.field('email', t('email'), 'email', 'email')}
      <div class="row">
        ${this.field('firstName', t('firstName'), 'text', 'given-name')}
        ${this.field('lastName', t('lastName'), 'text', 'family-name')}
      </div>
      ${this.field('line1', t('line1'), 'text', 'address-line1')}
      <div class="row">
        ${this.field('postalCode', t('postalCode'), 'text', 'postal-code')}
        ${this.field('city', t('city'), 'text', 'address-level2')}
      </div>
      <div class="row">
        ${this.field('region', t('region'), 'text', 'address-level1', false)}
        <div>
          <label for="country">${t('country')}</label>
          <select id="country" name="country" autocomplete="country" @change=${this.edit}>
            ${countryOptions(this.language, this.draft.country)}
          </select>
        </div>
      </div>
      <p><button type="submit" ?disabled=${this.busy}>${t('continueToShipping')}</button></p>
    </form>`;
  }

  private chooseRate(optionId: string): void {
    void this.step(() => this.shop.changeCart('PUT', '/cart/shipping', { optionId }));
  }

  private deliveryDays(rate: ShippingRate) {
    if (rate.deliveryMinDays === null) return nothing;
    return html`, ${this.t('days', { min: rate.deliveryMinDays, max: rate.deliveryMaxDays ?? rate.deliveryMinDays })}`;
  }

  private shippingAndPayment() {
    const t = this.t;
    const rates = this.rates;
    if (!rates) return nothing;
    const chosen = this.cart?.shippingOption?.id;
    return html`<form @submit=${this.pay} part="payment">
      <fieldset ?hidden=${!this.needsAddress}>
        <legend id="shipping-legend" tabindex="-1">${t('shippingOptions')}</legend>
        ${rates.map(
          (rate) =>
            html`<label class="choice"
              ><input
                type="radio"
                name="rate"
                style="width:auto"
                .checked=${rate.id === chosen}
                @change=${() => this.chooseRate(rate.id)}
              />
              ${rate.name}, ${rate.price.formatted}${this.deliveryDays(rate)}</label
            >`,
        )}
      </fieldset>
      ${this.paymentChoice()} ${this.cart ? cartTotals(t, this.cart) : nothing} ${this.amountDueLine()}
      <button type="submit" class="primary" part="pay-button" ?disabled=${this.busy || (this.needsAddress && !chosen)}>
        ${this.busy ? t('paying') : this.payLabel()}
      </button>
    </form>`;
  }

  private payLabel(): string {
    if (this.paidByBalances) return this.t('placeOrder');
    return this.t('pay', { total: (this.balances?.amountDue ?? this.cart?.total)?.formatted ?? '' });
  }

  private amountDueLine() {
    const due = this.balances?.amountDue;
    if (!due || !this.applied.length) return nothing;
    return html`<dl class="totals" part="amount-due">
      ${this.applied.map(
        (b) =>
          html`<dt>${this.balanceName(b)}</dt>
            <dd>−${b.amount.formatted}</dd>`,
      )}
      <dt class="grand">${this.t('amountDue')}</dt>
      <dd class="grand">${due.formatted}</dd>
    </dl>`;
  }

  private paymentChoice() {
    const t = this.t;
    if (this.paidByBalances) return html`<p part="paid-by-balances">${t('paidByBalances')}</p>`;
    return html`<fieldset>
      <legend>${t('payment')}</legend>
      ${this.methods.map(
        (m) =>
          html`<label class="choice"
            ><input
              type="radio"
              name="method"
              style="width:auto"
              .checked=${m.id === this.method}
              @change=${() => (this.method = m.id)}
            />
            ${m.name}</label
          >`,
      )}
      ${
        this.stripeCardShown
          ? html`<div part="card-element" role="group" aria-label=${t('cardDetails')}>
              <slot name=${STRIPE_SLOT}></slot>
              ${this.cardReady ? nothing : html`<p aria-busy="true">${t('cardFormLoading')}</p>`}
            </div>`
          : this.methods.find((m) => m.id === this.method)?.requiresPaymentToken
            ? html`<label for="card">${t('testCard')}</label
                ><select id="card" @change=${(e: Event) => (this.card = (e.target as HTMLSelectElement).value)}>
                  ${TEST_CARDS.map(
                    ([token, label]) =>
                      html`<option value=${token} .selected=${token === this.card}>${t(label)}</option>`,
                  )}
                </select>`
            : nothing
      }
    </fieldset>`;
  }

  private confirmation(order: Order) {
    return html`<section part="confirmation">
      <h2 tabindex="-1">${this.t('thanks')}</h2>
      <p class="price" data-order-number=${order.number}>${this.t('orderNumber', { number: order.number })}</p>
      <p>${this.t('confirmationSent', { email: order.email })}</p>
      <p>${this.t('total')}: ${order.total.formatted}</p>
      <button
        type="button"
        class="primary"
        @click=${() => this.dispatchEvent(new CustomEvent('commerce-continue', { bubbles: true, composed: true }))}
      >
        ${this.t('continueShopping')}
      </button>
    </section>`;
  }

  /**
   * A cart with a subscription line is paid by a signed-in shopper only (else submit answers 401
   * customer_sign_in_required): said before they fill anything in, with the sign-in, which `<commerce-store>` opens
   * on `commerce-sign-in`.
   */
  private get needsSignIn(): boolean {
    if (this.error instanceof ApiError && this.error.code === 'customer_sign_in_required') return true;
    return !this.shop.session && Boolean(this.cart?.items.some((item) => item.sellingPlanId));
  }

  private signInNote() {
    return html`<div class="error" role="alert" part="sign-in-needed">
      <p>${this.t('subscriptionNeedsAccount')}</p>
      <button
        type="button"
        class="primary"
        @click=${() => this.dispatchEvent(new CustomEvent('commerce-sign-in', { bubbles: true, composed: true }))}
      >
        ${this.t('signIn')}
      </button>
    </div>`;
  }

  render() {
    if (this.fatal) return this.renderFatal();
    if (!this.profile) return html`<p aria-busy="true">${this.t('loading')}</p>`;
    if (this.order) return this.confirmation(this.order);
    if (this.needsSignIn)
      return html`<h2 tabindex="-1">${this.t('checkout')}</h2>
        ${this.signInNote()}`;
    const errors = this.errorBox(this.error, this.retry ?? undefined);
    if (this.paymentId)
      return confirmStep(this.t, this.busy, errors, (approved) => this.confirm(approved), !this.clientSecret);
    return html`<h2 tabindex="-1">${this.t('checkout')}</h2>
      ${this.detailsForm()}${errors}${this.rates ? this.balancesForm() : nothing}${this.shippingAndPayment()}`;
  }
}

if (!customElements.get('commerce-checkout')) customElements.define('commerce-checkout', CommerceCheckout);

declare global {
  interface HTMLElementTagNameMap {
    'commerce-checkout': CommerceCheckout;
  }
}
