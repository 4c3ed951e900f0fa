import {
  allHandlersFinished,
  condition,
  continueAsNew,
  proxyActivities,
  setHandler,
  upsertSearchAttributes,
} from '@temporalio/workflow';
import type { Activities } from '../activities';
import type { BusinessFailure } from '../src/shared/business-failure';
import {
  allowedSubscriptionActions,
  changeApplies,
  type RenewalOutcome,
  type SubscriptionChange,
  type SubscriptionState,
  type SubscriptionStatus,
  type SubscriptionWorkflowInput,
} from '../src/subscriptions/subscriptions.types';
import { businessFailure, businessFailureOf } from './failures';
import { changeSubscriptionUpdate, SEARCH, subscriptionStateQuery } from './definitions';
import { MAIL_ACTIVITY, RENEWAL_RETRY_MS, SUBSCRIPTION_RENEWAL, SUBSCRIPTION_STEP } from './policies';

const steps = proxyActivities<Activities>(SUBSCRIPTION_STEP);
const renewals = proxyActivities<Activities>(SUBSCRIPTION_RENEWAL);
const mails = proxyActivities<Activities>(MAIL_ACTIVITY);

const stepFailed: BusinessFailure = {
  code: 'service_unavailable',
  message: 'The subscription could not be changed now; try again. The workflow history in Temporal has the details.',
};

/** The validator's judgement of a change against the state now (the same rules as src/subscriptions refusalOf). */
function refuse(state: SubscriptionState, change: SubscriptionChange): void {
  const allowed = allowedSubscriptionActions(state.status);
  if (!changeApplies(state.status, change.action))
    throw businessFailure({
      code: 'invalid_state_transition',
      message: `Cannot ${change.action.replace('_', ' ')} while the subscription is ${state.status}.`,
      details: { currentState: state.status, allowedActions: allowed },
    });
  // A date is judged against the workflow's clock; the variant against the catalogue, in the step.
  if (change.action === 'change_date' && !(Date.parse(change.nextBillingAt ?? '') > Date.now()))
    throw businessFailure({
      code: 'validation_failed',
      message: 'change_date needs a nextBillingAt in the future.',
      details: [{ field: 'nextBillingAt', code: 'minimum', message: 'nextBillingAt must be a date in the future' }],
    });
  if (change.action === 'cancel' && change.by === 'customer' && state.cyclesPaid < state.minimumCycles)
    throw businessFailure({
      code: 'subscription_minimum_cycles',
      message: `The plan needs ${state.minimumCycles} paid orders before cancelling; ${state.cyclesPaid} are paid.`,
      details: { minimumCycles: state.minimumCycles, cyclesPaid: state.cyclesPaid },
    });
}

/**
 * The life of one subscription (workflow id `subscription-<id>`): it sleeps until the next billing date, then one
 * step makes the cycle's order and charges it off-session with the key `<subscriptionId>:<cycle>`; a decline
 * follows the store's dunning schedule (a mail, then a retry at the next delay), the last one pausing or cancelling.
 * Pause, resume, skip, quantity and cancel arrive as updates, validated against the state and run one at a time
 * with the renewal: an update that comes while a charge runs waits for it, and a renewal re-reads the state after
 * any update, so once a pause or cancel is answered no charge follows. It continues as new every `cyclesPerRun`
 * renewal attempts. The subscription lives in PostgreSQL; the workflow keeps the schedule and the decisions.
 */
export async function subscriptionWorkflow(input: SubscriptionWorkflowInput): Promise<SubscriptionStatus> {
  let state = input.state;
  let busy = false;
  /** Bumped by every change, so a sleeping renewal wakes and reads the schedule again. */
  let version = 0;
  const ctx = { storeId: state.storeId, subscriptionId: state.subscriptionId };

  const publish = () =>
    upsertSearchAttributes([
      { key: SEARCH.storeId, value: state.storeId },
      { key: SEARCH.customerEmail, value: state.email },
      { key: SEARCH.subscriptionStatus, value: [state.status] },
    ]);
  const serial = async <T extends { state: SubscriptionState }>(step: () => Promise<T>): Promise<T> => {
    while (busy) await condition(() => !busy);
    busy = true;
    try {
      const result = await step();
      if (result.state.status !== state.status) {
        state = result.state;
        publish();
      } else state = result.state;
      version += 1;
      return result;
    } finally {
      busy = false;
    }
  };

  setHandler(subscriptionStateQuery, () => state);
  setHandler(
    changeSubscriptionUpdate,
    async (change) => {
      const { state: after } = await serial(async () => {
        // Judged again once its turn comes: a renewal that ran meanwhile may have changed the state.
        refuse(state, change);
        try {
          return { state: await steps.changeSubscription({ ...ctx, change }) };
        } catch (error) {
          throw businessFailure(businessFailureOf(error) ?? stepFailed);
        }
      });
      return after;
    },
    { validator: (change) => refuse(state, change) },
  );

  publish();
  let attempts = 0;
  while (state.status !== 'cancelled') {
    if (attempts >= input.cyclesPerRun) {
      await condition(() => !busy && allHandlersFinished());
      await continueAsNew<typeof subscriptionWorkflow>({ ...input, state });
    }
    const seen = version;
    const changed = () => version !== seen;
    const billing = state.status === 'active' || state.status === 'past_due';
    if (!billing || state.nextBillingAt === null) {
      await condition(changed);
      continue;
    }
    if (await condition(changed, Math.max(1, state.nextBillingAt - Date.now()))) continue;
    let renewal: RenewalOutcome;
    try {
      renewal = await serial(async (): Promise<RenewalOutcome> => {
        // An update that ran first (a pause, a skip) has changed what is due: then nothing is charged now.
        const due =
          version === seen &&
          (state.status === 'active' || state.status === 'past_due') &&
          state.nextBillingAt !== null;
        if (!due) return { state, outcome: 'not_due' };
        return renewals.renewSubscription({ ...ctx, cycle: state.nextCycle, attempt: state.failedAttempts });
      });
    } catch {
      // The step gave up on something no retry of it mends (the store's provider refusing its keys): no charge was
      // recorded, so the same attempt runs again later, with the same keys, unless a change comes first.
      await condition(() => version !== seen, RENEWAL_RETRY_MS);
      continue;
    }
    if (renewal.outcome === 'not_due') continue;
    attempts += 1;
    if (renewal.outcome === 'failed')
      await mails.sendSubscriptionPaymentFailedMail({ ...ctx, attempt: state.failedAttempts, final: !!renewal.final });
  }
  await condition(allHandlersFinished);
  return state.status;
}
