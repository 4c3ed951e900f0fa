import '../core/texts-shop';
import { html, nothing } from 'lit';
import { ApiError } from '../core/api';
import type { MessageKey } from '../core/i18n';
import type { CustomerOrderSummary, Page } from '../core/types';
import { ShopElement } from './shop-element';

const MARKER = 'commerce-signin';

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
  };

  email: string | null = null;
  orders: CustomerOrderSummary[] | null = null;
  sentTo = '';
  error: unknown = null;
  busy = false;

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
    const [me, orders] = await Promise.all([
      this.shop.api.get<{ email: string }>('/customers/me'),
      this.shop.api.get<Page<CustomerOrderSummary>>('/customers/me/orders', { limit: 20 }),
    ]);
    this.email = me.email;
    this.orders = orders.data;
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
    });
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
        ${this.orderList(this.orders ?? [])}${errors}
        <button type="button" @click=${this.signOut}>${t('signOut')}</button>
      </section>`;
    }
    return html`<section part="account">
      <h2>${t('signIn')}</h2>
      ${
        this.sentTo
          ? html`<p role="status">${t('linkSent', { email: this.sentTo })}</p>`
          : html`<form @submit=${this.requestLink}>
              <p>${t('signInHint')}</p>
              <label for="signin-email">${t('email')}</label
              ><input id="signin-email" name="email" type="email" required autocomplete="email" />
              <p><button type="submit" class="primary" ?disabled=${this.busy}>${t('sendLink')}</button></p>
            </form>`
      }
      ${errors}${this.busy ? html`<p aria-busy="true">${t('loading')}</p>` : nothing}
    </section>`;
  }
}

if (!customElements.get('commerce-account')) customElements.define('commerce-account', CommerceAccount);

declare global {
  interface HTMLElementTagNameMap {
    'commerce-account': CommerceAccount;
  }
}
