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
    elements.create('payment', { layout: 'tabs' }).mount(target);
    return new StripeCard(stripe, elements);
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
}

/** The slot name a view renders where the card form shows (`<slot name="stripe-payment">`). */
export const STRIPE_SLOT = 'stripe-payment';

/**
 * Stripe's Elements cannot be mounted in a shadow root (Stripe.js refuses: "Elements cannot be mounted in a
 * ShadowRoot. Please mount in the Light DOM."), and every view of the widget renders in one, nested in another when
 * `<commerce-store>` holds the checkout. So the form's element lives in the page's light DOM, as a child of the
 * outermost host, and reaches the view's `<slot name="stripe-payment">` through a forwarding slot at each level
 * between (a `<slot name slot>` child of the inner host, inside the outer host's shadow root).
 */
function lightDomTarget(host: HTMLElement): HTMLElement {
  let current = host;
  for (let root = current.getRootNode(); root instanceof ShadowRoot; root = current.getRootNode()) {
    if (!current.querySelector(`:scope > slot[name="${STRIPE_SLOT}"]`)) {
      const forward = document.createElement('slot');
      forward.name = STRIPE_SLOT;
      forward.slot = STRIPE_SLOT;
      current.append(forward);
    }
    current = root.host as HTMLElement;
  }
  // A form of an earlier view (a checkout before this one) is let go with its element: each view mounts a new one.
  current.querySelector(`:scope > div[slot="${STRIPE_SLOT}"]`)?.remove();
  const target = document.createElement('div');
  target.slot = STRIPE_SLOT;
  current.append(target);
  return target;
}

/**
 * The Payment Element of one view (the checkout, the pay page), kept across renders: after each render in which the
 * view shows its card slot, `sync` mounts the form once (in the light DOM, see lightDomTarget) and has it follow the
 * amount. The form stays mounted while the slot is not shown (another payment method, the 3-D Secure step, which
 * still needs Stripe), and shows again with it.
 */
export class StripeCardSlot {
  card: StripeCard | null = null;
  /** Mounted once by itself; after a failure only the view's retry mounts again (no loop of failing renders). */
  private tried = false;
  private amount = '';

  /**
   * `run` runs the mount as the view runs its steps (busy, the error shown with a retry that mounts again);
   * `mounted` is told when the form is ready.
   */
  sync(
    host: HTMLElement,
    due: Money | undefined,
    store: { publishableKey: string | null; locale: string },
    run: (mount: () => Promise<void>) => unknown,
    mounted: () => void,
  ): void {
    if (!host.shadowRoot?.querySelector(`slot[name="${STRIPE_SLOT}"]`) || !due) return;
    const amount = `${due.amount}${due.currency}`;
    if (!this.tried) {
      this.tried = true;
      run(async () => {
        this.card ??= await StripeCard.mount(store.publishableKey, lightDomTarget(host), due, store.locale);
        this.amount = amount;
        mounted();
      });
    } else if (this.card && amount !== this.amount) {
      this.amount = amount;
      this.card.update(due);
    }
  }
}
