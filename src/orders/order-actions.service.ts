import type { EntityManager } from '@mikro-orm/postgresql';
import { inTransaction } from '../db/sql';
import { DomainError, invalidStateTransition, validationFailed } from '../shared/errors';
import { commitStock } from '../catalogue/stock/stock.repository';
import { markAllocationsFulfilled } from '../catalogue/stock/stock-allocation.repository';
import { allocatedUnitsOfOrder } from '../catalogue/stock/stock-allocation.service';
import { getLocation } from '../catalogue/stock/locations.admin.service';
import { planFulfilments } from './fulfilment-plan';
import { markOrderPaymentsCaptured } from '../payments/payments.repository';
import {
  addTimeline,
  addToLineCount,
  findOrder,
  findOrderLines,
  fulfilmentExists,
  insertFulfilment,
  markOrderFulfilled,
  markOrderPaid as recordOrderPaid,
  type OrderLineRow,
  type OrderRow,
} from './orders.repository';
import { recordOrderEvent } from './order-events';
import { allowedActions, awaitsManualPayment, snapshotOf } from './order-states';
import type { FulfilRequest, LineQuantity, OrderAction, OrderSnapshot } from './order.types';

export interface ActionContext {
  storeId: string;
  orderId: string;
  actor: string;
}

/** Locks the order and refuses the action unless the transition table allows it now. */
export async function lockForAction(tx: EntityManager, ctx: ActionContext, action: OrderAction): Promise<OrderRow> {
  const order = await findOrder(tx, ctx.storeId, ctx.orderId, true);
  const allowed = allowedActions(order);
  if (!allowed.includes(action)) throw invalidStateTransition(action, order.status, allowed);
  return order;
}

/** Checks requested line quantities against what each line still has (by `remaining`). */
export function pickLines(
  lines: OrderLineRow[],
  items: LineQuantity[] | undefined,
  remaining: (l: OrderLineRow) => number,
): Array<{ line: OrderLineRow; quantity: number }> {
  if (!items) return lines.filter((l) => remaining(l) > 0).map((line) => ({ line, quantity: remaining(line) }));
  return items.map((item, i) => {
    if (items.findIndex((other) => other.lineId === item.lineId) !== i) {
      throw validationFailed(`Line ${item.lineId} is listed twice; list each line once with its whole quantity.`, [
        { field: `body.items.${i}.lineId`, code: 'uniqueItems', message: 'listed twice' },
      ]);
    }
    const line = lines.find((l) => l.id === item.lineId);
    if (!line)
      throw validationFailed(`Line ${item.lineId} is not part of this order.`, [
        { field: `body.items.${i}.lineId`, code: 'unknown', message: 'no such line on this order' },
      ]);
    if (item.quantity > remaining(line)) {
      throw validationFailed(`Line ${item.lineId} has only ${remaining(line)} left for this action.`, [
        { field: `body.items.${i}.quantity`, code: 'maximum', message: `at most ${remaining(line)}` },
      ]);
    }
    return { line, quantity: item.quantity };
  });
}

const unshipped = (l: OrderLineRow) => l.quantity - l.fulfilled_quantity - l.released_quantity;

/**
 * Ships some or all of what is still unfulfilled, as one fulfilment per location the units are allocated to (split
 * shipments; the first carries `fulfilmentId`, the others `<fulfilmentId>_2`, … so a repeat finds them) or, with
 * `locationId`, only that location's units. The order completes when everything has shipped.
 */
export async function fulfilOrder(
  em: EntityManager,
  ctx: ActionContext,
  fulfilmentId: string,
  request: FulfilRequest,
): Promise<OrderSnapshot> {
  return inTransaction(em, async (tx) => {
    if (await fulfilmentExists(tx, fulfilmentId)) return snapshotOf(await findOrder(tx, ctx.storeId, ctx.orderId));
    await lockForAction(tx, ctx, 'fulfil');
    if (request.locationId !== undefined) await getLocation(tx, ctx.storeId, request.locationId);
    const lines = await findOrderLines(tx, ctx.orderId);
    // Units put back on the shelf before they shipped (a refund with restock) no longer ship.
    const picked = pickLines(lines, request.items, unshipped)
      .map((p, index) => ({
        lineId: p.line.id,
        variantId: p.line.variant_id,
        quantity: p.quantity,
        index: request.items ? index : undefined,
      }))
      .filter((p) => p.quantity > 0);
    const plan = planFulfilments(picked, await allocatedUnitsOfOrder(tx, ctx.orderId), request.locationId);
    if (plan.length === 0)
      throw validationFailed(
        request.locationId
          ? `Nothing left to ship at location ${request.locationId}.`
          : 'Nothing to fulfil: choose at least one unit.',
      );
    const shipped = new Map<string, number>();
    const fulfilments = plan.map((part, i) => ({ ...part, id: i === 0 ? fulfilmentId : `${fulfilmentId}_${i + 1}` }));
    for (const part of fulfilments) {
      for (const item of part.items) shipped.set(item.lineId, (shipped.get(item.lineId) ?? 0) + item.quantity);
      await insertFulfilment(tx, {
        id: part.id,
        orderId: ctx.orderId,
        locationId: part.locationId,
        items: part.items,
        tracking: request.tracking ?? null,
        notifyCustomer: request.notifyCustomer ?? false,
      });
    }
    for (const [lineId, quantity] of shipped) await addToLineCount(tx, lineId, 'fulfilled_quantity', quantity);
    const variantOf = new Map(lines.map((l) => [l.id, l.variant_id]));
    await markAllocationsFulfilled(
      tx,
      ctx.orderId,
      fulfilments.flatMap((part) =>
        part.locationId === null
          ? []
          : part.items.map((item) => ({
              variantId: variantOf.get(item.lineId) as string,
              locationId: part.locationId as string,
              quantity: item.quantity,
            })),
      ),
    );
    const done = lines.every((l) => unshipped(l) === (shipped.get(l.id) ?? 0));
    await markOrderFulfilled(tx, ctx.orderId, done);
    const items = [...shipped].map(([lineId, quantity]) => ({ lineId, quantity }));
    await addTimeline(
      tx,
      ctx.orderId,
      'fulfilled',
      ctx.actor,
      done ? 'All items fulfilled' : 'Items partially fulfilled',
      {
        fulfilmentId,
        items,
        tracking: request.tracking ?? null,
        fulfilments: fulfilments.map((f) => ({ id: f.id, locationId: f.locationId, items: f.items })),
      },
    );
    return snapshotOf(await recordOrderEvent(tx, ctx.storeId, ctx.orderId, 'order.fulfilled'));
  });
}

/** A bank-transfer (or other offline) order: the money arrived, so the order is confirmed and its stock committed. */
export async function markOrderPaid(em: EntityManager, ctx: ActionContext): Promise<OrderSnapshot> {
  return inTransaction(em, async (tx) => {
    const order = await findOrder(tx, ctx.storeId, ctx.orderId, true);
    if (order.payment_status === 'paid') return snapshotOf(order);
    if (!awaitsManualPayment(order))
      throw new DomainError(
        'invalid_state_transition',
        `Cannot mark the order paid while it is ${order.status} (${order.payment_status}).`,
        { currentState: order.status, allowedActions: allowedActions(order) },
      );
    await commitStock(tx, ctx.orderId);
    await markOrderPaymentsCaptured(tx, ctx.orderId);
    await recordOrderPaid(tx, ctx.orderId);
    await addTimeline(tx, ctx.orderId, 'paid', ctx.actor, `Marked paid (${order.payment_method})`, {
      amount: Number(order.total_amount),
    });
    return snapshotOf(await recordOrderEvent(tx, ctx.storeId, ctx.orderId, 'order.paid'));
  });
}
