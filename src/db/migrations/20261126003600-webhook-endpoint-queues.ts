import { Migration } from '@mikro-orm/migrations';

/**
 * Each endpoint's deliveries become one queue that the endpoint's workflow works through in batches (issue 32):
 * `due_at` says when a queued delivery is next to be attempted (its first attempt, a retry, or the end of the short
 * lease an attempt in progress holds), and `schedule_position` how far along the retry schedule it is, reset by a
 * retry by hand. Deliveries handed off before this migration, each with a workflow of its own, keep `due_at` null
 * and are finished by those workflows.
 */
export class Migration20261126003600WebhookEndpointQueues extends Migration {
  async up(): Promise<void> {
    this.addSql(`ALTER TABLE webhook_deliveries ADD COLUMN due_at timestamptz`);
    this.addSql(`ALTER TABLE webhook_deliveries ADD COLUMN schedule_position integer NOT NULL DEFAULT 0`);
    this.addSql(
      `CREATE INDEX webhook_deliveries_due ON webhook_deliveries (endpoint_id, due_at) WHERE due_at IS NOT NULL`,
    );
  }
}
