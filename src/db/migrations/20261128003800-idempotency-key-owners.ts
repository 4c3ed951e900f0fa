import { Migration } from '@mikro-orm/migrations';

/**
 * A running key names the process that runs it (an instance id, its host and process id) and when it last showed
 * signs of life (issue 49): a retry with the same key takes over at once from an owner known dead (its process gone
 * from this host, or silent past the heartbeat's limit) instead of waiting out the 60 s lease.
 */
export class Migration20261128003800IdempotencyKeyOwners extends Migration {
  async up(): Promise<void> {
    this.addSql(`ALTER TABLE idempotency_keys ADD COLUMN owner_instance text`);
    this.addSql(`ALTER TABLE idempotency_keys ADD COLUMN owner_host text`);
    this.addSql(`ALTER TABLE idempotency_keys ADD COLUMN owner_pid integer`);
    this.addSql(`ALTER TABLE idempotency_keys ADD COLUMN heartbeat_at timestamptz`);
  }
}
