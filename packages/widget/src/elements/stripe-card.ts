import { ShopperError } from '../core/shopper-error';
import type { Money } from '../core/types';

/**
 * Stripe's card collection for a store on Stripe (`GET /store` `paymentProvider.name: stripe`): Stripe.js from
 * Stripe's own origin (never bundled: Stripe requires it, and it keeps card numbers out of the page), the Payment
 * Element, a PaymentMethod whose `pm_…` the checkout submits, and 3-D Secure through `handleNextAction`. Only the
 * few calls used are typed here, so the widget needs no Stripe package.
 */
export const STRIPE_JS_URL = 'https://js.stripe.com/v3/';

interface StripeJsError {
  type?: string;
  code?: string;
  message?: string;
}

interface PaymentElement {
  mount(target: HTMLElement): void;
  destroy(): void;
}

interface StripeElements {
  create(type: 'payment', options?: Record<string, unknown>): PaymentElement;
  update(options: Record<string, unknown>): void;
  submit(): Promise<{ error?: StripeJsError }>;
}

interface StripeJs {
  elements(options: Record<string, unknown>): StripeElements;
  createPaymentMethod(options: { elements: StripeElements }): Promise<{
    paymentMethod?: { id: string };
    error?: StripeJsError;
  }>;
  handleNextAction(options: { clientSecret: string }): Promise<{ error?: StripeJsError }>;
}

type StripeFactory = (publishableKey: string, options?: Record<string, unknown>) => StripeJs;

let loading: Promise<StripeFactory> | undefined;

/** Loads Stripe.js once per page; a failed load may be tried again (the script tag is removed). */
function loadStripeJs(): Promise<StripeFactory> {
  const ready = () => (globalThis as { Stripe?: StripeFactory }).Stripe;
  if (ready()) return Promise.resolve(ready() as StripeFactory);
  loading ??= new Promise<StripeFactory>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = STRIPE_JS_URL;
    script.async = true;
    const failed = () => {
      script.remove();
      loading = undefined;
      reject(new ShopperError('err_stripe_unavailable'));
    };
    script.onload = () => (ready() ? resolve(ready() as StripeFactory) : failed());
    script.onerror = failed;
    document.head.append(script);
  });
  return loading;
}

/**
 * Stripe's Elements take the amount in Stripe's units, which are ISO 4217 minor units for the currencies a card
 * checkout here can be in; the amount only chooses what the form offers, the charge is the service's own.
 */
const elementsAmount = (money: Money) => ({ amount: money.amount, currency: money.currency.toLowerCase() });

/** One mounted Payment Element, for one checkout. */
export class StripeCard {
  private constructor(
    private readonly stripe: StripeJs,
    private readonly elements: StripeElements,
    private readonly element: PaymentElement,
  ) {}

  /** Mounts the Payment Element into the target for this amount; throws a ShopperError the shopper can read. */
  static async mount(publishableKey: string | null, target: HTMLElement, due: Money, locale: string) {
    if (!publishableKey) throw new ShopperError('err_stripe_not_configured');
    const stripe = (await loadStripeJs())(publishableKey, { locale });
    // Cards only, created by hand and captured later, as the service's manual-capture PaymentIntents expect.
    const elements = stripe.elements({
      mode: 'payment',
      ...elementsAmount(due),
      paymentMethodCreation: 'manual',
      captureMethod: 'manual',
      paymentMethodTypes: ['card'],
    });
    const element = elements.create('payment', { layout: 'tabs' });
    element.mount(target);
    return new StripeCard(stripe, elements, element);
  }

  /** The amount due changed (shipping, a gift card): the form follows. */
  update(due: Money): void {
    this.elements.update(elementsAmount(due));
  }

  /** The card as a PaymentMethod (`pm_…`) for the checkout submit; what the shopper typed stays in the form. */
  async paymentMethod(): Promise<string> {
    const checked = await this.elements.submit();
    if (checked.error) throw new ShopperError('err_card_incomplete');
    const { paymentMethod, error } = await this.stripe.createPaymentMethod({ elements: this.elements });
    if (error || !paymentMethod) {
      throw new ShopperError(error?.type === 'validation_error' ? 'err_card_incomplete' : 'err_stripe_unavailable');
    }
    return paymentMethod.id;
  }

  /** 3-D Secure and the like, in Stripe's own frame; a refusal or an abandoned challenge is the shopper's to retry. */
  async handleNextAction(clientSecret: string): Promise<boolean> {
    const { error } = await this.stripe.handleNextAction({ clientSecret });
    return !error;
  }

  destroy(): void {
    this.element.destroy();
  }
}

/**
 * The Payment Element of one view (the checkout, the pay page), kept across renders: after each render `sync` mounts
 * a form into a new `#stripe-payment` container (Lit makes a new one when the card method comes back), and has the
 * mounted form follow the amount. With no container it keeps the form, since 3-D Secure still needs Stripe.
 */
export class StripeCardSlot {
  card: StripeCard | null = null;
  private target: Element | null = null;
  private amount = '';

  /**
   * `run` runs the mount as the view runs its steps (busy, the error shown with a retry that mounts again);
   * `mounted` is told when the form is ready.
   */
  sync(
    root: ParentNode,
    due: Money | undefined,
    store: { publishableKey: string | null; locale: string },
    run: (mount: () => Promise<void>) => void,
    mounted: () => void,
  ): void {
    const target = root.querySelector('#stripe-payment') as HTMLElement | null;
    if (!target || !due) return;
    const amount = `${due.amount}${due.currency}`;
    if (target !== this.target) {
      this.target = target;
      this.card?.destroy();
      this.card = null;
      run(async () => {
        this.card = await StripeCard.mount(store.publishableKey, target, due, store.locale);
        this.amount = amount;
        mounted();
      });
    } else if (this.card && amount !== this.amount) {
      this.amount = amount;
      this.card.update(due);
    }
  }
}
