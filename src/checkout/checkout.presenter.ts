import { money } from '../shared/money';
import type { CartRow } from '../cart/cart.repository';
import type { CartQuote } from '../cart/cart-quote.service';
import type { CheckoutPhase, CheckoutProgress } from './checkout.types';
import { checkoutWorkflowId } from '../shared/workflow-ids';
import type { TenderPlan } from '../balances/tenders';

export type CheckoutStatus = 'incomplete' | 'ready' | CheckoutPhase;

/** What a checkout still needs before it can be submitted (`missing`). */
export function missingDetails(cart: CartRow, itemCount: number, needsShipping = true): string[] {
  const missing: string[] = [];
  if (itemCount === 0) missing.push('items');
  if (!cart.email) missing.push('email');
  if (needsShipping && !cart.shipping_address) missing.push('shippingAddress');
  if (needsShipping && !cart.shipping_option_id) missing.push('shippingOption');
  return missing;
}

/** The Checkout resource: the cart's saved details, server-computed totals and the checkout's state. */
export function presentCheckout(
  cart: CartRow,
  quote: CartQuote,
  language: string,
  status: CheckoutStatus,
  tenders: TenderPlan,
  progress: Partial<CheckoutProgress> = {},
) {
  const m = (amount: number) => money(amount, quote.currency, language);
  return {
    cartId: cart.id,
    status,
    missing: missingDetails(cart, quote.lines.length, quote.needsShipping),
    requiresShipping: quote.needsShipping,
    email: cart.email,
    shippingAddress: cart.shipping_address,
    billingAddress: cart.billing_address,
    note: cart.note,
    shippingOption: quote.shippingOption
      ? { id: quote.shippingOption.id, name: quote.shippingOption.name, amount: m(quote.shippingOption.amount) }
      : null,
    discountCode: quote.discount?.code ?? null,
    subtotal: m(quote.subtotal),
    discountTotal: m(quote.discountTotal),
    shippingTotal: m(quote.shippingTotal),
    taxTotal: m(quote.taxTotal),
    total: m(quote.total),
    appliedBalances: tenders.covers.map(({ applied, amount, unusable }) => ({
      id: applied.id,
      type: applied.gift_card_id ? ('gift_card' as const) : ('store_credit' as const),
      last4: applied.last4,
      balance: money(Number(applied.balance), applied.currency, language),
      amount: m(amount),
      remaining: money(Number(applied.balance) - amount, applied.currency, language),
      unusableReason: unusable ?? null,
    })),
    amountDue: m(tenders.amountDue),
    orderId: progress.orderId ?? null,
    error: progress.error
      ? {
          code: progress.error.code,
          message: progress.error.message,
          ...(progress.error.details ? { details: progress.error.details } : {}),
        }
      : null,
    nextAction: progress.nextAction ?? null,
    workflowId: status === 'processing' || status === 'requires_action' ? checkoutWorkflowId(cart.id) : null,
  };
}

export type CheckoutView = ReturnType<typeof presentCheckout>;
