import { Migration } from '@mikro-orm/migrations';

/**
 * A remembered response is kept as the text that was sent (json, not jsonb), so a replay answers the same bytes:
 * jsonb reorders an object's keys, and a client that compares or hashes a replay with the first answer saw them differ.
 */
export class Migration20261125001900IdempotencyReplayText extends Migration {
  async up(): Promise<void> {
    this.addSql(`ALTER TABLE idempotency_keys ALTER COLUMN response_body TYPE json USING response_body::json`);
  }
}
