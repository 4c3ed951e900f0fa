import type { EntityManager } from '@mikro-orm/postgresql';
import { inTransaction } from '../db/sql';
import { DomainError, domainErrorOf, validationFailed } from '../shared/errors';
import { divideRoundHalfUp } from '../shared/money';
import { restock, writeOff } from '../catalogue/stock.repository';
import { addToLineCount, findOrder, refundRecorded } from '../orders/orders.repository';
import { snapshotOf } from '../orders/order-states';
import { refundRefusal } from '../orders/refund-cap';
import type { OrderWorkflows } from '../orders/order-workflows.port';
import { upsertStoreCreditAccount } from '../balances/balances.repository';
import { postLedgerEntry } from '../balances/ledger';
import { recordStoreCreditChanged } from '../balances/store-credit.service';
import { findStore } from '../stores/stores.service';
import { restockingFeeOf, returnPolicyOf } from '../settings/return-policy';
import { returnWorkflowId } from '../shared/workflow-ids';
import {
  findReturn,
  findReturnLines,
  findTracking,
  insertTracking,
  setReceived,
  updateReturn,
  type ReturnRow,
} from './returns.repository';
import { renderReturnReminderMail } from './return-reminder-mail';
import { recordReturnEvent, stateOf } from './return-events';
import type { Mailer } from '../mail/mailer';
import { addTimeline } from '../orders/orders.repository';
import type {
  PlannedResolution,
  ReceivedLine,
  ResolutionMethod,
  ReturnState,
  ReturnStatus,
  TrackingEntry,
} from './returns.types';

/** Which return a workflow step is about. */
export interface ReturnContext {
  storeId: string;
  returnId: string;
}

/** The return locked for the step; a step the return is past answers 409 (the workflow's validators judge first). */
async function lockInState(tx: EntityManager, ctx: ReturnContext, allowed: ReturnStatus[]): Promise<ReturnRow> {
  const row = await findReturn(tx, ctx.storeId, ctx.returnId, true);
  if (!allowed.includes(row.status)) {
    throw new DomainError('invalid_state_transition', `The return is ${row.status}.`, {
      currentState: row.status,
    });
  }
  return row;
}

export const approveReturn = (em: EntityManager, ctx: ReturnContext, message: string | null, shipBy: Date) =>
  inTransaction(em, async (tx) => {
    await lockInState(tx, ctx, ['requested']);
    await updateReturn(tx, ctx.returnId, { status: 'approved', staffMessage: message, shipBy });
    return recordReturnEvent(tx, ctx.storeId, ctx.returnId, 'return.approved', 'admin', `Return approved`);
  });

export const refuseReturn = (em: EntityManager, ctx: ReturnContext, message: string) =>
  inTransaction(em, async (tx) => {
    await lockInState(tx, ctx, ['requested']);
    await updateReturn(tx, ctx.returnId, { status: 'refused', staffMessage: message });
    return recordReturnEvent(tx, ctx.storeId, ctx.returnId, 'return.refused', 'admin', `Return refused: ${message}`);
  });

/** What arrived, per line and condition: never more of a line than the return asked for. */
export const receiveReturn = (em: EntityManager, ctx: ReturnContext, received: ReceivedLine[]) =>
  inTransaction(em, async (tx) => {
    await lockInState(tx, ctx, ['approved', 'in_transit']);
    const lines = await findReturnLines(tx, [ctx.returnId]);
    for (const [i, item] of received.entries()) {
      const line = lines.find((l) => l.order_line_id === item.lineId);
      if (!line) {
        throw validationFailed(`Line ${item.lineId} is not part of this return.`, [
          { field: `body.lines.${i}.lineId`, code: 'unknown', message: 'not part of this return' },
        ]);
      }
      const of = (condition: string) =>
        received
          .filter((r) => r.lineId === item.lineId && r.condition === condition)
          .reduce((s, r) => s + r.quantity, 0);
      if (of('sellable') + of('damaged') > line.quantity) {
        throw validationFailed(`At most ${line.quantity} of ${line.title} were to come back.`, [
          { field: `body.lines.${i}.quantity`, code: 'maximum', message: `at most ${line.quantity} in all` },
        ]);
      }
      await setReceived(tx, line.id, of('sellable'), of('damaged'));
    }
    await updateReturn(tx, ctx.returnId, { status: 'received' });
    return recordReturnEvent(tx, ctx.storeId, ctx.returnId, 'return.received', 'admin', 'Return received');
  });

/**
 * A label or tracking number on the return, with its line on the order's timeline. A tracking number means the
 * parcel is on its way: an approved return becomes in_transit, so its deadline no longer expires it.
 */
export const addReturnTracking = (em: EntityManager, ctx: ReturnContext, entry: TrackingEntry) =>
  inTransaction(em, async (tx): Promise<ReturnState> => {
    const row = await lockInState(tx, ctx, ['approved', 'in_transit']);
    if (entry.number === null && entry.url === null) {
      throw validationFailed('A label or tracking entry needs a number or a URL.', [
        { field: 'body.number', code: 'required', message: 'a number or a url is required' },
      ]);
    }
    await insertTracking(tx, ctx.returnId, entry);
    if (entry.kind === 'tracking' && row.status === 'approved') {
      await updateReturn(tx, ctx.returnId, { status: 'in_transit' });
    }
    const what = entry.kind === 'label' ? 'Return label added' : 'Return tracking added';
    const detail = [entry.carrier, entry.number, entry.url].filter((v) => v !== null).join(' ');
    const actor = entry.addedBy === 'staff' ? 'admin' : entry.addedBy;
    return recordReturnEvent(tx, ctx.storeId, ctx.returnId, 'return.tracking_added', actor, `${what}: ${detail}`, {
      tracking: entry,
    });
  });

/**
 * The reminder before the deadline: the shopper is mailed once, and the order's timeline says so. The mail is sent
 * in the transaction that marks the return reminded, holding its row lock: a failed send rolls the mark back so the
 * retried activity sends it, and a return marked reminded is never mailed again. A return shipped meanwhile gets none.
 */
export const remindReturn = (em: EntityManager, mailer: Mailer, links: { publicBaseUrl: string }, ctx: ReturnContext) =>
  inTransaction(em, async (tx): Promise<ReturnState> => {
    const row = await findReturn(tx, ctx.storeId, ctx.returnId, true);
    if (row.status !== 'approved' || row.reminded_at) return stateOf(row);
    await updateReturn(tx, ctx.returnId, { status: row.status, remindedAt: new Date() });
    const store = await findStore(tx, ctx.storeId);
    await addTimeline(tx, row.order_id, 'return_reminded', 'system', `Return reminder sent to ${row.email}`, {
      returnId: row.id,
    });
    await mailer.send(
      renderReturnReminderMail({
        to: row.email,
        storeName: store.name,
        returnId: row.id,
        orderNumber: Number(row.order_number),
        shipBy: new Date(row.ship_by as string),
        staffMessage: row.staff_message,
        labels: (await findTracking(tx, [row.id])).filter((t) => t.kind === 'label'),
        messageId: `<return-reminder-${row.id}@${new URL(links.publicBaseUrl).hostname}>`,
      }),
    );
    return stateOf(await findReturn(tx, ctx.storeId, ctx.returnId));
  });

/** The deadline passed with the parcel not received: the return expires (its units may be asked for again). */
export const expireReturn = (em: EntityManager, ctx: ReturnContext) =>
  inTransaction(em, async (tx): Promise<ReturnState> => {
    const row = await findReturn(tx, ctx.storeId, ctx.returnId, true);
    if (row.status !== 'approved') return stateOf(row);
    await updateReturn(tx, ctx.returnId, { status: 'expired' });
    return recordReturnEvent(tx, ctx.storeId, ctx.returnId, 'return.expired', 'system', 'Return expired: not sent');
  });

/** The received units' value, less the store's restocking fee, and who would get store credit. */
export const planResolution = (em: EntityManager, ctx: ReturnContext, method: ResolutionMethod) =>
  inTransaction(em, async (tx): Promise<PlannedResolution> => {
    const row = await lockInState(tx, ctx, ['received']);
    if (method === 'store_credit' && !row.customer_id) {
      throw new DomainError(
        'store_credit_unavailable',
        'Store credit needs a customer, and this order has none. Refund it instead.',
      );
    }
    const lines = await findReturnLines(tx, [ctx.returnId]);
    const received = lines.map((l) => ({ line: l, quantity: l.sellable_quantity + l.damaged_quantity }));
    const value = received.reduce(
      (sum, r) => sum + divideRoundHalfUp(Number(r.line.value_amount) * r.quantity, r.line.quantity),
      0,
    );
    const restockingFee = restockingFeeOf(await returnPolicyOf(tx, ctx.storeId), value);
    return {
      method,
      amount: value - restockingFee,
      restockingFee,
      currency: row.currency,
      items: received
        .filter((r) => r.quantity > 0)
        .map((r) => ({ lineId: r.line.order_line_id, quantity: r.quantity })),
      customerId: row.customer_id,
    };
  });

/**
 * The refund, as a step of the order's workflow: that workflow runs one money step at a time and refuses a refund
 * above captured minus refunded, whatever else refunds the order meanwhile. Its update id and the refund's id are
 * the return's, so a retried resolution joins the first refund instead of making a second.
 */
export async function refundReturn(
  em: EntityManager,
  orders: OrderWorkflows,
  ctx: ReturnContext,
  plan: PlannedResolution,
): Promise<void> {
  const row = await findReturn(em, ctx.storeId, ctx.returnId);
  const snapshot = snapshotOf(await findOrder(em, ctx.storeId, row.order_id));
  const refundId = `ref_${ctx.returnId}`;
  // A retry after the worker died once the refund was made joins it: the order counts it as refunded already, so
  // checked against what is left it would be refused, and the return would never resolve.
  if (!(await refundRecorded(em, row.order_id, refundId))) {
    const refusal = refundRefusal(plan.amount, snapshot.refundable);
    if (refusal) throw domainErrorOf(refusal);
  }
  const request = {
    amount: plan.amount,
    items: plan.items,
    restock: false,
    reason: `Return ${ctx.returnId}`,
    refundId,
  };
  await orders.runStep(snapshot, { action: 'refund', request }, `${returnWorkflowId(ctx.returnId)}:refund`);
}

/** Store credit of the amount to the order's customer: one ledger row, keyed by the return, written once. */
export const creditReturn = (em: EntityManager, ctx: ReturnContext, plan: PlannedResolution) =>
  inTransaction(em, async (tx) => {
    const row = await findReturn(tx, ctx.storeId, ctx.returnId);
    const store = await findStore(tx, ctx.storeId);
    const customerId = plan.customerId as string;
    const account = await upsertStoreCreditAccount(tx, ctx.storeId, customerId, plan.currency);
    const { row: entry, written } = await postLedgerEntry(tx, {
      storeId: ctx.storeId,
      balance: { storeCreditAccountId: account.id },
      kind: 'refund_to',
      amount: plan.amount,
      orderId: row.order_id,
      reason: `Return ${ctx.returnId}`,
      actor: 'system',
      idempotencyKey: `${returnWorkflowId(ctx.returnId)}:credit`,
    });
    if (written) await recordStoreCreditChanged(tx, store, customerId, entry, plan.currency);
  });

/**
 * Settles the stock and closes the return, in one transaction: sellable units back on the shelf, damaged ones back
 * and written off (two stock-ledger rows, so the ledger shows what came back and what was lost). A return already
 * resolved changes nothing, so a retried step restocks nothing twice.
 */
export const completeResolution = (em: EntityManager, ctx: ReturnContext, plan: PlannedResolution) =>
  inTransaction(em, async (tx): Promise<ReturnState> => {
    const row = await findReturn(tx, ctx.storeId, ctx.returnId, true);
    if (row.status === 'resolved') return stateOf(row);
    for (const line of await findReturnLines(tx, [ctx.returnId])) {
      const back = line.sellable_quantity + line.damaged_quantity;
      if (back === 0) continue;
      await restock(tx, row.order_id, line.variant_id, back, 'return');
      if (line.damaged_quantity > 0) {
        await writeOff(tx, row.order_id, line.variant_id, line.damaged_quantity, 'return_write_off');
      }
      if (line.sellable_quantity > 0) {
        await addToLineCount(tx, line.order_line_id, 'restocked_quantity', line.sellable_quantity);
      }
    }
    const resolution = { method: plan.method, amount: plan.amount, restockingFee: plan.restockingFee };
    await updateReturn(tx, ctx.returnId, { status: 'resolved', resolution });
    const how = plan.method === 'refund' ? 'refunded' : 'credited';
    return recordReturnEvent(
      tx,
      ctx.storeId,
      ctx.returnId,
      'return.resolved',
      'admin',
      `Return ${how}: ${plan.amount}`,
    );
  });
