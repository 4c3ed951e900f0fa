import type { EntityManager } from '@mikro-orm/postgresql';
import { inTransaction } from '../db/sql';
import { domainErrorOf, invalidStateTransition } from '../shared/errors';
import { newId } from '../shared/ids';
import { commitStock, restock, takeStockForOrder } from '../catalogue/stock/stock.repository';
import {
  capturedPaymentsOfOrder,
  insertPendingPaymentOnce,
  latestPaymentOfOrder,
  markOrderPaymentsVoided,
  markPaymentCaptured,
} from '../payments/payments.repository';
import { splitRefund, type RefundPart } from '../payments/refund-parts';
import { countRefundParts, paymentRefundableOf } from '../orders/order-refunds.service';
import { storeProviderNameOf } from '../payments/provider-settings';
import { findStore } from '../stores/stores.service';
import {
  addTimeline,
  applyOrderEdit,
  findOrder,
  markOrderPaid,
  insertRefund,
  recordBalanceCaptured,
  refundRecorded,
} from '../orders/orders.repository';
import { recordOrderEvent } from '../orders/order-events';
import { awaitsManualPayment, snapshotOf } from '../orders/order-states';
import { settleDraftOfOrder } from '../draft-orders/draft-orders.service';
import { refundRefusal } from '../orders/refund-cap';
import type { ActionContext } from '../orders/order-actions.service';
import type { OrderSnapshot } from '../orders/order.types';
import { findPaymentLink, insertPaymentLink, markPaymentLinkPaid } from '../payment-links/payment-links.repository';
import { closeOrderEdit, findOrderEdit } from './order-edits.repository';
import { previewOf } from './order-edit-context';
import { requireEditable, versionConflict } from './order-edits.service';
import type { EditResult } from './order-edits.presenter';
import type { PlannedLinkPayment } from './order-edits.types';

/** What the workflow does about money after the edit is written: a refund through the provider, or nothing. */
export interface CommittedEdit {
  refundId: string | null;
  refundAmount: number;
  /** The refund's row exists already (a retried commit): the provider is not called again. */
  refundRecorded: boolean;
  paymentReference: string | null;
  viaProvider: boolean;
  /** The refund split over the order's captured payments, newest first. */
  parts: RefundPart[];
}

/** A surplus lowers the balance still due first; only the rest goes back to the card. */
function splitSurplus(surplus: number, balanceDue: number) {
  const fromBalanceDue = Math.min(surplus, balanceDue);
  return { fromBalanceDue, refund: surplus - fromBalanceDue };
}

/**
 * Writes the edit onto the order in one transaction under the order's lock: the version is checked first (the
 * check that makes the second of two concurrent commits a 409), then stock moves (a stock-ledger row per variant),
 * lines and totals, a payment link for a shortfall, the timeline's before and after, and `order.edited`. Money moves
 * after this, keyed by the edit: a retried commit finds the edit committed and only finishes what is left.
 */
export async function applyEditCommit(
  em: EntityManager,
  ctx: ActionContext,
  editId: string,
  expectedVersion: number,
): Promise<CommittedEdit> {
  return inTransaction(em, async (tx) => {
    const order = await findOrder(tx, ctx.storeId, ctx.orderId, true);
    const edit = await findOrderEdit(tx, ctx.storeId, editId, true);
    const payment = await latestPaymentOfOrder(tx, ctx.orderId);
    const money = {
      paymentReference: payment?.provider_reference ?? null,
      viaProvider: payment?.provider !== 'manual',
    };
    if (edit.status === 'committed') {
      const result = edit.result as unknown as EditResult;
      const recorded = result.refundId ? await refundRecorded(tx, ctx.orderId, result.refundId) : true;
      const refund = { refundId: result.refundId, refundAmount: result.refundAmount, parts: result.parts ?? [] };
      return { ...refund, refundRecorded: recorded, ...money };
    }
    if (edit.status !== 'open') throw invalidStateTransition('commit the edit', edit.status, [], 'edit');
    if (order.version !== expectedVersion) throw versionConflict(expectedVersion, order.version);
    requireEditable(order);
    const store = await findStore(tx, ctx.storeId);
    const preview = await previewOf(tx, store, order, edit.operations);
    const surplus = splitSurplus(Math.max(0, -preview.difference), Number(order.balance_due_amount));
    // What the card can take back, from the ledger: a refund may have gone to gift cards or credit first.
    const refusal =
      surplus.refund > 0 ? refundRefusal(surplus.refund, (await paymentRefundableOf(tx, order)).payment) : undefined;
    if (refusal) throw domainErrorOf(refusal);
    const shortfall = Math.max(0, preview.difference);
    // Units put back first, so an edit that swaps a variant for itself never needs the stock twice. Removed units
    // never shipped (an edit keeps what shipped): they leave their allocations, back where they were allocated.
    const stock = [...preview.stock].sort((a, b) => a.variantId.localeCompare(b.variantId));
    for (const s of stock.filter((m) => m.quantity < 0))
      await restock(tx, ctx.orderId, s.variantId, { unshipped: -s.quantity, shipped: 0 }, 'order_edit');
    // Added units are allocated together by the store's strategy, as a payment's are.
    await takeStockForOrder(
      tx,
      ctx.orderId,
      stock.filter((m) => m.quantity > 0),
      'order_edit',
    );
    // An added line's order-line id is its operation's, so a retried write would name the same line.
    const lines = preview.lines.map((l) => (l.added ? { ...l, lineId: `li_${l.lineId.slice('op_'.length)}` } : l));
    await applyOrderEdit(tx, ctx.orderId, lines, {
      subtotal: preview.subtotal,
      discount: preview.discountTotal,
      shipping: preview.shippingTotal,
      tax: preview.taxTotal,
      total: preview.total,
      discountCode: preview.discountCode,
      shippingOption: preview.shippingOption,
      shippingAddress: preview.shippingAddress,
      balanceDue: shortfall - surplus.fromBalanceDue,
    });
    const paymentLinkId = shortfall > 0 ? newId('plink') : null;
    if (paymentLinkId)
      await insertPaymentLink(tx, {
        id: paymentLinkId,
        storeId: ctx.storeId,
        orderId: ctx.orderId,
        amount: shortfall,
        currency: order.currency,
      });
    const refundId = surplus.refund > 0 ? `ref_${editId.slice('oed_'.length)}` : null;
    // Split now and kept with the edit, so a retried commit sends each part to the same payment under the same key.
    const parts = surplus.refund > 0 ? splitRefund(await capturedPaymentsOfOrder(tx, ctx.orderId), surplus.refund) : [];
    const result: EditResult = {
      preview,
      refundId,
      refundAmount: surplus.refund,
      parts,
      paymentLinkId,
      balanceDue: Number(order.balance_due_amount) + shortfall - surplus.fromBalanceDue,
      version: order.version + 1,
    };
    await closeOrderEdit(tx, editId, 'committed', result as unknown as Record<string, unknown>);
    await addTimeline(
      tx,
      ctx.orderId,
      'edited',
      ctx.actor,
      `Edited: total ${preview.previousTotal} → ${preview.total}`,
      {
        editId,
        before: { total: preview.previousTotal, version: order.version },
        after: { total: preview.total, version: order.version + 1 },
        lines: preview.lines
          .filter((l) => l.quantity !== l.previousQuantity)
          .map((l) => ({ lineId: l.lineId, title: l.title, before: l.previousQuantity, after: l.quantity })),
        refund: surplus.refund,
        paymentLinkId,
        balanceDue: shortfall,
      },
    );
    await recordOrderEvent(tx, ctx.storeId, ctx.orderId, 'order.edited');
    return { refundId, refundAmount: surplus.refund, parts, refundRecorded: false, ...money };
  });
}

/** Records the edit's refund once the provider has made it; the refund id makes a repeat change nothing. */
export async function recordEditRefund(
  em: EntityManager,
  ctx: ActionContext,
  editId: string,
  committed: CommittedEdit,
  providerReference: string | null,
): Promise<OrderSnapshot> {
  return inTransaction(em, async (tx) => {
    const order = await findOrder(tx, ctx.storeId, ctx.orderId, true);
    if (!committed.refundId || committed.refundAmount === 0) return snapshotOf(order);
    const refund = {
      id: committed.refundId,
      orderId: ctx.orderId,
      amount: committed.refundAmount,
      reason: `Order edit ${editId}`,
      restock: false,
      includeShipping: false,
      items: [],
      providerReference,
    };
    if (!(await insertRefund(tx, refund))) return snapshotOf(order);
    await countRefundParts(tx, committed.parts);
    await addTimeline(tx, ctx.orderId, 'refunded', ctx.actor, `Refunded ${committed.refundAmount}`, {
      refundId: committed.refundId,
      amount: committed.refundAmount,
      editId,
    });
    return snapshotOf(await recordOrderEvent(tx, ctx.storeId, ctx.orderId, 'order.refunded'));
  });
}

/**
 * A payment link's payment, planned under the order's and the link's locks: its payment row (id from the
 * workflow, one per attempt, so a declined card's retry with another card is a new payment) through the store's
 * provider. A paid link answers alreadyPaid.
 */
export async function planLinkPayment(
  em: EntityManager,
  ctx: ActionContext,
  linkId: string,
  paymentId: string,
): Promise<PlannedLinkPayment> {
  return inTransaction(em, async (tx) => {
    const order = await findOrder(tx, ctx.storeId, ctx.orderId, true);
    const link = await findPaymentLink(tx, ctx.storeId, linkId, true);
    const planned = { linkId, paymentId, amount: Number(link.amount), currency: link.currency };
    if (link.status === 'paid') return { ...planned, alreadyPaid: true };
    if (link.status !== 'open') throw invalidStateTransition('pay the link', link.status, [], 'payment link');
    // A cancelled order's balance (an unpaid exchange replacement the store gave up on) is no longer owed.
    if (order.status === 'cancelled') throw invalidStateTransition('pay the link', 'cancelled', [], 'order');
    // A draft's order marked paid by transfer (or cancelled as its link expired) in an earlier step of the order's
    // workflow takes no card payment, though the link's own row may not say so yet.
    if (link.purpose === 'draft_order' && !awaitsManualPayment(order))
      throw invalidStateTransition('pay the link', `${order.status} (${order.payment_status})`, [], 'draft order');
    await insertPendingPaymentOnce(tx, {
      id: paymentId,
      orderId: ctx.orderId,
      provider: storeProviderNameOf(ctx.storeId),
      method: 'card',
      amount: planned.amount,
    });
    return { ...planned, alreadyPaid: false };
  });
}

/** The link's payment was captured: the link is paid, the order's captured amount grows and its balance due shrinks. */
export async function recordLinkPayment(
  em: EntityManager,
  ctx: ActionContext,
  planned: PlannedLinkPayment,
): Promise<OrderSnapshot> {
  return inTransaction(em, async (tx) => {
    const order = await findOrder(tx, ctx.storeId, ctx.orderId, true);
    const link = await findPaymentLink(tx, ctx.storeId, planned.linkId, true);
    if (!(await markPaymentLinkPaid(tx, planned.linkId, planned.paymentId))) return snapshotOf(order);
    await markPaymentCaptured(tx, planned.paymentId);
    if (link.purpose === 'draft_order') return recordDraftPaid(tx, ctx, planned);
    await recordBalanceCaptured(tx, ctx.orderId, planned.amount);
    await addTimeline(tx, ctx.orderId, 'balance_paid', 'customer', `Balance of ${planned.amount} paid`, {
      paymentLinkId: planned.linkId,
      paymentId: planned.paymentId,
      amount: planned.amount,
    });
    return snapshotOf(await recordOrderEvent(tx, ctx.storeId, ctx.orderId, 'order.paid'));
  });
}

/**
 * A draft order's link paid its whole total: as a checkout completes, the reserved stock leaves for good and the
 * order is confirmed and paid; the pending manual payment it waited with is voided; the draft settles as paid.
 */
async function recordDraftPaid(
  tx: EntityManager,
  ctx: ActionContext,
  planned: PlannedLinkPayment,
): Promise<OrderSnapshot> {
  await commitStock(tx, ctx.orderId);
  await markOrderPaid(tx, ctx.orderId);
  await markOrderPaymentsVoided(tx, ctx.orderId);
  await addTimeline(tx, ctx.orderId, 'paid', 'customer', 'Paid through the payment link', {
    paymentLinkId: planned.linkId,
    paymentId: planned.paymentId,
    amount: planned.amount,
  });
  const snapshot = snapshotOf(await recordOrderEvent(tx, ctx.storeId, ctx.orderId, 'order.paid'));
  await settleDraftOfOrder(tx, ctx.storeId, ctx.orderId);
  return snapshot;
}
