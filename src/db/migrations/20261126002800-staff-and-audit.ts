import { Migration } from '@mikro-orm/migrations';

/**
 * Staff accounts of a store (docs/staff.md): members with a role and, for the `staff` role, chosen permissions;
 * single-use sign-in tokens and cookie sessions like the shoppers' (only hashes are kept); the audit log of every
 * state change made through the private API by a staff member or a secret key.
 */
export class Migration20261126002800StaffAndAudit extends Migration {
  async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE staff_members (
        id text PRIMARY KEY,
        store_id text NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
        email text NOT NULL,
        name text NOT NULL DEFAULT '',
        role text NOT NULL CHECK (role IN ('owner', 'admin', 'staff')),
        permissions text[] NOT NULL DEFAULT '{}',
        totp_secret text,
        totp_enabled boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    this.addSql(`CREATE UNIQUE INDEX staff_members_store_email ON staff_members (store_id, lower(email))`);
    this.addSql(`CREATE INDEX staff_members_email ON staff_members (lower(email))`);
    this.addSql(`
      CREATE TABLE staff_auth_tokens (
        token_hash text PRIMARY KEY,
        staff_id text NOT NULL REFERENCES staff_members(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      )`);
    this.addSql(`CREATE INDEX staff_auth_tokens_staff ON staff_auth_tokens (staff_id)`);
    this.addSql(`
      CREATE TABLE staff_sessions (
        id text PRIMARY KEY,
        staff_id text NOT NULL REFERENCES staff_members(id) ON DELETE CASCADE,
        token_hash text NOT NULL UNIQUE,
        ip text NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL DEFAULT now(),
        last_seen_at timestamptz NOT NULL DEFAULT now(),
        idle_expires_at timestamptz NOT NULL,
        absolute_expires_at timestamptz NOT NULL,
        revoked_at timestamptz
      )`);
    this.addSql(`CREATE INDEX staff_sessions_staff ON staff_sessions (staff_id)`);
    this.addSql(`
      CREATE TABLE audit_log (
        id text PRIMARY KEY,
        store_id text NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
        actor_type text NOT NULL CHECK (actor_type IN ('staff', 'key')),
        actor_id text NOT NULL,
        actor_name text NOT NULL DEFAULT '',
        operation_id text NOT NULL,
        method text NOT NULL,
        path text NOT NULL,
        resource_id text,
        status integer NOT NULL,
        ip text NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    this.addSql(`CREATE INDEX audit_log_store_created ON audit_log (store_id, created_at DESC, id DESC)`);
  }
}
