import type { EntityManager } from '@mikro-orm/postgresql';
import { execute, queryOne, queryRows } from '../db/sql';
import { sql } from '../db/sql-template';
import type { EntityRow } from '../db/entity-row';
import { notFound } from '../shared/errors';
import type { OrderEditSchema } from './order-edit.entity';
import type { EditOperation } from './order-edits.types';

export type OrderEditRow = Omit<EntityRow<typeof OrderEditSchema>, 'operations'> & { operations: EditOperation[] };

export async function insertOrderEdit(
  em: EntityManager,
  edit: { id: string; storeId: string; orderId: string; baseVersion: number; createdBy: string },
): Promise<OrderEditRow> {
  return (await queryOne<OrderEditRow>(
    em,
    sql`INSERT INTO order_edits (id, store_id, order_id, status, base_version, created_by)
        VALUES (${edit.id}, ${edit.storeId}, ${edit.orderId}, 'open', ${edit.baseVersion}, ${edit.createdBy})
        ON CONFLICT (id) DO UPDATE SET id = EXCLUDED.id RETURNING *`,
  )) as OrderEditRow;
}

/** The edit (locked for the transaction when lock is set); 404 when it is not in this store. */
export async function findOrderEdit(em: EntityManager, storeId: string, id: string, lock = false) {
  const row = await queryOne<OrderEditRow>(
    em,
    `SELECT * FROM order_edits WHERE id = ? AND store_id = ?${lock ? ' FOR UPDATE' : ''}`,
    [id, storeId],
  );
  if (!row) throw notFound('order edit', id);
  return row;
}

export function findOrderEditsOfOrder(em: EntityManager, orderId: string): Promise<OrderEditRow[]> {
  return queryRows<OrderEditRow>(
    em,
    sql`SELECT * FROM order_edits WHERE order_id = ${orderId} ORDER BY created_at DESC, id DESC`,
  );
}

export async function setOrderEditOperations(em: EntityManager, id: string, operations: EditOperation[]) {
  await execute(
    em,
    sql`UPDATE order_edits SET operations = ${JSON.stringify(operations)}::jsonb, updated_at = clock_timestamp()
         WHERE id = ${id}`,
  );
}

/** Closes the edit (committed with what moved, or cancelled). */
export async function closeOrderEdit(
  em: EntityManager,
  id: string,
  status: 'committed' | 'cancelled',
  result: Record<string, unknown> | null,
): Promise<void> {
  await execute(
    em,
    sql`UPDATE order_edits SET status = ${status}, result = ${result === null ? null : JSON.stringify(result)}::jsonb,
               committed_at = CASE WHEN ${status} = 'committed' THEN clock_timestamp() END,
               updated_at = clock_timestamp()
         WHERE id = ${id}`,
  );
}
