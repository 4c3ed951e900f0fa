import type { EntityManager } from '@mikro-orm/postgresql';
import { inTransaction } from '../db/sql';
import { recordEvent } from '../events/outbox';
import type { EventType } from '../events/event-types';
import { DomainError, domainErrorOf, validationFailed } from '../shared/errors';
import { divideRoundHalfUp } from '../shared/money';
import type { CursorCodec, Page } from '../shared/pagination';
import type { Store } from '../stores/store.entity';
import { findStore } from '../stores/stores.service';
import { shipReplacement } from '../catalogue/stock/stock.repository';
import { addTimeline, findOrder, findOrderLines, insertFulfilment, refundRecorded } from '../orders/orders.repository';
import { snapshotOf } from '../orders/order-states';
import { refundRefusal } from '../orders/refund-cap';
import type { OrderWorkflows } from '../orders/order-workflows.port';
import { unitsInReturns } from './returns.repository';
import {
  fetchClaimPage,
  findClaim,
  findClaimIfAny,
  findClaimLines,
  insertClaim,
  settleClaim,
  unitsInClaims,
  type ClaimFilters,
  type ClaimRow,
} from './claims.repository';
import { presentClaim, type ClaimView } from './claims.presenter';

export interface ClaimRequest {
  /** The claim's id: keyed by the request's Idempotency-Key (keyedId), so a retry finds the claim it made. */
  id: string;
  reason: ClaimRow['reason'];
  resolution: ClaimRow['resolution'];
  lines: Array<{ lineId: string; quantity: number }>;
  note?: string | null;
}

/** Failures that say the refund could not run now (503, or an unexpected one): the claim stays open for a retry. */
const NOT_NOW = new Set(['service_unavailable', 'internal_error']);

async function viewOf(em: EntityManager, store: Store, claimId: string): Promise<ClaimView> {
  const row = await findClaim(em, store.id, claimId);
  return presentClaim(row, await findClaimLines(em, [row.id]), store.defaultLanguage);
}

/** Writes a claim.* event with the claim as it is now, and its line on the order's timeline, in the caller's tx. */
async function recordClaimEvent(em: EntityManager, storeId: string, claimId: string, type: EventType, message: string) {
  const row = await findClaim(em, storeId, claimId);
  const store = await findStore(em, storeId);
  const view = presentClaim(row, await findClaimLines(em, [row.id]), store.defaultLanguage);
  await recordEvent(em, storeId, type, view);
  await addTimeline(em, row.order_id, type.replace('.', '_'), 'admin', message, { claimId });
}

/** The order's id for a claim's fulfilment: one per claim, so the replacement is findable from the claim. */
const fulfilmentIdOf = (claimId: string) => `ful_${claimId.slice('clm_'.length)}`;

/**
 * Staff's claim on units of a fulfilled order lost or damaged in transit. Checked under the order's row lock, so two
 * claims (or a claim and a return) cannot both take the same units. A replacement is made in the same transaction
 * (the units leave the stock with ledger rows, and a fulfilment of them is added to the order), so the claim is
 * resolved at once or nothing is recorded; a refund goes through the order's workflow, keyed by the claim, so a
 * retry with the same Idempotency-Key joins it and never refunds twice.
 */
export async function createClaim(
  em: EntityManager,
  orders: OrderWorkflows,
  store: Store,
  orderId: string,
  input: ClaimRequest,
): Promise<ClaimView> {
  const made = await findClaimIfAny(em, store.id, input.id);
  if (!made) {
    await inTransaction(em, async (tx) => {
      const order = await findOrder(tx, store.id, orderId, true);
      const lines = await pickClaimLines(tx, orderId, input.lines);
      const valueAmount = lines.reduce((sum, l) => sum + l.valueAmount, 0);
      if (input.resolution === 'refund') {
        const refusal = refundRefusal(valueAmount, snapshotOf(order).refundable);
        if (refusal) throw domainErrorOf(refusal);
      }
      await insertClaim(tx, {
        id: input.id,
        storeId: store.id,
        orderId,
        orderNumber: Number(order.number),
        reason: input.reason,
        resolution: input.resolution,
        note: input.note ?? null,
        currency: order.currency,
        valueAmount,
        lines,
      });
      const units = lines.reduce((n, l) => n + l.quantity, 0);
      await recordClaimEvent(tx, store.id, input.id, 'claim.created', `Claim: ${units} unit(s) ${input.reason}`);
      if (input.resolution === 'replacement') await replace(tx, store.id, input.id);
    });
  }
  const row = await findClaim(em, store.id, input.id);
  if (row.resolution === 'refund' && row.status === 'open') await refundClaim(em, orders, store.id, row);
  return viewOf(em, store, input.id);
}

/** Each line: on the order, listed once, and no more than shipped minus what claims and returns already hold. */
async function pickClaimLines(tx: EntityManager, orderId: string, items: ClaimRequest['lines']) {
  const lines = await findOrderLines(tx, orderId);
  const claimed = await unitsInClaims(tx, orderId);
  const returning = await unitsInReturns(tx, orderId);
  return items.map((item, i) => {
    const line = lines.find((l) => l.id === item.lineId);
    if (!line || items.findIndex((other) => other.lineId === item.lineId) !== i) {
      throw validationFailed(`Line ${item.lineId} is not on this order, or is listed twice.`, [
        { field: `body.lines.${i}.lineId`, code: 'unknown', message: 'no such line on this order, or listed twice' },
      ]);
    }
    // A custom line (a draft order's title and price) has no stock to replace from: it is refunded instead.
    if (line.product_id === null || line.variant_id === null)
      throw validationFailed(`Line ${item.lineId} is a custom line: refund it instead of claiming it.`, [
        { field: `body.lines.${i}.lineId`, code: 'custom_line', message: 'a custom line cannot be claimed' },
      ]);
    const claimable = line.fulfilled_quantity - (claimed.get(line.id) ?? 0) - (returning.get(line.id) ?? 0);
    if (item.quantity > claimable) {
      throw new DomainError(
        'claim_quantity_exceeded',
        `At most ${Math.max(0, claimable)} of ${line.title} can be claimed: shipped, and not claimed or returned.`,
        [{ field: `body.lines.${i}.quantity`, code: 'maximum', message: `at most ${Math.max(0, claimable)}` }],
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

/** The replacement: the units leave the stock (in variant order, as every stock move does) and ship again. */
async function replace(tx: EntityManager, storeId: string, claimId: string): Promise<void> {
  const claim = await findClaim(tx, storeId, claimId, true);
  const lines = await findClaimLines(tx, [claimId]);
  const units = lines.map((l) => ({ variantId: l.variant_id, quantity: l.quantity }));
  const locationId = await shipReplacement(tx, claim.order_id, units, 'claim_replacement');
  const fulfilmentId = fulfilmentIdOf(claimId);
  const items = lines.map((l) => ({ lineId: l.order_line_id, quantity: l.quantity }));
  await insertFulfilment(tx, {
    id: fulfilmentId,
    orderId: claim.order_id,
    // The one location the replacement's units left.
    locationId,
    items,
    tracking: null,
    notifyCustomer: false,
  });
  await settleClaim(tx, claimId, { status: 'resolved', fulfilmentId });
  await recordClaimEvent(tx, storeId, claimId, 'claim.resolved', `Claim ${claimId}: replacement ${fulfilmentId}`);
}

/**
 * The refund, as a step of the order's workflow (one money step at a time, refused above captured minus refunded
 * whatever else refunds the order meanwhile); its update id and refund id are the claim's. A refusal settles the
 * claim as failed; a step that could not run now (503) leaves it open for the retry.
 */
async function refundClaim(em: EntityManager, orders: OrderWorkflows, storeId: string, claim: ClaimRow) {
  const refundId = `ref_${claim.id}`;
  const amount = Number(claim.value_amount);
  try {
    const snapshot = snapshotOf(await findOrder(em, storeId, claim.order_id));
    // A retry after the refund was made joins it: counted as refunded already, it would be refused against the rest.
    if (!(await refundRecorded(em, claim.order_id, refundId))) {
      const refusal = refundRefusal(amount, snapshot.refundable);
      if (refusal) throw domainErrorOf(refusal);
    }
    const items = (await findClaimLines(em, [claim.id])).map((l) => ({
      lineId: l.order_line_id,
      quantity: l.quantity,
    }));
    const request = { amount, items, restock: false, reason: `Claim ${claim.id}`, refundId };
    await orders.runStep(snapshot, { action: 'refund', request }, `claim-${claim.id}:refund`);
  } catch (error) {
    // Any other answer is the order refusing the refund (the cap, its state): the claim has failed.
    if (error instanceof DomainError && !NOT_NOW.has(error.code)) {
      await inTransaction(em, async (tx) => {
        const row = await findClaim(tx, storeId, claim.id, true);
        if (row.status !== 'open') return;
        await settleClaim(tx, claim.id, { status: 'failed', failure: { code: error.code, message: error.message } });
      });
    }
    throw error;
  }
  await inTransaction(em, async (tx) => {
    const row = await findClaim(tx, storeId, claim.id, true);
    if (row.status !== 'open') return;
    await settleClaim(tx, claim.id, { status: 'resolved', refundId });
    await recordClaimEvent(tx, storeId, claim.id, 'claim.resolved', `Claim ${claim.id}: refunded ${amount}`);
  });
}

export const getClaim = viewOf;

export function listClaims(
  em: EntityManager,
  cursors: CursorCodec,
  store: Store,
  query: ClaimFilters,
): Promise<Page<ClaimView>> {
  return fetchClaimPage(em, cursors, store.id, query, async (rows) => {
    const lines = await findClaimLines(
      em,
      rows.map((r) => r.id),
    );
    return rows.map((r) => presentClaim(r, lines, store.defaultLanguage));
  });
}
