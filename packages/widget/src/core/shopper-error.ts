import type { MessageKey } from './i18n';

/**
 * A failure the whole shop names itself (Stripe.js did not load, a currency the cart's lines have no price in):
 * describeError shows its text. Its own file, outside errors.ts, so the product-only embed does not carry it.
 */
export class ShopperError extends Error {
  constructor(readonly shopperText: MessageKey) {
    super(shopperText);
  }
}
