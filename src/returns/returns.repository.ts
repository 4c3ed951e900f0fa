import type { EntityManager } from '@mikro-orm/postgresql';
import { execute, queryOne, queryRows } from '../db/sql';
import { sql } from '../db/sql-template';
import type { EntityRow } from '../db/entity-row';
import { fetchKeysetPage, newestFirst, SqlFilters, type PageRequest } from '../db/keyset';
import type { CursorCodec, Page } from '../shared/pagination';
import { newId } from '../shared/ids';
import { notFound } from '../shared/errors';
import type { ReturnSchema } from './return.entity';
import type { ReturnLineSchema } from './return-line.entity';
import type { ReturnTrackingSchema } from './return-tracking.entity';
import type { ReturnStatus, TrackingEntry } from './returns.types';

export type ReturnRow = EntityRow<typeof ReturnSchema>;
export type ReturnLineRow = EntityRow<typeof ReturnLineSchema>;
export type ReturnTrackingRow = EntityRow<typeof ReturnTrackingSchema>;

export interface NewReturn {
  id: string;
  storeId: string;
  orderId: string;
  orderNumber: number;
  customerId: string | null;
  email: string;
  status: ReturnStatus;
  reason: string;
  note: string | null;
  currency: string;
  valueAmount: number;
  shipBy: Date | null;
  lines: Array<{
    orderLineId: string;
    productId: string;
    variantId: string;
    title: string;
    quantity: number;
    valueAmount: number;
  }>;
}

export async function insertReturn(em: EntityManager, r: NewReturn): Promise<void> {
  await execute(
    em,
    sql`INSERT INTO returns (id, store_id, order_id, order_number, customer_id, email, status, reason, note,
                             currency, value_amount, ship_by)
        VALUES (${r.id}, ${r.storeId}, ${r.orderId}, ${r.orderNumber}, ${r.customerId}, ${r.email}, ${r.status},
                ${r.reason}, ${r.note}, ${r.currency}, ${r.valueAmount}, ${r.shipBy})`,
  );
  for (const [position, l] of r.lines.entries()) {
    await execute(
      em,
      sql`INSERT INTO return_lines (id, return_id, order_line_id, product_id, variant_id, title, quantity,
                                    value_amount, position)
          VALUES (${newId('rtl')}, ${r.id}, ${l.orderLineId}, ${l.productId}, ${l.variantId}, ${l.title},
                  ${l.quantity}, ${l.valueAmount}, ${position})`,
    );
  }
}

/** The return of this store with this id, if there is one. */
export const findReturnIfAny = (em: EntityManager, storeId: string, returnId: string) =>
  queryOne<ReturnRow>(em, sql`SELECT * FROM returns WHERE id = ${returnId} AND store_id = ${storeId}`);

/** The return of this store, locked for the transaction when lock is set; 404 when it is not in this store. */
export async function findReturn(em: EntityManager, storeId: string, returnId: string, lock = false) {
  const row = await queryOne<ReturnRow>(
    em,
    `SELECT r.* FROM returns r WHERE r.id = ? AND r.store_id = ?${lock ? ' FOR UPDATE OF r' : ''}`,
    [returnId, storeId],
  );
  if (!row) throw notFound('return', returnId);
  return row;
}

export const findReturnLines = (em: EntityManager, returnIds: string[]) =>
  queryRows<ReturnLineRow>(
    em,
    sql`SELECT * FROM return_lines WHERE return_id = ANY(${returnIds}::text[]) ORDER BY return_id, position`,
  );

/**
 * Units of each order line already returned or on their way back: every return of the order but those refused,
 * expired or cancelled. Call it with the order's row locked, so two requests cannot both count the same units.
 */
export async function unitsInReturns(em: EntityManager, orderId: string): Promise<Map<string, number>> {
  const rows = await queryRows<{ order_line_id: string; quantity: number }>(
    em,
    sql`SELECT l.order_line_id, sum(l.quantity)::int AS quantity FROM return_lines l
          JOIN returns r ON r.id = l.return_id
         WHERE r.order_id = ${orderId} AND r.status NOT IN ('refused', 'expired', 'cancelled')
         GROUP BY l.order_line_id`,
  );
  return new Map(rows.map((row) => [row.order_line_id, row.quantity]));
}

export async function updateReturn(
  em: EntityManager,
  returnId: string,
  fields: {
    status: ReturnStatus;
    staffMessage?: string | null;
    shipBy?: Date | null;
    resolution?: Record<string, unknown>;
    remindedAt?: Date;
  },
): Promise<void> {
  const resolution = fields.resolution ? JSON.stringify(fields.resolution) : null;
  await execute(
    em,
    sql`UPDATE returns SET status = ${fields.status},
               staff_message = COALESCE(${fields.staffMessage ?? null}, staff_message),
               ship_by = COALESCE(${fields.shipBy ?? null}::timestamptz, ship_by),
               resolution = COALESCE(${resolution}::jsonb, resolution),
               reminded_at = COALESCE(${fields.remindedAt ?? null}::timestamptz, reminded_at),
               updated_at = clock_timestamp()
         WHERE id = ${returnId}`,
  );
}

export async function setReceived(
  em: EntityManager,
  returnLineId: string,
  sellable: number,
  damaged: number,
): Promise<void> {
  await execute(
    em,
    sql`UPDATE return_lines SET sellable_quantity = ${sellable}, damaged_quantity = ${damaged}
         WHERE id = ${returnLineId}`,
  );
}

export interface ReturnFilters extends PageRequest {
  status?: ReturnStatus;
  orderId?: string;
  /** A signed-in shopper's returns: those of their orders. */
  customerId?: string;
}

export function fetchReturnPage<Item>(
  em: EntityManager,
  cursors: CursorCodec,
  storeId: string,
  query: ReturnFilters,
  toItems: (rows: ReturnRow[]) => Promise<Item[]>,
): Promise<Page<Item>> {
  const filters = new SqlFilters('r.store_id = ?', storeId)
    .when(query.status, 'r.status = ?', query.status)
    .when(query.orderId, 'r.order_id = ?', query.orderId)
    .when(query.customerId, 'r.customer_id = ?', query.customerId);
  return fetchKeysetPage<ReturnRow, Item>(
    em,
    cursors,
    {
      selectFrom: `r.* FROM returns r`,
      filters,
      ...newestFirst('r'),
      page: query,
      fingerprint: `adminListReturns:${JSON.stringify([query.status, query.orderId, query.customerId])}`,
    },
    toItems,
  );
}

export async function insertTracking(em: EntityManager, returnId: string, entry: TrackingEntry): Promise<void> {
  await execute(
    em,
    sql`INSERT INTO return_tracking (id, return_id, kind, carrier, number, url, added_by)
        VALUES (${newId('rtk')}, ${returnId}, ${entry.kind}, ${entry.carrier}, ${entry.number}, ${entry.url},
                ${entry.addedBy})`,
  );
}

/** Labels and tracking numbers of these returns, oldest first. */
export const findTracking = (em: EntityManager, returnIds: string[]) =>
  queryRows<ReturnTrackingRow>(
    em,
    sql`SELECT * FROM return_tracking WHERE return_id = ANY(${returnIds}::text[]) ORDER BY return_id, created_at, id`,
  );
