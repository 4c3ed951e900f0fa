import type { EntityManager } from '@mikro-orm/postgresql';
import { inTransaction } from '../db/sql';
import { DomainError, domainErrorOf, validationFailed } from '../shared/errors';
import { divideRoundHalfUp } from '../shared/money';
import { restock, writeOff } from '../catalogue/stock/stock.repository';
import {
  addToLineCount,
  findOrder,
  cartIdOfOrder,
  insertPendingOrder,
  markOrderAwaitingBalance,
  markOrderPaid,
  recordBalancePaid,
  refundRecorded,
} from '../orders/orders.repository';
import { recordOrderEvent } from '../orders/order-events';
import { exchangeVariants } from '../catalogue/catalogue.repository';
import { placeOf } from '../cart/cart-quote.service';
import { quote } from '../pricing/quote';
import { findTaxRate } from '../pricing/tax-rates';
import { commitStock, reserveStock } from '../catalogue/stock/stock.repository';
import { orderWorkflowId } from '../shared/workflow-ids';
import { sha256Hex } from '../shared/hashing';
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
import { findPaymentLinksOfOrder, insertPaymentLink } from '../payment-links/payment-links.repository';
import { newId } from '../shared/ids';
import type {
  PlannedResolution,
  ReceivedLine,
  ResolutionMethod,
  ReturnState,
  ReturnStatus,
  TrackingEntry,
  ExchangeLine,
  PlannedExchange,
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
export const planResolution = (
  em: EntityManager,
  ctx: ReturnContext,
  method: ResolutionMethod,
  exchangeLines: ExchangeLine[] = [],
) =>
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
    const credit = value - restockingFee;
    const exchange = method === 'exchange' ? await planExchange(tx, row, exchangeLines, credit) : undefined;
    return {
      method,
      amount: Math.max(0, credit - (exchange?.total ?? 0)),
      restockingFee,
      currency: row.currency,
      items: received
        .filter((r) => r.quantity > 0)
        .map((r) => ({ lineId: r.line.order_line_id, quantity: r.quantity })),
      customerId: row.customer_id,
      ...(exchange ? { exchange } : {}),
    };
  });

/**
 * The replacement order of an exchange, at each variant's current price in the order's currency, taxed as a cart
 * shipped to the order's address would be (src/pricing/quote.ts; no shipping is charged for it). The return's worth
 * (`credit`) includes the tax the returned units were charged, so the difference is the dearer price's and its tax's.
 * A cheaper one has the difference refunded; a dearer one leaves it due on the replacement, paid through a link.
 */
async function planExchange(
  tx: EntityManager,
  row: ReturnRow,
  lines: ExchangeLine[],
  credit: number,
): Promise<PlannedExchange> {
  if (lines.length === 0) {
    throw validationFailed('An exchange names the variants the shopper takes instead.', [
      { field: 'body.exchange.lines', code: 'required', message: 'at least one variant' },
    ]);
  }
  const variants = await exchangeVariants(
    tx,
    row.store_id,
    lines.map((l) => l.variantId),
    row.currency,
  );
  const priced = lines.map((line, i) => {
    const variant = variants.find((v) => v.id === line.variantId);
    if (!variant || variant.amount === null || lines.findIndex((l) => l.variantId === line.variantId) !== i) {
      throw validationFailed(`Variant ${line.variantId} cannot be sold in ${row.currency}, or is listed twice.`, [
        { field: `body.exchange.lines.${i}.variantId`, code: 'unknown', message: 'no such variant for sale' },
      ]);
    }
    return {
      productId: variant.product_id,
      variantId: variant.id,
      title: variant.product_title,
      variantTitle: variant.variant_title,
      sku: variant.sku,
      unitAmount: Number(variant.amount),
      quantity: line.quantity,
    };
  });
  const order = await findOrder(tx, row.store_id, row.order_id);
  const store = await findStore(tx, row.store_id);
  const taxed = quote({
    lines: priced.map((l, i) => ({ id: String(i), unitAmount: l.unitAmount, quantity: l.quantity })),
    shippingAmount: 0,
    taxRateBasisPoints: await findTaxRate(tx, row.store_id, placeOf(order)),
    taxInclusive: store.taxInclusive,
  });
  return {
    orderId: `ord_${sha256Hex(`exchange:${row.id}`).slice(0, 32)}`,
    subtotal: taxed.subtotal,
    tax: taxed.taxTotal,
    total: taxed.total,
    balanceDue: Math.max(0, taxed.total - credit),
    lines: priced.map((l, i) => ({ ...l, tax: taxed.lines[i].tax, total: taxed.lines[i].total })),
  };
}

/**
 * The exchange's replacement order, once: an unfulfilled order of the same customer and address, its stock reserved
 * and taken with ledger rows, paid by the return up to what the return is worth (not captured, so nothing of it is
 * ever refunded to a card). A dearer replacement is confirmed with the rest due and its payment still pending, and a
 * payment link for the rest is made in the same transaction; it cannot be fulfilled until the link is paid. A retried
 * step finds the order made and does nothing, so there is one order, one stock movement and one link.
 */
export const createExchangeOrder = (em: EntityManager, ctx: ReturnContext, plan: PlannedResolution) =>
  inTransaction(em, async (tx): Promise<void> => {
    const exchange = plan.exchange as PlannedExchange;
    const row = await findReturn(tx, ctx.storeId, ctx.returnId, true);
    if (await cartIdOfOrder(tx, ctx.storeId, exchange.orderId)) return;
    const original = await findOrder(tx, ctx.storeId, row.order_id);
    // A plan recorded before exchanges were taxed has no tax: its replacement is made as it was planned.
    const lines = exchange.lines.map((l) => ({
      ...l,
      imageUrl: null,
      subtotal: l.unitAmount * l.quantity,
      discount: 0,
      tax: l.tax ?? 0,
      total: l.total ?? l.unitAmount * l.quantity,
    }));
    await insertPendingOrder(
      tx,
      {
        id: exchange.orderId,
        storeId: ctx.storeId,
        // Orders are keyed by the cart they came from; an exchange has none, so it names its return instead.
        cartId: `exchange_${ctx.returnId}`,
        customerId: row.customer_id as string,
        email: row.email,
        currency: row.currency,
        paymentMethod: 'exchange',
        subtotal: exchange.subtotal ?? exchange.total,
        discount: 0,
        shipping: 0,
        tax: exchange.tax ?? 0,
        total: exchange.total,
        discountCode: null,
        shippingAddress: original.shipping_address,
        billingAddress: original.billing_address,
        shippingOption: original.shipping_option,
        note: `Exchange for return ${ctx.returnId} of order #${row.order_number}`,
        workflowId: orderWorkflowId(exchange.orderId),
      },
      lines,
    );
    await reserveStock(tx, exchange.orderId, lines);
    await commitStock(tx, exchange.orderId);
    const due = exchange.balanceDue ?? 0;
    await recordBalancePaid(tx, exchange.orderId, exchange.total - due);
    // The link's id is random (it is the shopper's credential); made in this transaction, so a retry makes none.
    const paymentLinkId = due > 0 ? newId('plink') : null;
    if (paymentLinkId) {
      await markOrderAwaitingBalance(tx, exchange.orderId, due);
      await insertPaymentLink(tx, {
        id: paymentLinkId,
        storeId: ctx.storeId,
        orderId: exchange.orderId,
        amount: due,
        currency: row.currency,
      });
    } else {
      await markOrderPaid(tx, exchange.orderId);
    }
    const why = `Exchange for return ${ctx.returnId} of order #${row.order_number}`;
    await addTimeline(tx, exchange.orderId, 'created', 'admin', why, { returnId: ctx.returnId });
    if (paymentLinkId) {
      await addTimeline(tx, exchange.orderId, 'balance_due', 'admin', `Balance of ${due} due through a payment link`, {
        returnId: ctx.returnId,
        paymentLinkId,
        balanceDue: due,
      });
    }
    await addTimeline(tx, row.order_id, 'exchange_created', 'admin', `Replacement order for return ${ctx.returnId}`, {
      returnId: ctx.returnId,
      exchangeOrderId: exchange.orderId,
      ...(paymentLinkId ? { paymentLinkId, balanceDue: due } : {}),
    });
    await recordOrderEvent(tx, ctx.storeId, exchange.orderId, 'order.created');
    // A replacement with a balance due is paid (order.paid) when its link is.
    if (!paymentLinkId) await recordOrderEvent(tx, ctx.storeId, exchange.orderId, 'order.paid');
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
      // Returned units shipped: back where they shipped from; the damaged ones written off from there.
      const placed = await restock(tx, row.order_id, line.variant_id, { unshipped: 0, shipped: back }, 'return');
      if (line.damaged_quantity > 0) {
        await writeOff(tx, row.order_id, line.variant_id, line.damaged_quantity, 'return_write_off', placed);
      }
      if (line.sellable_quantity > 0) {
        await addToLineCount(tx, line.order_line_id, 'restocked_quantity', line.sellable_quantity);
      }
    }
    const due = plan.exchange?.balanceDue ?? 0;
    // The replacement's link, found by its order (the replacement step made it with a random id).
    const link = due > 0 ? (await findPaymentLinksOfOrder(tx, (plan.exchange as PlannedExchange).orderId))[0] : null;
    const resolution = {
      method: plan.method,
      amount: plan.amount,
      restockingFee: plan.restockingFee,
      ...(plan.exchange ? { exchangeOrderId: plan.exchange.orderId } : {}),
      ...(link ? { balanceDue: due, paymentLinkId: link.id } : {}),
    };
    await updateReturn(tx, ctx.returnId, { status: 'resolved', resolution });
    const how = plan.method === 'store_credit' ? 'credited' : 'refunded';
    if (plan.exchange) {
      const message = link
        ? `Exchanged: replacement order ${plan.exchange.orderId}, ${due} due through payment link ${link.id}`
        : `Exchanged: replacement order ${plan.exchange.orderId}, ${plan.amount} refunded`;
      await recordReturnEvent(tx, ctx.storeId, ctx.returnId, 'order.exchanged', 'admin', message);
    }
    return recordReturnEvent(
      tx,
      ctx.storeId,
      ctx.returnId,
      'return.resolved',
      'admin',
      `Return ${how}: ${plan.amount}`,
    );
  });
