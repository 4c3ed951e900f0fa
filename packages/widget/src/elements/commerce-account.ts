import '../core/texts-shop';
import { html, nothing } from 'lit';
import { ApiError } from '../core/api';
import { randomToken } from '../core/storage';
import type { MessageKey } from '../core/i18n';
import type { CustomerOrder, CustomerOrderSummary, Page, Return, ReturnableOrder, Subscription } from '../core/types';
import { ShopElement } from './shop-element';

const MARKER = 'commerce-signin';

/** The return reasons the widget has words for (the default policy's); a store's own show as their code. */
const KNOWN_REASONS = new Set(['damaged', 'wrong_item', 'not_as_described', 'no_longer_needed', 'other']);

/** The page address the e-mailed link returns to: this page, marked so the widget knows to verify the token. */
function returnUrl(): string {
  const url = new URL(location.href);
  url.searchParams.delete('token');
  url.searchParams.set(MARKER, '1');
  return url.toString();
}

/** Whether this page load is the return from a sign-in link. */
export function isSignInReturn(): boolean {
  const params = new URLSearchParams(location.search);
  return params.has(MARKER) && params.has('token');
}

/** `<commerce-account>`: passwordless sign-in by e-mailed link, then the shopper's orders. */
export class CommerceAccount extends ShopElement {
  static properties = {
    ...ShopElement.properties,
    email: { state: true },
    orders: { state: true },
    sentTo: { state: true },
    error: { state: true },
    busy: { state: true },
    returning: { state: true },
    returned: { state: true },
    nothingChosen: { state: true },
    guest: { state: true },
    guestNotFound: { state: true },
    returnedBy: { state: true },
    returns: { state: true },
    subscriptions: { state: true },
  };

  email: string | null = null;
  orders: CustomerOrderSummary[] | null = null;
  sentTo = '';
  error: unknown = null;
  busy = false;
  /** The order whose "Return items" form is open, with its lines. */
  returning: CustomerOrder | ReturnableOrder | null = null;
  /** A guest's order number and e-mail, found by them: the return is asked for with the same pair. */
  guest: { orderNumber: number; email: string } | null = null;
  /** Whose the return just asked for is: a guest's pair (tracking is added with it), or null when signed in. */
  returnedBy: { orderNumber: number; email: string } | null = null;
  /** The last order number and e-mail a guest gave belong to no order. */
  guestNotFound = false;
  /** The return just asked for, whose state the account shows. */
  returned: Return | null = null;
  /** The signed-in customer's returns, newest first: each with its state and, while approved, the tracking form. */
  returns: Return[] | null = null;
  /** The signed-in customer's subscriptions, each with the actions it takes now (pause, resume, skip, cancel). */
  subscriptions: Subscription[] | null = null;
  nothingChosen = false;

  protected storeReady(): void {
    void this.run(async () => {
      if (isSignInReturn()) await this.verify();
      if (this.shop.session) await this.loadAccount();
    });
  }

  private async run(action: () => Promise<void>): Promise<void> {
    this.busy = true;
    this.error = null;
    try {
      await action();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'session_invalid') this.shop.session = null;
      this.error = error;
    } finally {
      this.busy = false;
    }
  }

  private async verify(): Promise<void> {
    const url = new URL(location.href);
    const token = url.searchParams.get('token') as string;
    url.searchParams.delete('token');
    url.searchParams.delete(MARKER);
    history.replaceState(history.state, '', url);
    const { body } = await this.shop.api.call<{ sessionToken: string }>('POST', '/customers/verify', {
      body: { token },
    });
    this.shop.session = body.sessionToken;
  }

  private async loadAccount(): Promise<void> {
    const [me, orders, returns, subscriptions] = await Promise.all([
      this.shop.api.get<{ email: string }>('/customers/me'),
      this.shop.api.get<Page<CustomerOrderSummary>>('/customers/me/orders', { limit: 20 }),
      this.shop.api.get<Page<Return>>('/customers/me/returns', { limit: 20 }),
      this.shop.api.get<Page<Subscription>>('/customers/me/subscriptions', { limit: 20 }),
    ]);
    this.email = me.email;
    this.orders = orders.data;
    this.returns = returns.data;
    this.subscriptions = subscriptions.data;
  }

  private requestLink(event: Event): void {
    event.preventDefault();
    const email = String(new FormData(event.target as HTMLFormElement).get('email'));
    void this.run(async () => {
      await this.shop.api.call('POST', '/customers', { body: { email, redirectUrl: returnUrl() } });
      this.sentTo = email;
    });
  }

  private signOut(): void {
    void this.run(async () => {
      await this.shop.api.call('POST', '/customers/logout').catch(() => undefined);
      this.shop.session = null;
      this.email = null;
      this.orders = null;
      this.returns = null;
      this.subscriptions = null;
    });
  }

  /** A subscription's action (a workflow update): answered with the subscription after it, which replaces it. */
  private changeSubscription(s: Subscription, action: 'pause' | 'resume' | 'skip' | 'cancel'): void {
    void this.run(async () => {
      const { body } = await this.shop.api.call<Subscription>(
        'POST',
        `/customers/me/subscriptions/${encodeURIComponent(s.id)}/actions`,
        { body: { action }, headers: { 'Idempotency-Key': randomToken() } },
      );
      this.subscriptions = this.subscriptions?.map((other) => (other.id === body.id ? body : other)) ?? null;
      const status = this.t(`subscriptionStatus_${body.status}` as MessageKey);
      this.announce(this.t('subscriptionChanged', { title: body.title, status }));
    });
  }

  /** The signed-in customer's subscriptions: what, how often, the next order and the actions it takes now. */
  private subscriptionList(subscriptions: Subscription[]) {
    if (!subscriptions.length) return nothing;
    const t = this.t;
    const date = new Intl.DateTimeFormat(this.language, { dateStyle: 'medium' });
    const actions = ['pause', 'resume', 'skip', 'cancel'] as const;
    const next = (at: string) => t('subscriptionNext', { date: date.format(new Date(at)) });
    return html`<h3>${t('yourSubscriptions')}</h3>
      <ul part="subscriptions">
        ${subscriptions.map(
          (s) =>
            html`<li>
              ${t('subscriptionLine', {
                title: s.title,
                quantity: s.quantity,
                every: t(`every_${s.interval}` as MessageKey, { count: s.intervalCount }),
                status: t(`subscriptionStatus_${s.status}` as MessageKey),
              })}
              ${s.nextBillingAt ? html`<br />${next(s.nextBillingAt)}` : nothing}
              ${actions
                .filter((a) => (s.allowedActions as string[]).includes(a))
                .map(
                  (a) =>
                    html`<button
                      type="button"
                      ?disabled=${this.busy}
                      aria-label=${t('subscriptionActionOf', { action: t(`subscriptionAction_${a}`), title: s.title })}
                      @click=${() => this.changeSubscription(s, a)}
                    >
                      ${t(`subscriptionAction_${a}`)}
                    </button>`,
                )}
            </li>`,
        )}
      </ul>`;
  }

  private openReturn(id: string): void {
    void this.run(async () => {
      this.returned = null;
      this.nothingChosen = false;
      this.returning = await this.shop.api.get<CustomerOrder>(`/customers/me/orders/${encodeURIComponent(id)}`);
    });
  }

  /** A guest finds their order by its number and e-mail, then chooses what to return as a signed-in shopper does. */
  private findGuestOrder(event: Event): void {
    event.preventDefault();
    const form = new FormData(event.target as HTMLFormElement);
    const guest = { orderNumber: Number(form.get('orderNumber')), email: String(form.get('email')).trim() };
    void this.run(async () => {
      this.returned = null;
      this.nothingChosen = false;
      this.guestNotFound = false;
      try {
        const { body } = await this.shop.api.call<ReturnableOrder>('POST', '/returns/lookup', { body: guest });
        this.guest = guest;
        this.returning = body;
      } catch (error) {
        // The catalogue's text for resource_not_found speaks of items; a guest needs to hear which pair failed.
        if (!(error instanceof ApiError && error.code === 'resource_not_found')) throw error;
        this.guestNotFound = true;
      }
    });
  }

  private closeReturn(): void {
    this.returning = null;
    this.guest = null;
  }

  private requestReturn(event: Event): void {
    event.preventDefault();
    const order = this.returning as CustomerOrder | ReturnableOrder;
    const guest = this.guest;
    const form = new FormData(event.target as HTMLFormElement);
    const lines = order.lines
      .map((l) => ({ lineId: l.id, quantity: Number(form.get(`qty-${l.id}`) ?? 0) }))
      .filter((l) => l.quantity > 0);
    this.nothingChosen = !lines.length;
    if (this.nothingChosen) return;
    const note = String(form.get('note') ?? '').trim();
    // One key per press: the service answers a repeat of the same request with the same return.
    const key = randomToken();
    void this.run(async () => {
      const request = { lines, reason: String(form.get('reason')), ...(note ? { note } : {}) };
      const { body } = await this.shop.api.call<Return>(
        'POST',
        guest ? '/returns' : `/customers/me/orders/${order.id}/returns`,
        { body: guest ? { ...guest, ...request } : request, headers: { 'Idempotency-Key': key } },
      );
      this.returning = null;
      this.guest = null;
      // A signed-in shopper's return joins their list of returns; a guest's is shown on its own.
      if (guest) this.returned = body;
      else this.returns = [body, ...(this.returns ?? [])];
      this.returnedBy = guest;
      this.announce(this.returnText(body));
    });
  }

  /** The tracking number of the parcel the shopper sent, on a guest's return just asked for or one of the list. */
  private addTracking(event: Event): void {
    event.preventDefault();
    const target = event.target as HTMLFormElement;
    const r = { id: target.dataset.returnId as string };
    const form = new FormData(target);
    const carrier = String(form.get('carrier') ?? '').trim();
    const tracking = { number: String(form.get('number')).trim(), ...(carrier ? { carrier } : {}) };
    const guest = this.returned?.id === r.id ? this.returnedBy : null;
    const key = randomToken();
    void this.run(async () => {
      const { body } = await this.shop.api.call<Return>(
        'POST',
        guest ? `/returns/${r.id}/tracking` : `/customers/me/returns/${r.id}/tracking`,
        { body: guest ? { ...guest, ...tracking } : tracking, headers: { 'Idempotency-Key': key } },
      );
      if (this.returned?.id === body.id) this.returned = body;
      this.returns = this.returns?.map((other) => (other.id === body.id ? body : other)) ?? null;
      this.announce(this.t('trackingAdded', { number: tracking.number }));
    });
  }

  /**
   * A return's state, its label, (while it waits for the parcel) the tracking form, and for an exchange with a
   * difference to pay, the pay page. `live` for the one return a guest just asked for, whose state is announced as
   * it changes; the signed-in list announces through the element's live region instead.
   */
  private returnStatus(r: Return, live = true) {
    const t = this.t;
    const labels = r.tracking.flatMap((e) => (e.kind === 'label' && e.url ? [e.url] : []));
    const waiting = r.status === 'approved' && !r.tracking.some((e) => e.kind === 'tracking');
    const due = r.resolution?.paymentLinkId ? r.resolution : null;
    // Ids per return: the signed-in list may show several forms.
    const id = (name: string) => `${name}-${r.id}`;
    return html`<p role=${live ? 'status' : nothing} part="return-status">${this.returnText(r)}</p>
      ${labels.map((url) => html`<p><a href=${url} target="_blank" rel="noopener">${t('returnLabel')}</a></p>`)}
      ${
        due
          ? html`<p part="return-balance">
              <a href=${this.hostedPage('/widget/pay', { link: due.paymentLinkId as string })}
                >${t('exchangePay', { amount: due.balanceDue?.formatted ?? '' })}</a
              >
            </p>`
          : nothing
      }
      ${
        waiting
          ? html`<form
              part="return-tracking"
              data-return-id=${r.id}
              @submit=${this.addTracking}
              aria-labelledby=${id('tracking-heading')}
            >
              <h4 id=${id('tracking-heading')}>${t('trackingHeading', { number: r.orderNumber })}</h4>
              <p>
                <label for=${id('tracking-carrier')}>${t('trackingCarrier')}</label
                ><input id=${id('tracking-carrier')} name="carrier" maxlength="100" />
              </p>
              <p>
                <label for=${id('tracking-number')}>${t('trackingNumber')}</label
                ><input id=${id('tracking-number')} name="number" required maxlength="100" />
              </p>
              <p><button type="submit" ?disabled=${this.busy}>${t('addTracking')}</button></p>
            </form>`
          : nothing
      }`;
  }

  /** The signed-in customer's returns, newest first. */
  private returnList(returns: Return[]) {
    if (!returns.length) return nothing;
    return html`<h3>${this.t('yourReturns')}</h3>
      <ul part="returns">
        ${returns.map((r) => html`<li>${this.returnStatus(r, false)}</li>`)}
      </ul>`;
  }

  private returnText(r: Return): string {
    return this.t('returnCreated', {
      number: r.orderNumber,
      status: this.t(`returnStatus_${r.status}` as MessageKey),
    });
  }

  /** A store's own reason codes beyond the default ones read as the code says, underscores as spaces. */
  private reasonText(reason: string): string {
    return KNOWN_REASONS.has(reason) ? this.t(`reason_${reason}` as MessageKey) : reason.replaceAll('_', ' ');
  }

  private returnForm(order: CustomerOrder | ReturnableOrder) {
    const t = this.t;
    const returnable = order.lines
      .map((l) => ({ line: l, max: l.fulfilledQuantity - l.refundedQuantity }))
      .filter((l) => l.max > 0);
    return html`<form part="return-form" @submit=${this.requestReturn} aria-labelledby="return-heading">
      <h4 id="return-heading">${t('returnItemsOf', { number: order.number })}</h4>
      ${returnable.map(
        ({ line, max }) =>
          html`<p>
            <label for="qty-${line.id}"
              >${t('returnQuantity', { title: `${line.title} ${line.variantTitle}`.trim(), max })}</label
            ><input id="qty-${line.id}" name="qty-${line.id}" type="number" min="0" max=${max} value="0" />
          </p>`,
      )}
      <p>
        <label for="return-reason">${t('returnReason')}</label
        ><select id="return-reason" name="reason" required>
          ${(this.profile?.returnReasons ?? []).map((r) => html`<option value=${r}>${this.reasonText(r)}</option>`)}
        </select>
      </p>
      <p>
        <label for="return-note">${t('returnNote')}</label
        ><textarea id="return-note" name="note" maxlength="1000"></textarea>
      </p>
      ${this.nothingChosen ? html`<p class="error" role="alert">${t('returnNothingChosen')}</p>` : nothing}
      <p>
        <button type="submit" class="primary" ?disabled=${this.busy}>${t('requestReturn')}</button>
        <button type="button" @click=${this.closeReturn}>${t('cancel')}</button>
      </p>
    </form>`;
  }

  /** Returns without an account: the order's number and e-mail, then the same form as in the account. */
  private guestReturn() {
    const t = this.t;
    return html`<h3 id="guest-return-heading">${t('guestReturnHeading')}</h3>
      ${this.returned ? this.returnStatus(this.returned) : nothing}
      ${
        this.returning && this.guest
          ? this.returnForm(this.returning)
          : html`<form part="guest-return" @submit=${this.findGuestOrder} aria-labelledby="guest-return-heading">
              <p>${t('guestReturnHint')}</p>
              <p>
                <label for="guest-order-number">${t('guestOrderNumber')}</label
                ><input id="guest-order-number" name="orderNumber" type="number" min="1" required inputmode="numeric" />
              </p>
              <p>
                <label for="guest-email">${t('email')}</label
                ><input id="guest-email" name="email" type="email" required autocomplete="email" />
              </p>
              ${this.guestNotFound ? html`<p class="error" role="alert">${t('guestOrderNotFound')}</p>` : nothing}
              <p><button type="submit" ?disabled=${this.busy}>${t('findOrder')}</button></p>
            </form>`
      }`;
  }

  private orderList(orders: CustomerOrderSummary[]) {
    const date = new Intl.DateTimeFormat(this.language, { dateStyle: 'medium' });
    if (!orders.length) return html`<p>${this.t('noOrders')}</p>`;
    return html`<ul part="orders">
      ${orders.map(
        (o) =>
          html`<li>
            ${this.t('orderLine', {
              number: o.number,
              date: date.format(new Date(o.createdAt)),
              count: o.itemCount,
              total: o.total.formatted,
              status: this.t(`status_${o.status}` as MessageKey),
            })}
            ${
              o.fulfillmentStatus === 'unfulfilled' || this.returning?.id === o.id
                ? nothing
                : html`<button
                    type="button"
                    aria-label=${this.t('returnItemsOf', { number: o.number })}
                    @click=${() => this.openReturn(o.id)}
                  >
                    ${this.t('returnItems')}
                  </button>`
            }
            ${this.returning?.id === o.id ? this.returnForm(this.returning) : nothing}
          </li>`,
      )}
    </ul>`;
  }

  render() {
    if (this.fatal) return this.renderFatal();
    const t = this.t;
    const errors = this.errorBox(this.error);
    if (this.email) {
      return html`<section part="account">
        <h2>${t('account')}</h2>
        <p>${t('signedInAs', { email: this.email })}</p>
        <h3>${t('orders')}</h3>
        ${this.orderList(this.orders ?? [])}${errors} ${this.returnList(this.returns ?? [])}
        ${this.subscriptionList(this.subscriptions ?? [])}
        <button type="button" @click=${this.signOut}>${t('signOut')}</button>
        ${this.liveRegion()}
      </section>`;
    }
    return html`<section part="account">
      <h2 id="signin-heading">${t('signIn')}</h2>
      ${
        this.sentTo
          ? html`<p role="status">${t('linkSent', { email: this.sentTo })}</p>`
          : html`<form aria-labelledby="signin-heading" @submit=${this.requestLink}>
              <p>${t('signInHint')}</p>
              <label for="signin-email">${t('email')}</label
              ><input id="signin-email" name="email" type="email" required autocomplete="email" />
              <p><button type="submit" class="primary" ?disabled=${this.busy}>${t('sendLink')}</button></p>
            </form>`
      }
      ${errors}${this.busy ? html`<p aria-busy="true">${t('loading')}</p>` : nothing} ${this.guestReturn()}
    </section>`;
  }
}

if (!customElements.get('commerce-account')) customElements.define('commerce-account', CommerceAccount);

declare global {
  interface HTMLElementTagNameMap {
    'commerce-account': CommerceAccount;
  }
}
