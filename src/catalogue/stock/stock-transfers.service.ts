import type { EntityManager } from '@mikro-orm/postgresql';
import { inTransaction } from '../../db/sql';
import { DomainError, invalidField, notFound } from '../../shared/errors';
import { newId } from '../../shared/ids';
import { isoTimestamp, isoTimestampOrNull } from '../../shared/timestamps';
import { lockLocationForStock, moveLocationStock } from './location-stock.repository';
import { variantInStore } from '../products/products.admin.repository';
import {
  addReceived,
  findTransfer,
  insertTransfer,
  linesOfTransfers,
  listTransfers,
  markReceivedWhenWhole,
  markShipped,
  type TransferLineRow,
  type TransferRow,
} from './stock-transfers.repository';

interface TransferLineInput {
  variantId: string;
  quantity: number;
}

export interface TransferInput {
  fromLocationId: string;
  toLocationId: string;
  note?: string;
  lines: TransferLineInput[];
}

function presentTransfer(row: TransferRow, lines: TransferLineRow[]) {
  return {
    id: row.id,
    fromLocationId: row.from_location_id,
    toLocationId: row.to_location_id,
    status: row.status,
    note: row.note,
    lines: lines.map((l) => ({ variantId: l.variant_id, quantity: l.quantity, receivedQuantity: l.received_quantity })),
    createdAt: isoTimestamp(row.created_at),
    updatedAt: isoTimestamp(row.updated_at),
    shippedAt: isoTimestampOrNull(row.shipped_at),
    receivedAt: isoTimestampOrNull(row.received_at),
  };
}

async function present(em: EntityManager, storeId: string, id: string) {
  const row = await findTransfer(em, storeId, id);
  if (!row) throw notFound('stock transfer', id);
  return presentTransfer(row, await linesOfTransfers(em, [id]));
}

export async function listStockTransfers(em: EntityManager, storeId: string) {
  const rows = await listTransfers(em, storeId);
  const lines = await linesOfTransfers(
    em,
    rows.map((r) => r.id),
  );
  return {
    data: rows.map((row) =>
      presentTransfer(
        row,
        lines.filter((l) => l.transfer_id === row.id),
      ),
    ),
    hasMore: false,
  };
}

export const getStockTransfer = present;

const sameVariantTwice = (lines: TransferLineInput[]) => new Set(lines.map((l) => l.variantId)).size !== lines.length;

/** A draft: nothing moves until it ships. */
export function createStockTransfer(em: EntityManager, storeId: string, input: TransferInput) {
  return inTransaction(em, async (tx) => {
    if (input.fromLocationId === input.toLocationId)
      throw invalidField('body.toLocationId', 'same_location', 'a transfer goes to another location');
    if (sameVariantTwice(input.lines))
      throw invalidField('body.lines', 'duplicate_variant', 'each variant is one line of the transfer');
    for (const locationId of [input.fromLocationId, input.toLocationId])
      if (!(await lockLocationForStock(tx, storeId, locationId))) throw notFound('location', locationId);
    for (const line of input.lines)
      if (!(await variantInStore(tx, storeId, line.variantId))) throw notFound('variant', line.variantId);
    const id = newId('trf');
    await insertTransfer(
      tx,
      { id, storeId, fromLocationId: input.fromLocationId, toLocationId: input.toLocationId, note: input.note ?? null },
      input.lines,
    );
    return present(tx, storeId, id);
  });
}

const wrongState = (row: TransferRow, step: string) =>
  new DomainError('invalid_state_transition', `A ${row.status} transfer cannot be ${step}.`, { status: row.status });

/**
 * Draft → in transit: the units leave the source location, one ledger row per line. In-transit units stand at no
 * location, so they are in no variant's available stock until received.
 */
export function shipStockTransfer(em: EntityManager, storeId: string, id: string) {
  return inTransaction(em, async (tx) => {
    const row = await findTransfer(tx, storeId, id, true);
    if (!row) throw notFound('stock transfer', id);
    if (row.status !== 'draft') throw wrongState(row, 'shipped');
    const from = await lockLocationForStock(tx, storeId, row.from_location_id);
    if (!from) throw notFound('location', row.from_location_id);
    for (const line of await linesOfTransfers(tx, [id])) {
      await moveLocationStock(tx, {
        storeId,
        variantId: line.variant_id,
        location: from,
        delta: -line.quantity,
        reason: 'transfer_out',
        reference: id,
      });
    }
    await markShipped(tx, id);
    return present(tx, storeId, id);
  });
}

/**
 * In transit → received, whole or in part: the received units land at the destination, one ledger row per line
 * received. Without lines, everything still in transit is received. The transfer is `received` once every line is.
 */
export function receiveStockTransfer(
  em: EntityManager,
  storeId: string,
  id: string,
  input: { lines?: TransferLineInput[] },
) {
  return inTransaction(em, async (tx) => {
    const row = await findTransfer(tx, storeId, id, true);
    if (!row) throw notFound('stock transfer', id);
    if (row.status !== 'in_transit') throw wrongState(row, 'received');
    const to = await lockLocationForStock(tx, storeId, row.to_location_id);
    if (!to) throw notFound('location', row.to_location_id);
    const lines = await linesOfTransfers(tx, [id]);
    const wanted =
      input.lines ?? lines.map((l) => ({ variantId: l.variant_id, quantity: l.quantity - l.received_quantity }));
    if (input.lines && sameVariantTwice(input.lines))
      throw invalidField('body.lines', 'duplicate_variant', 'each variant is one line of the receipt');
    for (const [index, receipt] of wanted.entries()) {
      const line = lines.find((l) => l.variant_id === receipt.variantId);
      if (!line || receipt.quantity > line.quantity - line.received_quantity)
        throw invalidField(
          `body.lines[${index}].quantity`,
          'exceeds_in_transit',
          `only ${line ? line.quantity - line.received_quantity : 0} units of ${receipt.variantId} are in transit`,
        );
    }
    for (const receipt of wanted.filter((r) => r.quantity > 0)) {
      await moveLocationStock(tx, {
        storeId,
        variantId: receipt.variantId,
        location: to,
        delta: receipt.quantity,
        reason: 'transfer_in',
        reference: id,
      });
      await addReceived(tx, id, receipt.variantId, receipt.quantity);
    }
    await markReceivedWhenWhole(tx, id);
    return present(tx, storeId, id);
  });
}
