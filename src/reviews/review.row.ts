import type { EntityRow } from '../db/entity-row';
import type { ReviewSchema } from './review.entity';

/** A `reviews` row as SQL returns it; the public and admin surfaces present it differently. */
export type ReviewRow = Pick<
  EntityRow<typeof ReviewSchema>,
  'id' | 'product_id' | 'rating' | 'title' | 'body' | 'author_name' | 'status' | 'created_at' | 'updated_at'
>;
