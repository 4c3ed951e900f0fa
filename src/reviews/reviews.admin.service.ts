import type { EntityManager } from '@mikro-orm/postgresql';
import type { PageRequest } from '../db/keyset';
import type { CursorCodec, Page } from '../shared/pagination';
import { inTransaction } from '../db/sql';
import { allowedActions, transition, type ModerationAction } from './reviews.moderation';
import type { ReviewRow } from './review.row';
import { findReview, pageOfReviews, setReviewStatus } from './reviews.repository';
import { rowTimes } from '../shared/timestamps';
import { checkFilterIds } from '../shared/filter-ids';
import { findProductRow } from '../catalogue/products/products.admin.repository';

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
  await checkFilterIds({
    field: 'query.productId',
    what: 'product',
    id: query.productId,
    inStore: async (id) => Boolean(await findProductRow(em, storeId, id)),
  });
  return pageOfReviews(em, cursors, storeId, query, (rows) => rows.map(present));
}

/** Approve or reject under a row lock, so two moderators cannot both move the same review. */
export async function moderateReview(
  em: EntityManager,
  storeId: string,
  id: string,
  action: ModerationAction,
): Promise<ReviewView> {
  return inTransaction(em, async (tx) => {
    const row = await findReview(tx, storeId, id, true);
    const status = transition(row.status, action);
    await setReviewStatus(tx, id, status);
    return present({ ...row, status, updated_at: new Date().toISOString() });
  });
}
