import { html, nothing, type TemplateResult } from 'lit';
import { ApiError } from '../core/api';
import type { Translate } from '../core/i18n';
import { ShopperError } from '../core/shopper-error';
import type { StripeCard } from './stripe-card';

/** The test provider's cards, as the checkout and the pay page offer them (a store on Stripe gets its form). */
export const TEST_CARDS = [
  ['tok_visa', 'cardVisa'],
  ['tok_requires_action', 'cardAction'],
  ['tok_declined', 'cardDeclined'],
  ['tok_insufficient_funds', 'cardFunds'],
] as const;

/**
 * Stripe's 3-D Secure in Stripe's own frame, then the view's confirm, whose outcome the service reads from Stripe. A
 * challenge that failed ends as a decline, said in words the shopper understands.
 */
export async function confirmAfterNextAction<Outcome>(
  card: StripeCard | null,
  clientSecret: string,
  confirm: (approved: boolean) => Promise<Outcome>,
): Promise<Outcome> {
  const approved = card ? await card.handleNextAction(clientSecret) : false;
  try {
    return await confirm(approved);
  } catch (error) {
    if (!approved && error instanceof ApiError && error.code === 'payment_declined')
      throw new ShopperError('err_authentication_failed');
    throw error;
  }
}

/**
 * The test provider's stand-in for the bank's page: confirm or cancel the payment. Stripe's challenge cannot be
 * cancelled from here (`cancellable` false): an unanswered one ends with the payment's wait.
 */
export function confirmStep(
  t: Translate,
  busy: boolean,
  errors: TemplateResult | typeof nothing,
  confirm: (approved: boolean) => void,
  cancellable: boolean,
) {
  return html`<section part="confirm-step">
    <h2 tabindex="-1">${t('confirmTitle')}</h2>
    ${errors}
    <div class="row">
      <button type="button" class="primary" ?disabled=${busy} @click=${() => confirm(true)}>
        ${t('confirmPayment')}
      </button>
      ${
        cancellable
          ? html`<button type="button" ?disabled=${busy} @click=${() => confirm(false)}>${t('cancelPayment')}</button>`
          : nothing
      }
    </div>
  </section>`;
}
