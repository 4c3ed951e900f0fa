import type { EntityManager } from '@mikro-orm/postgresql';
import { inTransaction } from '../db/sql';
import { DomainError, notFound, validationFailed } from '../shared/errors';
import { divideRoundHalfUp } from '../shared/money';
import type { CursorCodec, Page } from '../shared/pagination';
import type { Store } from '../stores/store.entity';
import { findOrder, findOrderIdByNumber, findOrderLines, lastFulfilledAt } from '../orders/orders.repository';
import { returnPolicyOf, type ReturnPolicy } from '../settings/return-policy';
import {
  fetchReturnPage,
  findReturn,
  findReturnIfAny,
  findReturnLines,
  findTracking,
  insertReturn,
  unitsInReturns,
  type ReturnFilters,
  type ReturnRow,
} from './returns.repository';
import { presentReturn, presentReturnableOrder, type ReturnView } from './returns.presenter';
import { recordReturnEvent, stateOf } from './return-events';
import type { ReturnStep, ReturnWorkflows } from './return-workflows.port';
import { isClosedReturn, type ReturnWorkflowInput, type TrackingEntry } from './returns.types';

export interface ReturnRequest {
  /** The return's id: keyed by the request's Idempotency-Key (keyedId), so a retry finds the return it made. */
  id: string;
  lines: Array<{ lineId: string; quantity: number }>;
  reason: string;
  note?: string | null;
}

const DAY_MS = 24 * 3600 * 1000;

/** What the workflow of a return starts from: its state and the store's timer durations. */
export const workflowInputOf = (row: ReturnRow, policy: ReturnPolicy): ReturnWorkflowInput => ({
  state: stateOf(row),
  shipWithinSeconds: policy.shipWithinSeconds,
  reminderBeforeSeconds: policy.reminderBeforeSeconds,
});

async function viewOf(em: EntityManager, store: Store, returnId: string): Promise<ReturnView> {
  const row = await findReturn(em, store.id, returnId);
  return presentReturn(
    row,
    await findReturnLines(em, [row.id]),
    await findTracking(em, [row.id]),
    store.defaultLanguage,
  );
}

/**
 * A shopper's request, checked against the store's policy under the order's row lock (so two requests cannot both
 * claim the same units), then the return's workflow starts. The store's rule may approve it at once.
 */
async function requestReturn(
  em: EntityManager,
  workflows: ReturnWorkflows,
  store: Store,
  orderId: string,
  customerId: string | null,
  input: ReturnRequest,
): Promise<ReturnView> {
  // A retry of a request whose workflow did not start (Temporal unreachable: 503) starts it, and asks nothing twice.
  const made = await findReturnIfAny(em, store.id, input.id);
  if (made) {
    await workflows.start(workflowInputOf(made, await returnPolicyOf(em, store.id)));
    return viewOf(em, store, made.id);
  }
  const { row, policy } = await inTransaction(em, async (tx) => {
    const order = await findOrder(tx, store.id, orderId, true);
    if (customerId && order.customer_id !== customerId) throw notFound('order', orderId);
    const policy = await returnPolicyOf(tx, store.id);
    if (!policy.reasons.includes(input.reason)) {
      throw new DomainError('return_reason_not_offered', `The store takes returns for: ${policy.reasons.join(', ')}.`, [
        { field: 'body.reason', code: 'enum', message: `one of ${policy.reasons.join(', ')}` },
      ]);
    }
    const fulfilledAt = await lastFulfilledAt(tx, orderId);
    if (!fulfilledAt) throw new DomainError('return_quantity_exceeded', 'Nothing of this order has been shipped yet.');
    if (Date.now() > fulfilledAt.getTime() + policy.windowDays * DAY_MS) {
      throw new DomainError(
        'return_window_closed',
        `Returns are accepted within ${policy.windowDays} days of delivery; this order shipped on ` +
          `${fulfilledAt.toISOString().slice(0, 10)}.`,
      );
    }
    const lines = await pickReturnLines(tx, orderId, policy, input.lines);
    const valueAmount = lines.reduce((sum, l) => sum + l.valueAmount, 0);
    const approved = policy.autoApproveMaxAmount !== null && valueAmount <= policy.autoApproveMaxAmount;
    const id = input.id;
    await insertReturn(tx, {
      id,
      storeId: store.id,
      orderId,
      orderNumber: Number(order.number),
      customerId: order.customer_id,
      email: order.email,
      status: approved ? 'approved' : 'requested',
      reason: input.reason,
      note: input.note ?? null,
      currency: order.currency,
      valueAmount,
      shipBy: approved ? new Date(Date.now() + policy.shipWithinSeconds * 1000) : null,
      lines,
    });
    const actor = customerId ? 'customer' : 'guest';
    await recordReturnEvent(tx, store.id, id, 'return.requested', actor, `Return ${id} requested`);
    if (approved) await recordReturnEvent(tx, store.id, id, 'return.approved', 'system', `Return ${id} approved`);
    return { row: await findReturn(tx, store.id, id), policy };
  });
  await workflows.start(workflowInputOf(row, policy));
  return viewOf(em, store, row.id);
}

/** Each asked-for line checked: on the order, returnable, and no more than shipped minus already being returned. */
async function pickReturnLines(
  tx: EntityManager,
  orderId: string,
  policy: ReturnPolicy,
  items: ReturnRequest['lines'],
) {
  const lines = await findOrderLines(tx, orderId);
  const returning = await unitsInReturns(tx, orderId);
  return items.map((item, i) => {
    const line = lines.find((l) => l.id === item.lineId);
    if (!line || items.findIndex((other) => other.lineId === item.lineId) !== i) {
      throw validationFailed(`Line ${item.lineId} is not on this order, or is listed twice.`, [
        { field: `body.lines.${i}.lineId`, code: 'unknown', message: 'no such line on this order, or listed twice' },
      ]);
    }
    // A custom line (a draft order's title and price) is no product to send back: it is refunded instead.
    if (
      line.product_id === null ||
      line.variant_id === null ||
      policy.nonReturnableProductIds.includes(line.product_id)
    ) {
      throw new DomainError('return_not_allowed', `${line.title} cannot be returned.`, [
        { field: `body.lines.${i}.lineId`, code: 'return_not_allowed', message: 'not returnable' },
      ]);
    }
    const returnable = line.fulfilled_quantity - (returning.get(line.id) ?? 0);
    if (item.quantity > returnable) {
      throw new DomainError(
        'return_quantity_exceeded',
        `At most ${Math.max(0, returnable)} of ${line.title} can still be returned.`,
        [{ field: `body.lines.${i}.quantity`, code: 'maximum', message: `at most ${Math.max(0, returnable)}` }],
      );
    }
    return {
      orderLineId: line.id,
      productId: line.product_id,
      variantId: line.variant_id,
      title: line.title,
      quantity: item.quantity,
      valueAmount: divideRoundHalfUp(Number(line.total_amount) * item.quantity, line.quantity),
    };
  });
}

/** A signed-in customer's request for one of their orders; anyone else's order is not found. */
export const requestCustomerReturn = (
  em: EntityManager,
  workflows: ReturnWorkflows,
  store: Store,
  customerId: string,
  orderId: string,
  input: ReturnRequest,
) => requestReturn(em, workflows, store, orderId, customerId, input);

/** A guest's request: the order number and e-mail must belong together, else 404 as for any unknown order. */
export async function requestGuestReturn(
  em: EntityManager,
  workflows: ReturnWorkflows,
  store: Store,
  input: ReturnRequest & { orderNumber: number; email: string },
): Promise<ReturnView> {
  const orderId = await findOrderIdByNumber(em, store.id, input.orderNumber, input.email);
  if (!orderId) throw new DomainError('resource_not_found', 'No order with this number and e-mail address exists.');
  return requestReturn(em, workflows, store, orderId, null, input);
}

/** A guest's order, found by number and e-mail as a guest's return finds it, showing only what a return needs. */
export async function findReturnableOrder(
  em: EntityManager,
  store: Store,
  input: { orderNumber: number; email: string },
) {
  const orderId = await findOrderIdByNumber(em, store.id, input.orderNumber, input.email);
  if (!orderId) throw new DomainError('resource_not_found', 'No order with this number and e-mail address exists.');
  const order = await findOrder(em, store.id, orderId);
  return presentReturnableOrder(order, await findOrderLines(em, orderId), store.defaultLanguage);
}

export const getReturn = viewOf;

export function listReturns(
  em: EntityManager,
  cursors: CursorCodec,
  store: Store,
  query: ReturnFilters,
): Promise<Page<ReturnView>> {
  return fetchReturnPage(em, cursors, store.id, query, async (rows) => {
    const ids = rows.map((r) => r.id);
    const [lines, tracking] = [await findReturnLines(em, ids), await findTracking(em, ids)];
    return rows.map((r) => presentReturn(r, lines, tracking, store.defaultLanguage));
  });
}

/** The signed-in customer's returns (of their orders), newest first. */
export const listCustomerReturns = (
  em: EntityManager,
  cursors: CursorCodec,
  store: Store,
  customerId: string,
  query: Omit<ReturnFilters, 'orderId' | 'customerId'>,
) => listReturns(em, cursors, store, { ...query, customerId });

/** One of the signed-in customer's returns; anyone else's is not found, as an unknown one is. */
export async function getCustomerReturn(em: EntityManager, store: Store, customerId: string, returnId: string) {
  const row = await findReturnIfAny(em, store.id, returnId);
  if (!row || row.customer_id !== customerId) throw notFound('return', returnId);
  return viewOf(em, store, returnId);
}

/** One staff step through the return's workflow; answers the return as it is after the step. */
export async function runReturnStep(
  em: EntityManager,
  workflows: ReturnWorkflows,
  store: Store,
  returnId: string,
  step: ReturnStep,
  updateId?: string,
): Promise<ReturnView> {
  const row = await findReturn(em, store.id, returnId);
  // What the workflow's validator would answer, without starting a run that refuses and closes at once; unless this
  // is a retry of the very step that closed it (its first answer lost, or a 503 while it ran), which gets its outcome.
  if (isClosedReturn(row.status)) {
    const taken = updateId ? await workflows.outcomeOf(returnId, updateId) : undefined;
    if (taken) return viewOf(em, store, returnId);
    throw new DomainError('invalid_state_transition', `Nothing more can be done to this return: it is ${row.status}.`, {
      currentState: row.status,
    });
  }
  await workflows.runStep(workflowInputOf(row, await returnPolicyOf(em, store.id)), step, updateId);
  return viewOf(em, store, returnId);
}

/** Whose return a shopper's step is about: the signed-in customer's, or a guest's naming its order. */
export type ReturnOwner = { customerId: string } | { orderNumber: number; email: string };

/**
 * A shopper's tracking number on their own return; anyone else's return is not found, as an unknown one is. Runs as
 * the staff steps do, through the return's workflow.
 */
export async function addShopperTracking(
  em: EntityManager,
  workflows: ReturnWorkflows,
  store: Store,
  returnId: string,
  owner: ReturnOwner,
  input: { carrier?: string | null; number: string; url?: string | null },
  updateId?: string,
): Promise<ReturnView> {
  const row = await findReturnIfAny(em, store.id, returnId);
  const mine =
    row &&
    ('customerId' in owner
      ? row.customer_id === owner.customerId
      : Number(row.order_number) === owner.orderNumber && row.email.toLowerCase() === owner.email.toLowerCase());
  if (!row || !mine) throw notFound('return', returnId);
  const entry: TrackingEntry = {
    kind: 'tracking',
    carrier: input.carrier ?? null,
    number: input.number,
    url: input.url ?? null,
    addedBy: 'customerId' in owner ? 'customer' : 'guest',
  };
  return runReturnStep(em, workflows, store, returnId, { action: 'track', entry }, updateId);
}
