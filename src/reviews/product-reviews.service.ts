import type { EntityManager } from '@mikro-orm/postgresql';
import { execute, inTransaction, queryOne } from '../db/sql';
import { notFound } from '../shared/errors';
import { newId } from '../shared/ids';
import type { CursorCodec, PageQuery } from '../shared/pagination';
import { fetchKeysetPage, newestFirst, SqlFilters } from '../shared/keyset';
import { recordEvent } from '../events/outbox';
import type { Store } from '../stores/store.entity';
import type { ReviewRow } from './review.row';
import { isoTimestamp } from '../shared/timestamps';

/** The columns the storefront reads. */
type PublicReviewRow = Omit<ReviewRow, 'updated_at'>;

export interface NewReview {
  rating: number;
  title?: string;
  body: string;
  authorName: string;
}

const COLUMNS = 'r.id, r.product_id, r.rating, r.title, r.body, r.author_name, r.status, r.created_at';

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

/** The store's product on sale (params: product id, store id): what the public reviews of a product require. */
const ACTIVE_PRODUCT = `SELECT 1 FROM products WHERE id = ? AND store_id = ? AND status = 'active'`;

async function assertActiveProduct(em: EntityManager, storeId: string, productId: string): Promise<void> {
  const found = await queryOne(em, ACTIVE_PRODUCT, [productId, storeId]);
  if (!found) throw notFound('product', productId);
}

/**
 * Average, count and per-star counts of the published reviews, kept current by triggers (migration 2100), read
 * with the check that the product is on sale so a page costs two round trips, not three.
 */
async function summariseActive(em: EntityManager, storeId: string, productId: string) {
  const row = await queryOne<{
    active: boolean;
    count: number | null;
    average: string | null;
    ratings: number[] | null;
  }>(
    em,
    `SELECT EXISTS (${ACTIVE_PRODUCT}) AS active, s.published AS count, round(s.rating_sum::numeric / nullif(s.published, 0), 2) AS average, s.ratings
       FROM (SELECT) one LEFT JOIN review_summaries s ON s.product_id = ?`,
    [productId, storeId, productId],
  );
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
  const page = await fetchKeysetPage<PublicReviewRow, ReturnType<typeof presentReview>>(
    em,
    cursors,
    {
      selectFrom: `${COLUMNS} FROM reviews r`,
      filters: new SqlFilters(`r.product_id = ? AND r.status = 'published'`, productId),
      ...newestFirst('r'),
      page: query,
      fingerprint: `reviews:${productId}`,
    },
    (rows) => rows.map(presentReview),
  );
  return { ...page, summary };
}

/** Stores a review (pending unless the store auto-publishes) and raises review.created in the same transaction. */
export async function submitReview(em: EntityManager, store: Store, productId: string, input: NewReview) {
  return inTransaction(em, async (tx) => {
    await assertActiveProduct(tx, store.id, productId);
    const id = newId('rev');
    await execute(
      tx,
      'INSERT INTO reviews (id, store_id, product_id, rating, title, body, author_name, status) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      [
        id,
        store.id,
        productId,
        input.rating,
        input.title?.trim() || null,
        input.body.trim(),
        input.authorName.trim(),
        store.reviewAutoPublish ? 'published' : 'pending',
      ],
    );
    const review = presentReview(
      (await queryOne<PublicReviewRow>(tx, `SELECT ${COLUMNS} FROM reviews r WHERE r.id = ?`, [id])) as PublicReviewRow,
    );
    await recordEvent(tx, store.id, 'review.created', { object: 'review', ...review, updatedAt: review.createdAt });
    return review;
  });
}
