import '../core/texts-shop';
import { css, html, nothing } from 'lit';
import type { ReviewList } from '../core/types';
import { baseStyles } from './styles';
import { ShopElement } from './shop-element';

/** `<commerce-reviews product-id>`: the published reviews with their summary, and a form to write one. */
export class CommerceReviews extends ShopElement {
  static styles = [
    baseStyles,
    css`
      blockquote {
        margin: 0.5em 0;
        padding-left: 0.8em;
        border-left: 3px solid var(--line);
      }
    `,
  ];
  static properties = {
    ...ShopElement.properties,
    productId: { attribute: 'product-id' },
    list: { state: true },
    error: { state: true },
    sent: { state: true },
    busy: { state: true },
  };

  productId = '';
  list: ReviewList | null = null;
  error: unknown = null;
  sent = false;
  busy = false;

  protected storeReady(): void {
    void this.load();
  }

  private async load(): Promise<void> {
    try {
      this.list = await this.shop.api.get<ReviewList>(`/products/${encodeURIComponent(this.productId)}/reviews`, {
        limit: 5,
      });
    } catch (error) {
      this.error = error;
    }
  }

  private async submit(event: Event): Promise<void> {
    event.preventDefault();
    const form = new FormData(event.target as HTMLFormElement);
    const title = String(form.get('title') ?? '').trim();
    this.busy = true;
    this.error = null;
    try {
      await this.shop.api.call('POST', `/products/${encodeURIComponent(this.productId)}/reviews`, {
        body: {
          rating: Number(form.get('rating')),
          body: String(form.get('body')),
          authorName: String(form.get('authorName')),
          ...(title ? { title } : {}),
        },
      });
      this.sent = true;
    } catch (error) {
      this.error = error;
    } finally {
      this.busy = false;
    }
  }

  render() {
    if (this.fatal) return this.renderFatal();
    const t = this.t;
    const list = this.list;
    const summary = list?.summary;
    return html`<section part="reviews" aria-labelledby="reviews-title">
      <h3 id="reviews-title">${t('reviews')}</h3>
      ${
        summary
          ? html`<p>
              ${
                summary.count
                  ? t('reviewSummary', { average: summary.average ?? 0, count: summary.count })
                  : t('noReviews')
              }
            </p>`
          : nothing
      }
      ${list?.data.map(
        (r) =>
          html`<blockquote>
            <strong>${'★'.repeat(r.rating)}${'☆'.repeat(5 - r.rating)}</strong> ${r.title ?? ''}<br />${r.body}<br />
            <span class="muted">${r.authorName}</span>
          </blockquote>`,
      )}
      ${
        this.sent
          ? html`<p class="ok" role="status">${t('reviewThanks')}</p>`
          : html`<form @submit=${(e: Event) => void this.submit(e)} part="review-form">
              <h4>${t('writeReview')}</h4>
              <label for="rating">${t('rating')}</label>
              <select id="rating" name="rating">
                ${[5, 4, 3, 2, 1].map((n) => html`<option value=${n}>${'★'.repeat(n)} (${n})</option>`)}
              </select>
              <label for="review-title">${t('reviewTitle')}</label
              ><input id="review-title" name="title" maxlength="200" />
              <label for="review-body">${t('reviewBody')}</label
              ><textarea id="review-body" name="body" required maxlength="5000" rows="3"></textarea>
              <label for="author">${t('yourName')}</label
              ><input id="author" name="authorName" required maxlength="100" autocomplete="name" />
              <p><button type="submit" ?disabled=${this.busy}>${t('submitReview')}</button></p>
            </form>`
      }
      ${this.errorBox(this.error)}
    </section>`;
  }
}

if (!customElements.get('commerce-reviews')) customElements.define('commerce-reviews', CommerceReviews);

declare global {
  interface HTMLElementTagNameMap {
    'commerce-reviews': CommerceReviews;
  }
}
