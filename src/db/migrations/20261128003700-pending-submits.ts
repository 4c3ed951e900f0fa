import { Migration } from '@mikro-orm/migrations';

/**
 * A submit records its checkout's input before it sends the update-with-start (issue 49): should the API die, or
 * Temporal stay away longer than the API keeps trying, the worker re-drives the start from this row until the
 * checkout exists, or marks the attempt failed once PENDING_SUBMIT_GIVE_UP_SECONDS have passed.
 */
export class Migration20261128003700PendingSubmits extends Migration {
  async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE pending_submits (
        cart_id text PRIMARY KEY REFERENCES carts(id) ON DELETE CASCADE,
        input jsonb NOT NULL,
        submitted_at timestamptz NOT NULL DEFAULT now()
      )`);
    this.addSql(`CREATE INDEX pending_submits_submitted_at ON pending_submits (submitted_at)`);
  }
}
