import {
  changeSubscription,
  renewSubscription,
  startOrderSubscriptions,
} from '../src/subscriptions/subscriptions.service';
import { sendPaymentFailedMail } from '../src/subscriptions/subscription-mail';
import type { SubscriptionChange } from '../src/subscriptions/subscriptions.types';
import { createMailer } from '../src/mail/mailer';
import { withBusinessFailures } from './business-failure';
import type { ActivityDeps } from './deps';

type SubscriptionRef = { storeId: string; subscriptionId: string };

/** Subscription steps: each one call into src/subscriptions, in its own EntityManager. */
export function createSubscriptionActivities(deps: ActivityDeps) {
  const em = () => deps.orm.em.fork();
  const mailer = createMailer(deps.config, deps.logger);
  return {
    /** The subscriptions of a paid checkout's order, made once; the checkout starts their workflows. */
    startOrderSubscriptions: (input: { storeId: string; orderId: string; paymentToken: string }) =>
      withBusinessFailures(() => startOrderSubscriptions(em(), deps.config, input)),
    /** One renewal attempt of one cycle: its order once, the off-session charge under the cycle's key. */
    renewSubscription: (input: SubscriptionRef & { cycle: number; attempt: number }) =>
      withBusinessFailures(() => renewSubscription(em(), deps.config, input)),
    changeSubscription: (input: SubscriptionRef & { change: SubscriptionChange }) =>
      withBusinessFailures(() => changeSubscription(em(), deps.config, input)),
    sendSubscriptionPaymentFailedMail: (input: SubscriptionRef & { attempt: number; final: boolean }) =>
      sendPaymentFailedMail(em(), mailer, deps.config, input),
  };
}
