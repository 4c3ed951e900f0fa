import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../config';
import { DomainError, notFound } from '../shared/errors';
import { toPage, type CursorCodec, type Page } from '../shared/pagination';
import { findSubscription, findSubscriptionPage, updateSubscription } from './subscriptions.repository';
import { presentSubscription, type SubscriptionView } from './subscriptions.presenter';
import { refusalOf, stateOf } from './subscriptions.service';
import type { SubscriptionWorkflows } from './subscription-workflows.port';
import type { SubscriptionAction } from './subscriptions.types';

type ViewConfig = Pick<Config, 'subscriptionDaySeconds'>;

/** Whose subscriptions a request sees: the store's (staff), or one signed-in customer's. */
export interface SubscriptionScope {
  storeId: string;
  customerId?: string;
}

async function rowOf(em: EntityManager, scope: SubscriptionScope, id: string) {
  const row = await findSubscription(em, scope.storeId, id, { customerId: scope.customerId });
  if (!row) throw notFound('subscription', id);
  return row;
}

export async function getSubscription(
  em: EntityManager,
  config: ViewConfig,
  scope: SubscriptionScope,
  id: string,
): Promise<SubscriptionView> {
  return presentSubscription(await rowOf(em, scope, id), config);
}

export async function listSubscriptions(
  em: EntityManager,
  config: ViewConfig,
  cursors: CursorCodec,
  scope: SubscriptionScope,
  query: { limit: number; cursor?: string; status?: string },
): Promise<Page<SubscriptionView>> {
  const fingerprint = `subscriptions:${scope.customerId ?? ''}:${query.status ?? ''}`;
  const position = query.cursor ? cursors.decode(fingerprint, query.cursor) : undefined;
  const rows = await findSubscriptionPage(em, {
    ...scope,
    status: query.status,
    limit: query.limit,
    after: position ? { createdAt: String(position[0]), id: String(position[1]) } : undefined,
  });
  return toPage(
    rows,
    query.limit,
    (row) => presentSubscription(row, config),
    (last) => cursors.encode(fingerprint, [new Date(last.created_at as unknown as string).toISOString(), last.id]),
  );
}

/**
 * A change by the shopper or staff: refused here when it cannot apply to the subscription as stored (a cancelled
 * one's workflow has ended), else sent to the workflow, which judges it against its live state and applies it.
 */
export async function changeSubscriptionBy(
  em: EntityManager,
  config: ViewConfig,
  workflows: SubscriptionWorkflows,
  scope: SubscriptionScope,
  id: string,
  request: { action: SubscriptionAction; quantity?: number; variantId?: string; nextBillingAt?: string },
): Promise<SubscriptionView> {
  const change = { ...request, by: scope.customerId ? ('customer' as const) : ('staff' as const) };
  const refusal = refusalOf(stateOf(await rowOf(em, scope, id)), change);
  if (refusal) throw refusal;
  await workflows.change(id, change);
  return presentSubscription(await rowOf(em, scope, id), config);
}

/**
 * The shopper's new card, saved for the next off-session charges. A past-due subscription's failed charge is tried
 * again with it at once (a workflow update); a paused one waits for resume.
 */
export async function replacePaymentMethod(
  em: EntityManager,
  config: ViewConfig,
  workflows: SubscriptionWorkflows,
  scope: SubscriptionScope,
  id: string,
  paymentToken: string,
): Promise<SubscriptionView> {
  await rowOf(em, scope, id);
  const row = await updateSubscription(em, id, { payment_token: paymentToken });
  if (row.status !== 'past_due') return presentSubscription(row, config);
  // A retry that ran meanwhile may have settled it (paid, or paused by dunning): the card is saved either way.
  await workflows.change(id, { action: 'retry_now', by: 'customer' }).catch((error: unknown) => {
    if (!(error instanceof DomainError && error.code === 'invalid_state_transition')) throw error;
  });
  return presentSubscription(await rowOf(em, scope, id), config);
}
