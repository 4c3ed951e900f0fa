import type { ReviewStatus } from './reviews.moderation';

/** A `reviews` row as SQL returns it; the public and admin surfaces present it differently. */
export interface ReviewRow {
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
