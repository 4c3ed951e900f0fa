import { Migration } from '@mikro-orm/migrations';
import { definitionsAt, type FunctionVersions } from '../sql-functions';

/**
 * Product images uploaded to the service (issue 47), beside those linked by URL: the original is kept in the file
 * storage under `storage_key`, and a worker makes resized variants (`variants`, a JSON array of width, height and
 * URL) before the image is `ready`. Linked images are ready at once and have no key. The storefront shows ready
 * images only, so a product's cover (refresh_product_covers) is its first ready image.
 */
export class Migration20261130100000UploadedMedia extends Migration {
  static readonly functionVersions: FunctionVersions = { refresh_product_covers: '30c18c6ecc2b' };

  async up(): Promise<void> {
    this.addSql(`
      ALTER TABLE media
        ADD COLUMN status text NOT NULL DEFAULT 'ready' CHECK (status IN ('processing', 'ready', 'failed')),
        ADD COLUMN storage_key text,
        ADD COLUMN content_type text,
        ADD COLUMN bytes integer,
        ADD COLUMN width integer,
        ADD COLUMN height integer,
        ADD COLUMN variants jsonb NOT NULL DEFAULT '[]'::jsonb,
        ADD COLUMN created_at timestamptz NOT NULL DEFAULT now()`);
    for (const definition of definitionsAt(Migration20261130100000UploadedMedia.functionVersions)) {
      this.addSql(definition);
    }
  }
}
