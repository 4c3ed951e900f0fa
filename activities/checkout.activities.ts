import {
  beginCheckout,
  completeCheckout,
  failCheckout,
  orderSnapshot,
  type BeginCheckoutInput,
} from '../src/checkout/checkout.steps';
import type { BusinessFailure } from '../src/checkout/checkout.types';
import {
  authorizePayment,
  capturePayment,
  confirmPayment,
  voidPayment,
  type PaymentCall,
} from '../src/payments/payments.service';
import { recordUnvoidedPayment } from '../src/orders/unvoided-payments.service';
import { paymentOrders } from '../src/orders/orders.repository';
import { withBusinessFailures } from './business-failure';
import type { ActivityDeps } from './deps';

/** A checkout that failed: its order, if one was made, is cancelled and its cart reopened with the failure. */
interface FailedCheckout {
  storeId: string;
  cartId: string;
  orderId: string | undefined;
  failure: BusinessFailure;
}

/**
 * Checkout steps: each one call into the checkout or payment service, in its own EntityManager. Each takes one
 * object. They run as local activities, in the worker whose workflow code called them, so a new shape of their
 * arguments never meets an older caller (docs/versioning.md#activity-arguments).
 */
export function createCheckoutActivities(deps: ActivityDeps) {
  const em = () => deps.orm.em.fork();
  const payments = { config: deps.config, orders: paymentOrders };
  return {
    beginCheckout: (input: BeginCheckoutInput) => withBusinessFailures(() => beginCheckout(em(), input)),
    authorizePayment: (
      call: PaymentCall & { currency: string; token: string; saveForOffSession?: { email: string } },
    ) => withBusinessFailures(() => authorizePayment(em(), payments, call)),
    confirmPayment: (call: PaymentCall & { reference: string; approved: boolean }) =>
      withBusinessFailures(() => confirmPayment(em(), payments, call)),
    capturePayment: (call: PaymentCall & { reference: string }) =>
      withBusinessFailures(() => capturePayment(em(), payments, call)),
    voidPayment: (call: PaymentCall) => withBusinessFailures(() => voidPayment(em(), payments, call)),
    recordUnvoidedPayment: ({ paymentId, reason }: { paymentId: string; reason: string }) =>
      recordUnvoidedPayment(em(), paymentId, reason),
    completeCheckout: ({ storeId, orderId, paymentId }: { storeId: string; orderId: string; paymentId: string }) =>
      withBusinessFailures(() => completeCheckout(em(), storeId, orderId, paymentId)),
    orderSnapshot: ({ storeId, orderId }: { storeId: string; orderId: string }) =>
      withBusinessFailures(() => orderSnapshot(em(), storeId, orderId)),
    failCheckout: ({ storeId, cartId, orderId, failure }: FailedCheckout) =>
      failCheckout(em(), storeId, cartId, orderId, failure),
  };
}
