import type { EntityManager } from '@mikro-orm/postgresql';
import { inTransaction } from '../db/sql';
import { notFound } from '../shared/errors';
import { newId } from '../shared/ids';
import type { CursorCodec, PageQuery } from '../shared/pagination';
import { recordEvent } from '../events/outbox';
import type { Store } from '../stores/store.entity';
import { isActiveProduct } from '../catalogue/products/active-product.query';
import {
  findPublicReview,
  insertReview,
  pageOfPublishedReviews,
  reviewSummaryOfActive,
  type PublicReviewRow,
} from './reviews.repository';
import { isoTimestamp } from '../shared/timestamps';

export interface NewReview {
  rating: number;
  title?: string;
  body: string;
  authorName: string;
}

export function presentReview(row: PublicReviewRow) {
  return {
    id: row.id,
    productId: row.product_id,
    rating: row.rating,
    title: row.title,
    body: row.body,
    authorName: row.author_name,
    status: row.status,
    createdAt: isoTimestamp(row.created_at),
  };
}

async function assertActiveProduct(em: EntityManager, storeId: string, productId: string): Promise<void> {
  if (!(await isActiveProduct(em, storeId, productId))) throw notFound('product', productId);
}

/** The summary of the published reviews; a product not on sale has none to show. */
async function summariseActive(em: EntityManager, storeId: string, productId: string) {
  const row = await reviewSummaryOfActive(em, storeId, productId);
  if (!row?.active) throw notFound('product', productId);
  const stars = Object.fromEntries(['1', '2', '3', '4', '5'].map((star, i) => [star, row.ratings?.[i] ?? 0]));
  return { count: row.count ?? 0, average: row.average === null ? null : Number(row.average), ratings: stars };
}

/** Published reviews of an active product, newest first, keyset paginated, with the summary. */
export async function listProductReviews(
  em: EntityManager,
  store: Store,
  cursors: CursorCodec,
  productId: string,
  query: PageQuery,
) {
  const summary = await summariseActive(em, store.id, productId);
  const page = await pageOfPublishedReviews(em, cursors, productId, query, (rows) => rows.map(presentReview));
  return { ...page, summary };
}

/** Stores a review (pending unless the store auto-publishes) and raises review.created in the same transaction. */
export async function submitReview(em: EntityManager, store: Store, productId: string, input: NewReview) {
  return inTransaction(em, async (tx) => {
    await assertActiveProduct(tx, store.id, productId);
    const id = newId('rev');
    await insertReview(tx, {
      id,
      storeId: store.id,
      productId,
      rating: input.rating,
      title: input.title?.trim() || null,
      body: input.body.trim(),
      authorName: input.authorName.trim(),
      status: store.reviewAutoPublish ? 'published' : 'pending',
    });
    const review = presentReview((await findPublicReview(tx, id)) as PublicReviewRow);
    await recordEvent(tx, store.id, 'review.created', { object: 'review', ...review, updatedAt: review.createdAt });
    return review;
  });
}
