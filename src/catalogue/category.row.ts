/** A `categories` row as SQL returns it; the public and admin surfaces present it differently. */
export interface CategoryRow {
  id: string;
  parent_id: string | null;
  name: string;
  handle: string;
  description: string | null;
  position: number;
  created_at: Date;
  updated_at: Date;
}
