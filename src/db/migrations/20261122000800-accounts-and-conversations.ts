import { Migration } from '@mikro-orm/migrations';

/**
 * Passwordless sign-in (single-use link tokens and customer sessions, both stored only as SHA-256 hashes)
 * and storefront conversations with their messages.
 */
export class Migration20261122000800AccountsAndConversations extends Migration {
  async up(): Promise<void> {
    // Origins a sign-in link may point to; empty means any http(s) URL (development stores).
    this.addSql(`ALTER TABLE stores ADD COLUMN storefront_origins text[] NOT NULL DEFAULT '{}'`);
    this.addSql(`
      CREATE TABLE customer_auth_tokens (
        token_hash text PRIMARY KEY,
        store_id text NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
        customer_id text NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
        redirect_url text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      )`);
    this.addSql(`CREATE INDEX customer_auth_tokens_expires ON customer_auth_tokens (expires_at)`);
    this.addSql(`
      CREATE TABLE customer_sessions (
        id text PRIMARY KEY,
        store_id text NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
        customer_id text NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
        token_hash text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_seen_at timestamptz NOT NULL DEFAULT now(),
        idle_expires_at timestamptz NOT NULL,
        absolute_expires_at timestamptz NOT NULL,
        revoked_at timestamptz
      )`);
    this.addSql(`CREATE INDEX customer_sessions_customer ON customer_sessions (customer_id)`);
    this.addSql(`CREATE INDEX customer_sessions_expires ON customer_sessions (absolute_expires_at)`);
    this.addSql(`
      CREATE TABLE conversations (
        id text PRIMARY KEY,
        store_id text NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
        cart_token text,
        customer_id text REFERENCES customers(id) ON DELETE SET NULL,
        status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
        email text,
        name text,
        message_count integer NOT NULL DEFAULT 0,
        last_message_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        updated_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        closed_at timestamptz,
        CHECK (cart_token IS NOT NULL OR customer_id IS NOT NULL)
      )`);
    // The inbox: open conversations first, then the most recently active.
    this.addSql(
      `CREATE INDEX conversations_inbox ON conversations (store_id, (status = 'open') DESC, last_message_at DESC, id DESC)`,
    );
    this.addSql(
      `CREATE INDEX conversations_cart_token ON conversations (store_id, cart_token, created_at DESC) WHERE cart_token IS NOT NULL`,
    );
    this.addSql(`CREATE INDEX conversations_customer ON conversations (customer_id, created_at DESC)`);
    this.addSql(`
      CREATE TABLE conversation_messages (
        id text PRIMARY KEY,
        conversation_id text NOT NULL REFERENCES conversations(id) ON DELETE CASCADE,
        author text NOT NULL CHECK (author IN ('visitor', 'staff')),
        author_name text,
        body text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    this.addSql(
      `CREATE INDEX conversation_messages_conversation ON conversation_messages (conversation_id, created_at, id)`,
    );
  }
}
