import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound } from '../shared/errors';
import { fetchKeysetPage } from '../shared/keyset';
import type { CursorCodec, Page } from '../shared/pagination';
import { execute, inTransaction, queryOne } from '../db/sql';
import { allowedActions, transition, type ModerationAction, type ReviewStatus } from './reviews.moderation';

interface ReviewRow {
  id: string;
  product_id: string;
  rating: number;
  title: string | null;
  body: string;
  author_name: string;
  status: ReviewStatus;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = 'r.id, r.product_id, r.rating, r.title, r.body, r.author_name, r.status, r.created_at, r.updated_at';

function present(row: ReviewRow) {
  return {
    id: row.id,
    productId: row.product_id,
    rating: row.rating,
    title: row.title,
    body: row.body,
    authorName: row.author_name,
    status: row.status,
    allowedActions: allowedActions(row.status),
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

export type ReviewView = ReturnType<typeof present>;

export async function listReviews(em: EntityManager, cursors: CursorCodec, storeId: string, query: { limit?: number; cursor?: string; status?: string; productId?: string }): Promise<Page<ReviewView>> {
  const where = ['r.store_id = ?'];
  const params: unknown[] = [storeId];
  if (query.status) {
    where.push('r.status = ?');
    params.push(query.status);
  }
  if (query.productId) {
    where.push('r.product_id = ?');
    params.push(query.productId);
  }
  return fetchKeysetPage<ReviewRow, ReviewView>(
    em,
    cursors,
    {
      selectFrom: `${COLUMNS} FROM reviews r`,
      where,
      params,
      keys: [{ expr: 'r.created_at', type: 'timestamptz' }, { expr: 'r.id', type: 'text' }],
      direction: 'desc',
      limit: query.limit,
      cursor: query.cursor,
      fingerprint: `adminListReviews:${query.status ?? ''}:${query.productId ?? ''}`,
    },
    (rows) => rows.map(present),
  );
}

/** Approve or reject under a row lock, so two moderators cannot both move the same review. */
export async function moderateReview(em: EntityManager, storeId: string, id: string, action: ModerationAction): Promise<ReviewView> {
  return inTransaction(em, async (tx) => {
    const row = await queryOne<ReviewRow>(tx, `SELECT ${COLUMNS} FROM reviews r WHERE r.id = ? AND r.store_id = ? FOR UPDATE`, [id, storeId]);
    if (!row) throw notFound('review', id);
    const status = transition(row.status, action);
    await execute(tx, 'UPDATE reviews SET status = ?, updated_at = now() WHERE id = ?', [status, id]);
    return present({ ...row, status, updated_at: new Date() });
  });
}
