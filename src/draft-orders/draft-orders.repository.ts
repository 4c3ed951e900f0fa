import type { EntityManager } from '@mikro-orm/postgresql';
import { execute, queryOne, queryRows } from '../db/sql';
import { sql } from '../db/sql-template';
import type { EntityRow } from '../db/entity-row';
import { notFound } from '../shared/errors';
import type { DraftOrderLineSchema, DraftOrderSchema } from './draft-order.entity';

export type DraftOrderRow = EntityRow<typeof DraftOrderSchema>;
export type DraftOrderLineRow = EntityRow<typeof DraftOrderLineSchema>;

/** What staff set on a draft; the lines are replaced as a whole. */
export interface DraftFields {
  customerId: string | null;
  email: string | null;
  currency: string;
  discountCode: string | null;
  shippingOptionId: string | null;
  shippingAddress: Record<string, unknown> | null;
  note: string | null;
}

/** A catalogue variant (variantId), or a custom line: a title at a unitAmount of its own, taxable or not. */
export interface DraftLineInput {
  variantId: string | null;
  title: string | null;
  quantity: number;
  unitAmount: number | null;
  taxable: boolean;
}

export async function insertDraftOrder(
  em: EntityManager,
  draft: DraftFields & { id: string; storeId: string; createdBy: string },
): Promise<boolean> {
  const inserted = await execute(
    em,
    sql`INSERT INTO draft_orders (id, store_id, status, customer_id, email, currency, discount_code,
                                  shipping_option_id, shipping_address, note, created_by)
        VALUES (${draft.id}, ${draft.storeId}, 'open', ${draft.customerId}, ${draft.email}, ${draft.currency},
                ${draft.discountCode}, ${draft.shippingOptionId}, ${jsonOrNull(draft.shippingAddress)}::jsonb,
                ${draft.note}, ${draft.createdBy})
        ON CONFLICT (id) DO NOTHING`,
  );
  return inserted > 0;
}

const jsonOrNull = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

export async function updateDraftFields(em: EntityManager, id: string, draft: DraftFields): Promise<void> {
  await execute(
    em,
    sql`UPDATE draft_orders
           SET customer_id = ${draft.customerId}, email = ${draft.email}, currency = ${draft.currency},
               discount_code = ${draft.discountCode}, shipping_option_id = ${draft.shippingOptionId},
               shipping_address = ${jsonOrNull(draft.shippingAddress)}::jsonb, note = ${draft.note},
               updated_at = clock_timestamp()
         WHERE id = ${id}`,
  );
}

export async function replaceDraftLines(em: EntityManager, draftId: string, lines: DraftLineInput[]): Promise<void> {
  await execute(em, sql`DELETE FROM draft_order_lines WHERE draft_order_id = ${draftId}`);
  for (const [position, line] of lines.entries()) {
    await execute(
      em,
      sql`INSERT INTO draft_order_lines (id, draft_order_id, position, variant_id, quantity, unit_amount, title,
                                         taxable)
          VALUES (${`${draftId}_l${position + 1}`}, ${draftId}, ${position}, ${line.variantId}, ${line.quantity},
                  ${line.unitAmount}, ${line.title}, ${line.taxable})`,
    );
  }
}

/** The draft (locked for the transaction when lock is set); 404 when it is not in this store. */
export async function findDraftOrder(em: EntityManager, storeId: string, id: string, lock = false) {
  const row = await queryOne<DraftOrderRow>(
    em,
    `SELECT * FROM draft_orders WHERE id = ? AND store_id = ?${lock ? ' FOR UPDATE' : ''}`,
    [id, storeId],
  );
  if (!row) throw notFound('draft order', id);
  return row;
}

export const findDraftOfOrder = (em: EntityManager, orderId: string) =>
  queryOne<DraftOrderRow>(em, sql`SELECT * FROM draft_orders WHERE order_id = ${orderId}`);

export const findDraftLines = (em: EntityManager, draftIds: string[]) =>
  queryRows<DraftOrderLineRow>(
    em,
    sql`SELECT * FROM draft_order_lines WHERE draft_order_id = ANY(${draftIds}::text[])
         ORDER BY draft_order_id, position`,
  );

/** The store's drafts, newest first, optionally of one status. */
export const listDraftOrders = (em: EntityManager, storeId: string, status: string | null, limit: number) =>
  queryRows<DraftOrderRow>(
    em,
    sql`SELECT * FROM draft_orders
         WHERE store_id = ${storeId} AND (${status}::text IS NULL OR status = ${status})
         ORDER BY created_at DESC, id DESC LIMIT ${limit}`,
  );

/** The draft became its pending order (and, with a link, its payment link that expires at expiresAt). */
export async function markDraftInvoiced(
  em: EntityManager,
  id: string,
  orderId: string,
  link: { id: string; expiresAt: Date } | null,
): Promise<void> {
  await execute(
    em,
    sql`UPDATE draft_orders
           SET status = 'invoiced', order_id = ${orderId}, payment_link_id = ${link?.id ?? null},
               link_expires_at = ${link?.expiresAt ?? null}, updated_at = clock_timestamp()
         WHERE id = ${id}`,
  );
}

/**
 * Moves the draft from one of `from` to `to`; answers the row as changed, or undefined when it was not in `from`
 * (so the caller writes its event once however often it runs).
 */
export const moveDraftStatus = (em: EntityManager, id: string, from: string[], to: string) =>
  queryOne<DraftOrderRow>(
    em,
    sql`UPDATE draft_orders
           SET status = ${to}, updated_at = clock_timestamp(),
               paid_at = CASE WHEN ${to} = 'paid' THEN clock_timestamp() ELSE paid_at END
         WHERE id = ${id} AND status = ANY(${from}::text[]) RETURNING *`,
  );
