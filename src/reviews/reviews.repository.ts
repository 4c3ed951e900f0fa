import type { EntityManager } from '@mikro-orm/postgresql';
import { execute, queryOne } from '../db/sql';
import { raw, sql } from '../db/sql-template';
import { findInStore } from '../db/in-store';
import { fetchKeysetPage, newestFirst, SqlFilters, type PageRequest } from '../db/keyset';
import type { CursorCodec, Page } from '../shared/pagination';
import { activeProductExists } from '../catalogue/products/active-product.query';
import type { ReviewRow } from './review.row';
import type { EntityRow } from '../db/entity-row';
import type { ReviewSummarySchema } from './review-summary.entity';
import type { ReviewStatus } from './reviews.moderation';

/** The columns the storefront reads. */
export type PublicReviewRow = Omit<ReviewRow, 'updated_at'>;

export interface NewReviewRow {
  id: string;
  storeId: string;
  productId: string;
  rating: number;
  title: string | null;
  body: string;
  authorName: string;
  status: ReviewStatus;
}

type SummaryColumns = EntityRow<typeof ReviewSummarySchema>;

/** The product's published reviews in summary, all null when it has none (a summary row is made by the first). */
export interface ReviewSummaryRow {
  active: boolean;
  count: SummaryColumns['published'] | null;
  average: string | null;
  ratings: SummaryColumns['ratings'] | null;
}

const PUBLIC_COLUMNS = 'r.id, r.product_id, r.rating, r.title, r.body, r.author_name, r.status, r.created_at';
const ADMIN_COLUMNS = `${PUBLIC_COLUMNS}, r.updated_at`;

/**
 * Average, count and per-star counts of the published reviews, kept current by triggers (migration 2100), read
 * with the check that the product is on sale so a page costs two round trips, not three.
 */
export const reviewSummaryOfActive = (em: EntityManager, storeId: string, productId: string) =>
  queryOne<ReviewSummaryRow>(
    em,
    sql`SELECT ${activeProductExists(storeId, productId)} AS active, s.published AS count,
               round(s.rating_sum::numeric / nullif(s.published, 0), 2) AS average, s.ratings
          FROM (SELECT) one LEFT JOIN review_summaries s ON s.product_id = ${productId}`,
  );

/** Published reviews of a product, newest first. */
export function pageOfPublishedReviews<Item>(
  em: EntityManager,
  cursors: CursorCodec,
  productId: string,
  query: PageRequest,
  toItems: (rows: PublicReviewRow[]) => Item[],
): Promise<Page<Item>> {
  return fetchKeysetPage<PublicReviewRow, Item>(
    em,
    cursors,
    {
      selectFrom: `${PUBLIC_COLUMNS} FROM reviews r`,
      filters: new SqlFilters(`r.product_id = ? AND r.status = 'published'`, productId),
      ...newestFirst('r'),
      page: query,
      fingerprint: `reviews:${productId}`,
    },
    toItems,
  );
}

export async function insertReview(em: EntityManager, r: NewReviewRow): Promise<void> {
  await execute(
    em,
    sql`INSERT INTO reviews (id, store_id, product_id, rating, title, body, author_name, status)
        VALUES (${r.id}, ${r.storeId}, ${r.productId}, ${r.rating}, ${r.title}, ${r.body}, ${r.authorName},
          ${r.status})`,
  );
}

export const findPublicReview = (em: EntityManager, id: string) =>
  queryOne<PublicReviewRow>(em, sql`SELECT ${raw(PUBLIC_COLUMNS)} FROM reviews r WHERE r.id = ${id}`);

/** The store's reviews for moderation, newest first, optionally of one status or product. */
export function pageOfReviews<Item>(
  em: EntityManager,
  cursors: CursorCodec,
  storeId: string,
  query: PageRequest & { status?: string; productId?: string },
  toItems: (rows: ReviewRow[]) => Item[],
): Promise<Page<Item>> {
  const filters = new SqlFilters('r.store_id = ?', storeId)
    .when(query.status, 'r.status = ?', query.status)
    .when(query.productId, 'r.product_id = ?', query.productId);
  return fetchKeysetPage<ReviewRow, Item>(
    em,
    cursors,
    {
      selectFrom: `${ADMIN_COLUMNS} FROM reviews r`,
      filters,
      ...newestFirst('r'),
      page: query,
      fingerprint: `adminListReviews:${query.status ?? ''}:${query.productId ?? ''}`,
    },
    toItems,
  );
}

export const findReview = (em: EntityManager, storeId: string, id: string, lock = false) =>
  findInStore<ReviewRow>(em, 'reviews r', ADMIN_COLUMNS, storeId, id, 'review', lock);

export async function setReviewStatus(em: EntityManager, id: string, status: ReviewStatus): Promise<void> {
  await execute(em, sql`UPDATE reviews SET status = ${status}, updated_at = now() WHERE id = ${id}`);
}
