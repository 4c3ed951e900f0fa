/** Shapes shared by the subscription workflow (type-only imports) and the services behind its activities. */

export type SubscriptionStatus = 'active' | 'past_due' | 'paused' | 'cancelled';
export type SubscriptionAction =
  'pause' | 'resume' | 'skip' | 'change_quantity' | 'change_variant' | 'change_date' | 'cancel';
export type PlanInterval = 'day' | 'week' | 'month';

/** What the workflow decides from: the subscription as its last step left it in PostgreSQL. */
export interface SubscriptionState {
  subscriptionId: string;
  storeId: string;
  email: string;
  status: SubscriptionStatus;
  /** The cycle billed next (cycle 0 is the checkout's order). */
  nextCycle: number;
  /** Failed charges of the next cycle: its next attempt's number. */
  failedAttempts: number;
  /** Epoch milliseconds of the next charge; null when nothing is due (paused, cancelled). */
  nextBillingAt: number | null;
  cyclesPaid: number;
  minimumCycles: number;
}

export interface SubscriptionWorkflowInput {
  state: SubscriptionState;
  /** Renewal attempts per run before it continues as new, so a years-long history stays short. */
  cyclesPerRun: number;
}

/** A self-service or staff change, sent as a workflow update. */
export interface SubscriptionChange {
  /** `retry_now`: a past-due subscription's card was replaced, so the failed charge is tried again at once. */
  action: SubscriptionAction | 'retry_now';
  quantity?: number;
  /** change_variant: another variant of the subscribed product. */
  variantId?: string;
  /** change_date: the next billing date, ISO 8601, in the future. */
  nextBillingAt?: string;
  by: 'customer' | 'staff';
}

/** How one renewal attempt ended; `failed` carries what the dunning mail needs to say. */
export interface RenewalOutcome {
  state: SubscriptionState;
  outcome: 'renewed' | 'failed' | 'not_due';
  /** The store's dunning gave up on this failure (the subscription was paused or cancelled). */
  final?: boolean;
}

/** Whether a change applies in this status: the actions of the table below, and a retry while past due. */
export const changeApplies = (status: SubscriptionStatus, action: SubscriptionChange['action']): boolean =>
  action === 'retry_now' ? status === 'past_due' : (allowedSubscriptionActions(status) as string[]).includes(action);

/** Which actions a subscription in this status takes (the transition table; also its allowedActions). */
export function allowedSubscriptionActions(status: SubscriptionStatus): SubscriptionAction[] {
  switch (status) {
    case 'active':
      return ['pause', 'skip', 'change_quantity', 'change_variant', 'change_date', 'cancel'];
    case 'past_due':
      return ['pause', 'change_quantity', 'change_variant', 'cancel'];
    case 'paused':
      return ['resume', 'change_quantity', 'change_variant', 'cancel'];
    default:
      return [];
  }
}
