import { Migration } from '@mikro-orm/migrations';

/**
 * A product import's real run reads each batch once (issue 48): `committed_byte` is the file's byte just after the
 * last committed batch (null when that batch ended on a row the parser could not read), where the next step starts
 * reading; `resume_by_offset` says the dry run marked which of its problems are the file's own
 * (`import_problems.store_conflict` false), which a step that starts mid-file takes from it, since a handle or SKU
 * used twice is only seen by reading the file from its start.
 */
export class Migration20261130120100ImportResumeOffsets extends Migration {
  async up(): Promise<void> {
    this.addSql('ALTER TABLE imports ADD COLUMN committed_byte bigint');
    this.addSql('ALTER TABLE imports ADD COLUMN resume_by_offset boolean NOT NULL DEFAULT false');
    this.addSql('ALTER TABLE import_problems ADD COLUMN store_conflict boolean NOT NULL DEFAULT false');
  }
}
