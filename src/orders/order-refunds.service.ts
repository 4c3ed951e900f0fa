import { closeAllocations } from '../catalogue/stock/stock-allocation.repository';
import type { EntityManager } from '@mikro-orm/postgresql';
import { inTransaction } from '../db/sql';
import { domainErrorOf } from '../shared/errors';
import { divideRoundHalfUp } from '../shared/money';
import { committedVariantsOfOrder, releaseStock, restock } from '../catalogue/stock/stock.repository';
import {
  addPaymentRefunded,
  capturedPaymentsOfOrder,
  latestPaymentOfOrder,
  markOrderPaymentsVoided,
  refundedOfPayment,
} from '../payments/payments.repository';
import { splitRefund, type RefundPart } from '../payments/refund-parts';
import {
  addTimeline,
  addToLineCount,
  findOrder,
  findOrderLines,
  insertRefund,
  markOrderCancelled,
  markOrderFulfilled,
  type OrderLineRow,
} from './orders.repository';
import { recordOrderEvent } from './order-events';
import { refundableOf, snapshotOf, type OrderFacts } from './order-states';
import { refundRefusal } from './refund-cap';
import {
  balanceRefundablesOf,
  refundToTenders,
  reverseTenders,
  tenderOrderOf,
  type TenderKind,
} from '../balances/tenders';
import { findStore } from '../stores/stores.service';
import { takeBackGiftCards } from '../balances/gift-card-purchases.service';
import { lockForAction, pickLines, type ActionContext } from './order-actions.service';
import type { LineQuantity, OrderSnapshot, RefundRequest } from './order.types';

/** A refund worked out before the provider is called; recorded afterwards under the same refund id. */
export interface PlannedRefund {
  /** What the provider refunds (the order workflow passes it to the provider). */
  amount: number;
  /**
   * What goes back onto the gift cards and store credit that paid the order, once the card has had its part back
   * (in the reverse order of the checkout). Absent in plans made before refunds onto balances.
   */
  balanceAmount?: number;
  /** The order of tenders staff chose for this refund; absent, the default (payment, store credit, gift cards). */
  tenderOrder?: TenderKind[];
  items: LineQuantity[];
  includeShipping: boolean;
  restock: boolean;
  reason: string | null;
  paymentReference: string | null;
  /** Offline payments (bank transfer) are refunded by the merchant outside the provider. */
  viaProvider: boolean;
  /**
   * The provider's part split over the order's captured payments, newest first (an order may hold a payment link's
   * payment beside the checkout's). Absent in plans made before payment links: `paymentReference` takes it all.
   */
  parts?: RefundPart[];
}

/**
 * What the order's card or transfer can still take back: what it paid less what refunds gave it, which is the
 * order's refunded amount less what refunds put back on balances (a refund may have gone to the balances first).
 */
export async function paymentRefundableOf(tx: EntityManager, order: OrderFacts) {
  const balances = await balanceRefundablesOf(tx, order.id);
  const toPayment = Number(order.refunded_amount) - balances.refundedToBalances;
  return { payment: Math.max(0, Number(order.captured_amount) - toPayment), balances: balances.refundable };
}

/**
 * What of a refund the provider takes back: its part in the order of tenders (staff's, else the payment first, then
 * store credit, then gift cards), each tender up to what it can still take back. The rest goes onto the balances.
 */
function providerPartOf(
  amount: number,
  order: TenderKind[],
  refundable: { payment: number; balances: Record<Exclude<TenderKind, 'payment'>, number> },
): number {
  let left = amount;
  let toProvider = 0;
  for (const kind of order) {
    const take = Math.min(left, kind === 'payment' ? refundable.payment : refundable.balances[kind]);
    if (kind === 'payment') toProvider = take;
    left -= take;
  }
  return toProvider;
}

/**
 * By amount, by lines (plus shipping), or (neither) everything still refundable; never above captured minus refunded.
 */
export async function planRefund(
  em: EntityManager,
  ctx: ActionContext,
  request: RefundRequest,
): Promise<PlannedRefund> {
  return inTransaction(em, async (tx) => {
    const order = await lockForAction(tx, ctx, 'refund');
    const refundable = refundableOf(order);
    const lines = await findOrderLines(tx, ctx.orderId);
    const external = request.refundedAtProvider;
    const everything = !external && request.amount === undefined && request.items === undefined;
    const picked =
      request.items || everything
        ? pickLines(lines, request.items, (l) => l.quantity - l.refunded_quantity).filter((p) => p.quantity > 0)
        : [];
    const linesAmount = picked.reduce(
      (sum, p) => sum + divideRoundHalfUp(Number(p.line.total_amount) * p.quantity, p.line.quantity),
      0,
    );
    const tenders = await paymentRefundableOf(tx, order);
    // The provider's total is its payment's: what that payment has not had back yet is what is new.
    const alreadyAtProvider = external?.paymentId
      ? await refundedOfPayment(tx, external.paymentId)
      : Number(order.captured_amount) - tenders.payment;
    const amount = external
      ? external.totalRefunded - alreadyAtProvider
      : everything
        ? refundable
        : (request.amount ?? linesAmount + (request.includeShipping ? Number(order.shipping_amount) : 0));
    const refusal = refundRefusal(amount, refundable);
    if (refusal) throw domainErrorOf(refusal);
    // A bought gift card goes back with its line only while unused (gift_card_spent otherwise).
    for (const p of picked.filter((each) => each.line.gift_card))
      await takeBackGiftCards(tx, ctx.storeId, p.line.id, p.quantity, 'plan', 'plan');
    const payment = await latestPaymentOfOrder(tx, ctx.orderId);
    // A refund the provider made itself is the card's alone; ours goes back in the order of tenders.
    const tenderOrder = request.tenderOrder && tenderOrderOf(request.tenderOrder);
    const toProvider = external ? amount : providerPartOf(amount, tenderOrder ?? tenderOrderOf(undefined), tenders);
    return {
      amount: toProvider,
      balanceAmount: amount - toProvider,
      ...(tenderOrder && { tenderOrder }),
      items: picked.map((p) => ({ lineId: p.line.id, quantity: p.quantity })),
      includeShipping: request.includeShipping ?? everything,
      restock: request.restock ?? false,
      reason: request.reason ?? null,
      paymentReference: payment?.provider_reference ?? null,
      viaProvider: payment?.provider !== 'manual',
      // A refund the provider made itself is its payment's; ours is split over the order's captured payments.
      parts: external
        ? external.paymentId
          ? [{ paymentId: external.paymentId, reference: external.reference, amount, viaProvider: false }]
          : []
        : splitRefund(await capturedPaymentsOfOrder(tx, ctx.orderId), toProvider),
    };
  });
}

/** Counts a recorded refund's parts on the payments they went back to. */
export async function countRefundParts(tx: EntityManager, parts: RefundPart[] | undefined): Promise<void> {
  for (const part of parts ?? []) await addPaymentRefunded(tx, part.paymentId, part.amount);
}

async function applyRestock(tx: EntityManager, orderId: string, items: LineQuantity[], reason: string): Promise<void> {
  const lines = await findOrderLines(tx, orderId);
  for (const item of items) {
    const line = lines.find((l) => l.id === item.lineId);
    const quantity = Math.min(item.quantity, (line?.quantity ?? 0) - (line?.restocked_quantity ?? 0));
    // A custom line (a draft order's title and price) is no stock: nothing goes back on a shelf.
    if (!line || quantity <= 0 || line.variant_id === null) continue;
    // Units not yet shipped go back first: released from their allocations, they no longer ship.
    const unshipped = Math.min(quantity, line.quantity - line.fulfilled_quantity - line.released_quantity);
    await restock(tx, orderId, line.variant_id, { unshipped, shipped: quantity - unshipped }, reason);
    await addToLineCount(tx, line.id, 'restocked_quantity', quantity);
    if (unshipped > 0) await addToLineCount(tx, line.id, 'released_quantity', unshipped);
  }
}

const shippedOrReleased = (l: OrderLineRow) => l.fulfilled_quantity + l.released_quantity === l.quantity;

/** The whole of a refund: the provider's part and the balances' part. */
const totalOf = (plan: PlannedRefund) => plan.amount + (plan.balanceAmount ?? 0);

/** The refund as the order records it. */
const refundOf = (orderId: string, refundId: string, plan: PlannedRefund, providerReference: string | null) => ({
  id: refundId,
  orderId,
  amount: totalOf(plan),
  reason: plan.reason,
  restock: plan.restock,
  includeShipping: plan.includeShipping,
  items: plan.items,
  providerReference,
});

/** Records a refund the provider has made. Repeating it with the same refund id changes nothing. */
export async function recordRefund(
  em: EntityManager,
  ctx: ActionContext,
  refundId: string,
  plan: PlannedRefund,
  providerReference: string | null,
): Promise<OrderSnapshot> {
  return inTransaction(em, async (tx) => {
    const order = await findOrder(tx, ctx.storeId, ctx.orderId, true);
    if (!(await insertRefund(tx, refundOf(ctx.orderId, refundId, plan, providerReference)))) return snapshotOf(order);
    await countRefundParts(tx, plan.parts);
    if (plan.balanceAmount)
      await refundToTenders(
        tx,
        await findStore(tx, ctx.storeId),
        ctx.orderId,
        refundId,
        plan.balanceAmount,
        plan.tenderOrder,
      );
    const refundedLines = await findOrderLines(tx, ctx.orderId);
    for (const item of plan.items) {
      if (refundedLines.find((l) => l.id === item.lineId)?.gift_card)
        await takeBackGiftCards(tx, ctx.storeId, item.lineId, item.quantity, refundId, 'record');
      await addToLineCount(tx, item.lineId, 'refunded_quantity', item.quantity);
    }
    if (plan.restock) {
      await applyRestock(tx, ctx.orderId, plan.items, 'refund');
      // As a fulfilment shipping the last unit does: units put back before shipping may leave nothing to ship.
      const lines = await findOrderLines(tx, ctx.orderId);
      if (
        lines.some((l) => l.released_quantity > 0) &&
        lines.some((l) => l.fulfilled_quantity > 0) &&
        lines.every(shippedOrReleased)
      )
        await markOrderFulfilled(tx, ctx.orderId, true);
    }
    await addTimeline(tx, ctx.orderId, 'refunded', ctx.actor, `Refunded ${totalOf(plan)}`, {
      refundId,
      amount: totalOf(plan),
      ...(plan.balanceAmount ? { toBalances: plan.balanceAmount } : {}),
      items: plan.items,
      reason: plan.reason,
    });
    return snapshotOf(await recordOrderEvent(tx, ctx.storeId, ctx.orderId, 'order.refunded'));
  });
}

/** What cancelling will do to the money: refund what was captured, or void. */
export async function planCancel(
  em: EntityManager,
  ctx: ActionContext,
  reason: string | undefined,
): Promise<PlannedRefund> {
  return inTransaction(em, async (tx) => {
    const order = await lockForAction(tx, ctx, 'cancel');
    for (const line of (await findOrderLines(tx, ctx.orderId)).filter((l) => l.gift_card))
      await takeBackGiftCards(tx, ctx.storeId, line.id, line.quantity - line.refunded_quantity, 'plan', 'plan');
    const payment = await latestPaymentOfOrder(tx, ctx.orderId);
    // The provider refunds what the card paid and has not had back; the balances get theirs back in recordCancel.
    const amount = (await paymentRefundableOf(tx, order)).payment;
    return {
      amount,
      items: [],
      includeShipping: true,
      restock: true,
      reason: reason ?? null,
      paymentReference: payment?.provider_reference ?? null,
      viaProvider: payment?.provider !== 'manual',
      parts: splitRefund(await capturedPaymentsOfOrder(tx, ctx.orderId), amount),
    };
  });
}

/** Cancels: refund recorded (if money was captured), stock released or restocked, order cancelled. Idempotent. */
export async function recordCancel(
  em: EntityManager,
  ctx: ActionContext,
  refundId: string,
  plan: PlannedRefund,
  providerReference: string | null,
): Promise<OrderSnapshot> {
  return inTransaction(em, async (tx) => {
    const order = await findOrder(tx, ctx.storeId, ctx.orderId, true);
    if (order.status === 'cancelled') return snapshotOf(order);
    if (plan.amount > 0 && (await insertRefund(tx, refundOf(ctx.orderId, refundId, plan, providerReference))))
      await countRefundParts(tx, plan.parts);
    // The provider refunds what the card paid; what gift cards and store credit paid goes back onto them, before the
    // stock is touched: balances are locked before stock everywhere, so this cannot deadlock with a new checkout.
    await reverseTenders(tx, await findStore(tx, ctx.storeId), ctx.orderId, 'order cancelled');
    for (const line of (await findOrderLines(tx, ctx.orderId)).filter((l) => l.gift_card))
      await takeBackGiftCards(tx, ctx.storeId, line.id, line.quantity - line.refunded_quantity, refundId, 'record');
    await releaseStock(tx, ctx.orderId);
    const committedVariants = await committedVariantsOfOrder(tx, ctx.orderId);
    const committed = (await findOrderLines(tx, ctx.orderId)).filter(
      (l) => l.variant_id !== null && committedVariants.includes(l.variant_id),
    );
    await applyRestock(
      tx,
      ctx.orderId,
      committed.map((l) => ({ lineId: l.id, quantity: l.quantity })),
      'cancel',
    );
    await closeAllocations(tx, ctx.orderId);
    if (plan.amount === 0) await markOrderPaymentsVoided(tx, ctx.orderId);
    await markOrderCancelled(tx, ctx.orderId, plan.reason);
    await addTimeline(
      tx,
      ctx.orderId,
      'cancelled',
      ctx.actor,
      plan.reason ? `Cancelled: ${plan.reason}` : 'Cancelled',
      { refunded: plan.amount },
    );
    return snapshotOf(await recordOrderEvent(tx, ctx.storeId, ctx.orderId, 'order.cancelled'));
  });
}
