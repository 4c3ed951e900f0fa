import type { EntityManager } from '@mikro-orm/postgresql';
import { execute, queryOne, queryRows } from '../db/sql';
import { sql } from '../db/sql-template';
import type { EntityRow } from '../db/entity-row';
import { fetchKeysetPage, newestFirst, SqlFilters, type PageRequest } from '../db/keyset';
import type { CursorCodec, Page } from '../shared/pagination';
import { newId } from '../shared/ids';
import { notFound } from '../shared/errors';
import type { ClaimSchema } from './claim.entity';
import type { ClaimLineSchema } from './claim-line.entity';

export type ClaimRow = EntityRow<typeof ClaimSchema>;
export type ClaimLineRow = EntityRow<typeof ClaimLineSchema>;
export type ClaimStatus = ClaimRow['status'];

export interface NewClaim {
  id: string;
  storeId: string;
  orderId: string;
  orderNumber: number;
  reason: ClaimRow['reason'];
  resolution: ClaimRow['resolution'];
  note: string | null;
  currency: string;
  valueAmount: number;
  lines: Array<{
    orderLineId: string;
    productId: string;
    variantId: string;
    title: string;
    quantity: number;
    valueAmount: number;
  }>;
}

export async function insertClaim(em: EntityManager, c: NewClaim): Promise<void> {
  await execute(
    em,
    sql`INSERT INTO claims (id, store_id, order_id, order_number, reason, resolution, status, note, currency,
                            value_amount)
        VALUES (${c.id}, ${c.storeId}, ${c.orderId}, ${c.orderNumber}, ${c.reason}, ${c.resolution}, 'open',
                ${c.note}, ${c.currency}, ${c.valueAmount})`,
  );
  for (const [position, l] of c.lines.entries()) {
    await execute(
      em,
      sql`INSERT INTO claim_lines (id, claim_id, order_line_id, product_id, variant_id, title, quantity,
                                   value_amount, position)
          VALUES (${newId('cll')}, ${c.id}, ${l.orderLineId}, ${l.productId}, ${l.variantId}, ${l.title},
                  ${l.quantity}, ${l.valueAmount}, ${position})`,
    );
  }
}

/** The claim of this store with this id, if there is one. */
export const findClaimIfAny = (em: EntityManager, storeId: string, claimId: string) =>
  queryOne<ClaimRow>(em, sql`SELECT * FROM claims WHERE id = ${claimId} AND store_id = ${storeId}`);

/** The claim of this store, locked for the transaction when lock is set; 404 when it is not in this store. */
export async function findClaim(em: EntityManager, storeId: string, claimId: string, lock = false) {
  const row = await queryOne<ClaimRow>(
    em,
    `SELECT c.* FROM claims c WHERE c.id = ? AND c.store_id = ?${lock ? ' FOR UPDATE OF c' : ''}`,
    [claimId, storeId],
  );
  if (!row) throw notFound('claim', claimId);
  return row;
}

export const findClaimLines = (em: EntityManager, claimIds: string[]) =>
  queryRows<ClaimLineRow>(
    em,
    sql`SELECT * FROM claim_lines WHERE claim_id = ANY(${claimIds}::text[]) ORDER BY claim_id, position`,
  );

/**
 * Units of each order line claimed already: every claim of the order but those whose refund failed. Call it with the
 * order's row locked, so two claims cannot both count the same units.
 */
export async function unitsInClaims(em: EntityManager, orderId: string): Promise<Map<string, number>> {
  const rows = await queryRows<{ order_line_id: string; quantity: number }>(
    em,
    sql`SELECT l.order_line_id, sum(l.quantity)::int AS quantity FROM claim_lines l
          JOIN claims c ON c.id = l.claim_id
         WHERE c.order_id = ${orderId} AND c.status <> 'failed'
         GROUP BY l.order_line_id`,
  );
  return new Map(rows.map((row) => [row.order_line_id, row.quantity]));
}

export async function settleClaim(
  em: EntityManager,
  claimId: string,
  fields: { status: ClaimStatus; refundId?: string; fulfilmentId?: string; failure?: Record<string, unknown> },
): Promise<void> {
  await execute(
    em,
    sql`UPDATE claims SET status = ${fields.status},
               refund_id = COALESCE(${fields.refundId ?? null}, refund_id),
               fulfilment_id = COALESCE(${fields.fulfilmentId ?? null}, fulfilment_id),
               failure = COALESCE(${fields.failure ? JSON.stringify(fields.failure) : null}::jsonb, failure),
               updated_at = clock_timestamp()
         WHERE id = ${claimId}`,
  );
}

export interface ClaimFilters extends PageRequest {
  status?: ClaimStatus;
  orderId?: string;
}

export function fetchClaimPage<Item>(
  em: EntityManager,
  cursors: CursorCodec,
  storeId: string,
  query: ClaimFilters,
  toItems: (rows: ClaimRow[]) => Promise<Item[]>,
): Promise<Page<Item>> {
  const filters = new SqlFilters('c.store_id = ?', storeId)
    .when(query.status, 'c.status = ?', query.status)
    .when(query.orderId, 'c.order_id = ?', query.orderId);
  return fetchKeysetPage<ClaimRow, Item>(
    em,
    cursors,
    {
      selectFrom: `c.* FROM claims c`,
      filters,
      ...newestFirst('c'),
      page: query,
      fingerprint: `adminListClaims:${JSON.stringify([query.status, query.orderId])}`,
    },
    toItems,
  );
}
