import type { CartActivityPort } from '../cart/cart-activity.port';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { Store } from '../stores/store.entity';
import { DomainError, domainErrorOf, validationFailed } from '../shared/errors';
import {
  findCartById,
  findCartLines,
  findOrCreateCartWithLines,
  type CartLineRow,
  type CartRow,
} from '../cart/cart.repository';
import { cartNeedsShipping } from './cart-gift-cards.service';
import { cartIdOfOrder, findLiveOrderOfCart, loadOrderDetail } from '../orders/orders.repository';
import { presentShopperOrder, type ShopperOrderView } from '../orders/orders.presenter';
import { isUnavailable } from '../shared/unavailable';
import { quoteCart } from '../cart/cart-quote.service';
import { missingDetails, presentCheckout, type CheckoutView } from './checkout.presenter';
import type { CheckoutProgress } from './checkout.types';
import { paymentActionSecret } from '../payments/payments.service';
import { orderIdOfPayment } from '../payments/payments.repository';
import type { SecretKeyring } from '../secrets/secret-box';
import { SubmitAnswerDue, type CheckoutWorkflows } from './checkout-workflows.port';
import { forgetPendingSubmit, recordPendingSubmit } from './pending-submits.repository';
import { tenderPlanOf, tenderRefused, type TenderPlan } from '../balances/tenders';
import { recordRefusedCheckout } from '../cart/cart.repository';
import { checkoutErrorRecord } from './checkout.steps';
import { checkSubscriptionCheckout } from '../subscriptions/selling-plans.service';
import { cartRecoverySettingsOf } from '../cart-recovery/cart-recovery-settings';

/** What a checkout request runs with: the cart's checkout workflow, the keys that open payment secrets, a logger. */
export interface CheckoutDeps {
  workflows: CheckoutWorkflows;
  keyring: () => SecretKeyring;
  logger: Logger;
  /** How long a payment may wait on the shopper before the stock is released. */
  actionTimeoutSeconds: number;
  /** Abandoned-cart recovery, told when a submit took the cart out of `open` so that its sequence ends at once. */
  recovery?: Pick<CartActivityPort, 'notify'>;
}

export interface SubmitInput {
  paymentMethod: string;
  paymentToken?: string;
}

/** A submit either placed the order or leaves a checkout in progress to poll; the adapter picks the status. */
export type SubmitOutcome = { placed: true; body: ShopperOrderView } | { placed: false; body: CheckoutView };

/**
 * A submit answers within 4 s (openapi.json, submitCheckout): the workflow waits up to SUBMIT_WAIT_MS for the checkout
 * to settle, and the API abandons the Temporal call TEMPORAL_ANSWER_MS after the request began, leaving the rest for
 * reading and presenting the answer.
 */
const SUBMIT_WAIT_MS = 3400;
const TEMPORAL_ANSWER_MS = 3800;

async function shopperOrder(em: EntityManager, store: Store, orderId: string): Promise<ShopperOrderView> {
  return presentShopperOrder(await loadOrderDetail(em, store.id, orderId), store.defaultLanguage);
}

/** GET /cart/checkout: from the running workflow while there is one, else from the cart and its order. */
export async function getCheckout(
  deps: CheckoutDeps,
  em: EntityManager,
  store: Store,
  token: string,
): Promise<CheckoutView> {
  const { cart, lines } = await findOrCreateCartWithLines(em, store.id, token, store.defaultCurrency);
  const progress = cart.status === 'checking_out' ? await deps.workflows.progress(cart.id) : undefined;
  return checkoutView(em, store, cart, await revealed(deps, em, progress), lines);
}

/** lines: the cart's lines when the caller has just read them with the cart. */
export async function checkoutView(
  em: EntityManager,
  store: Store,
  cart: CartRow,
  progress: CheckoutProgress | undefined,
  lines?: CartLineRow[],
): Promise<CheckoutView> {
  const rows = lines ?? (await findCartLines(em, cart.id, cart.currency));
  const quote = await quoteCart(em, store, cart, 'display', rows, false, await cartNeedsShipping(em, rows));
  const tenders = await tenderPlanOf(em, cart.id, quote.currency, quote.total);
  if (progress) return presentCheckout(cart, quote, store.defaultLanguage, progress.status, tenders, progress);
  if (cart.status !== 'open') {
    const order = await findLiveOrderOfCart(em, cart.id);
    return presentCheckout(
      cart,
      quote,
      store.defaultLanguage,
      order && cart.status === 'completed' ? 'completed' : 'processing',
      tenders,
      { orderId: order?.id },
    );
  }
  const error = cart.last_checkout_error as { code: string; message: string; details?: Record<string, unknown> } | null;
  if (error) return presentCheckout(cart, quote, store.defaultLanguage, 'failed', tenders, { error });
  return presentCheckout(
    cart,
    quote,
    store.defaultLanguage,
    missingDetails(cart, quote.lines.length, quote.needsShipping).length ? 'incomplete' : 'ready',
    tenders,
  );
}

function checkPaymentMethod(store: Store, input: SubmitInput): void {
  if (!store.paymentMethods.includes(input.paymentMethod)) {
    throw validationFailed(
      `This store does not accept "${input.paymentMethod}"; use one of: ${store.paymentMethods.join(', ')}.`,
      [{ field: 'body.paymentMethod', code: 'enum', message: `must be one of ${store.paymentMethods.join(', ')}` }],
    );
  }
}

/**
 * An applied balance that pays nothing now (emptied by another checkout, disabled, expired) is refused before a
 * checkout starts, as the checkout's own debit would refuse it, and the cart keeps the refusal as its last error.
 */
async function checkTenders(em: EntityManager, cart: CartRow, input: SubmitInput, tenders: TenderPlan) {
  const unusable = cart.status === 'open' ? tenders.covers.find((cover) => cover.unusable) : undefined;
  if (unusable) {
    const refusal = tenderRefused(unusable);
    await recordRefusedCheckout(em, cart.id, checkoutErrorRecord(refusal));
    throw refusal;
  }
  // Balances that cover the order leave no card to charge; the checkout refuses if they no longer do (tenders.ts).
  if (input.paymentMethod === 'card' && !input.paymentToken && tenders.amountDue > 0) {
    throw validationFailed('A card payment needs the paymentToken from the payment form.', [
      { field: 'body.paymentToken', code: 'required', message: 'paymentToken is required for card' },
    ]);
  }
}

/** A payment waiting on the shopper: the provider's client secret joins the answer here, not in workflow history. */
async function revealed(
  deps: CheckoutDeps,
  em: EntityManager,
  progress: CheckoutProgress | undefined,
): Promise<CheckoutProgress | undefined> {
  const action = progress?.nextAction;
  if (!progress || !action?.provider) return progress;
  const clientSecret = await paymentActionSecret(em, deps.keyring, action.paymentId);
  return clientSecret ? { ...progress, nextAction: { ...action, clientSecret } } : progress;
}

async function outcomeOf(
  deps: CheckoutDeps,
  em: EntityManager,
  store: Store,
  cart: CartRow,
  progress: CheckoutProgress,
): Promise<SubmitOutcome> {
  if (progress.status === 'failed' && progress.error) {
    throw domainErrorOf(progress.error);
  }
  if (progress.status === 'completed' && progress.orderId)
    return { placed: true, body: await shopperOrder(em, store, progress.orderId) };
  const fresh = (await findCartById(em, cart.id)) ?? cart;
  return { placed: false, body: await checkoutView(em, store, fresh, await revealed(deps, em, progress)) };
}

/**
 * Temporal out of reach before the submit was sent, or the start failed and Temporal says no workflow exists: no
 * checkout started from it, so the shopper may retry (the workflow id is the cart's, so a retry never starts two).
 */
const temporalUnreachable = () =>
  new DomainError(
    'service_unavailable',
    'Checkout is unavailable right now; nothing was charged. Retry shortly.',
    undefined,
    { retryAfterSeconds: 5 },
  );

/** Whether the submit's record is gone; false when the database could not delete it. */
const forgotten = (em: EntityManager, cartId: string) =>
  forgetPendingSubmit(em, cartId).then(
    () => true,
    () => false,
  );

/**
 * POST /cart/checkout/submit: starts or joins the cart's one checkout workflow. Once the checkout may
 * have started, a lost Temporal or PostgreSQL answers 202 with what is known (the checkout to poll), never an error.
 */
export async function submitCheckout(
  deps: CheckoutDeps,
  em: EntityManager,
  store: Store,
  token: string,
  input: SubmitInput,
  /** The cart and its lines as the stock check read them (submit-stock-check.middleware.ts), claiming its units. */
  read?: { cart: CartRow; lines: CartLineRow[] },
): Promise<SubmitOutcome> {
  const started = Date.now();
  const { cart, lines } = read ?? (await findOrCreateCartWithLines(em, store.id, token, store.defaultCurrency));
  if (cart.status === 'completed') {
    const order = await findLiveOrderOfCart(em, cart.id);
    if (order) return { placed: true, body: await shopperOrder(em, store, order.id) };
  }
  checkPaymentMethod(store, input);
  const subscriptions = cart.status === 'open' && (await checkSubscriptionCheckout(em, cart, lines, input));
  // Quoted before the checkout may start, so that a 202 can be answered even when the database is lost afterwards.
  const needsShipping = await cartNeedsShipping(em, lines);
  const quote = await quoteCart(em, store, cart, 'display', lines, false, needsShipping);
  const tenders = await tenderPlanOf(em, cart.id, quote.currency, quote.total);
  await checkTenders(em, cart, input, tenders);
  const pending = (progress?: CheckoutProgress): SubmitOutcome => ({
    placed: false,
    body: presentCheckout(cart, quote, store.defaultLanguage, progress?.status ?? 'processing', tenders, progress),
  });
  if (cart.status === 'open' && (await deps.workflows.isRefusing())) throw temporalUnreachable();
  const checkout = {
    storeId: store.id,
    cartId: cart.id,
    paymentMethod: input.paymentMethod,
    paymentToken: input.paymentToken,
    actionTimeoutSeconds: deps.actionTimeoutSeconds,
    submitWaitMs: SUBMIT_WAIT_MS,
    ...(subscriptions && { subscriptions }),
  };
  // Recorded before the start may be sent: should this process die or Temporal stay away, the worker re-drives it.
  if (cart.status === 'open') await recordPendingSubmit(em, checkout);
  let progress: CheckoutProgress;
  const answerBy = started + TEMPORAL_ANSWER_MS;
  try {
    progress = await deps.workflows.submit(checkout, answerBy);
  } catch (error) {
    // (No recovery signal on this path: whether the cart left `open` is not known; the next step re-reads it.)
    if (error instanceof DomainError) throw error;
    // The start failed or went unanswered: Temporal says whether the workflow exists, when there is time to ask.
    const exists = error instanceof SubmitAnswerDue ? undefined : await deps.workflows.started(cart.id, answerBy);
    // Nothing started: 503, once the record is gone (kept, the worker would start what the shopper was told did not).
    if (exists === false && (await forgotten(em, cart.id))) {
      deps.logger.warn({ err: error, cartId: cart.id }, 'submit answered 503: the checkout did not start');
      throw temporalUnreachable();
    }
    // Outcome unknown: the 202 stands, and the API sees to it that the checkout starts (then the worker does).
    if (exists !== true) deps.workflows.keepStarting(checkout);
    deps.logger.warn(
      { err: error, cartId: cart.id, started: exists ?? 'unknown' },
      'submit answered 202: the checkout may have started but Temporal did not answer in time',
    );
    return pending();
  }
  if (cart.status === 'open') endRecovery(deps, em, store.id, cart.id);
  try {
    return await outcomeOf(deps, em, store, cart, progress);
  } catch (error) {
    if (error instanceof DomainError || !isUnavailable(error)) throw error;
    deps.logger.warn(
      { err: error, cartId: cart.id },
      'submit answered 202: the database was lost after the checkout started',
    );
    return pending(progress);
  }
}

/**
 * The checkout took the cart out of `open`: its recovery ends now rather than at its next step (which would find the
 * cart closed and send nothing). Not awaited, and a failure only logged, so the submit never waits on it. A store whose
 * recovery is off runs no sequence (switching it off stopped them), so its checkouts signal none: a signal to no
 * workflow cost the API and Temporal a failed call per order.
 */
function endRecovery(deps: CheckoutDeps, em: EntityManager, storeId: string, cartId: string): void {
  const recovery = deps.recovery;
  if (!recovery) return;
  cartRecoverySettingsOf(em, storeId)
    .then((settings) =>
      settings.enabled ? recovery.notify({ kind: 'ended', storeId, cartId, reason: 'submitted' }) : undefined,
    )
    .catch((error) => deps.logger.warn({ err: error, cartId }, 'cart recovery not told'));
}

/** The provider callback of a payment that waited on the shopper (tok_requires_action). */
export async function confirmPayment(
  deps: CheckoutDeps,
  em: EntityManager,
  store: Store,
  paymentId: string,
  approved: boolean,
): Promise<SubmitOutcome> {
  const orderId = await orderIdOfPayment(em, paymentId);
  const cartId = orderId && (await cartIdOfOrder(em, store.id, orderId));
  if (!cartId) throw new DomainError('resource_not_found', `No payment with id ${paymentId} exists in this store.`);
  const cart = (await findCartById(em, cartId)) as CartRow;
  // A confirm after the provider's webhook completed the checkout joins it: the workflow may have closed already.
  const placed = async (): Promise<SubmitOutcome> => ({ placed: true, body: await shopperOrder(em, store, orderId) });
  if (cart.status === 'completed') return placed();
  try {
    return await outcomeOf(deps, em, store, cart, await deps.workflows.confirmPayment(cartId, approved));
  } catch (error) {
    if ((await findCartById(em, cartId))?.status === 'completed') return placed();
    throw error;
  }
}
