import type { EntityManager } from '@mikro-orm/postgresql';
import { fetchKeysetPage, newestFirst, SqlFilters, type PageRequest } from '../shared/keyset';
import type { CursorCodec, Page } from '../shared/pagination';
import { execute, inTransaction } from '../db/sql';
import { findInStore } from '../db/in-store';
import { allowedActions, transition, type ModerationAction } from './reviews.moderation';
import type { ReviewRow } from './review.row';
import { rowTimes } from '../shared/timestamps';

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
    ...rowTimes(row),
  };
}

export type ReviewView = ReturnType<typeof present>;

export async function listReviews(
  em: EntityManager,
  cursors: CursorCodec,
  storeId: string,
  query: PageRequest & { status?: string; productId?: string },
): Promise<Page<ReviewView>> {
  const filters = new SqlFilters('r.store_id = ?', storeId)
    .when(query.status, 'r.status = ?', query.status)
    .when(query.productId, 'r.product_id = ?', query.productId);
  return fetchKeysetPage<ReviewRow, ReviewView>(
    em,
    cursors,
    {
      selectFrom: `${COLUMNS} FROM reviews r`,
      filters,
      ...newestFirst('r'),
      page: query,
      fingerprint: `adminListReviews:${query.status ?? ''}:${query.productId ?? ''}`,
    },
    (rows) => rows.map(present),
  );
}

/** Approve or reject under a row lock, so two moderators cannot both move the same review. */
export async function moderateReview(
  em: EntityManager,
  storeId: string,
  id: string,
  action: ModerationAction,
): Promise<ReviewView> {
  return inTransaction(em, async (tx) => {
    const row = await findInStore<ReviewRow>(tx, 'reviews r', COLUMNS, storeId, id, 'review', true);
    const status = transition(row.status, action);
    await execute(tx, 'UPDATE reviews SET status = ?, updated_at = now() WHERE id = ?', [status, id]);
    return present({ ...row, status, updated_at: new Date() });
  });
}
