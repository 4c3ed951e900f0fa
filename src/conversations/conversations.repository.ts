import type { EntityManager } from '@mikro-orm/postgresql';
import { execute, queryOne, queryRows } from '../db/sql';
import { newId } from '../shared/ids';

export interface ConversationRow {
  id: string;
  store_id: string;
  cart_token: string | null;
  customer_id: string | null;
  status: 'open' | 'closed';
  email: string | null;
  name: string | null;
  message_count: number;
  last_message_at: Date;
  created_at: Date;
  updated_at: Date;
  closed_at: Date | null;
}

export interface MessageRow {
  id: string;
  conversation_id: string;
  author: 'visitor' | 'staff';
  author_name: string | null;
  body: string;
  created_at: Date;
  /** Full-precision created_at as text, for the keyset cursor. */
  position_at: string;
}

/** Who is asking on the storefront: a signed-in customer, a visitor's cart token, or both. */
export interface VisitorOwner {
  customerId?: string;
  cartToken?: string;
}

// A signed-in customer owns their conversations; a cart token owns only conversations no customer has taken over.
const OWNED_BY = '(customer_id = ? OR (customer_id IS NULL AND cart_token = ?))';
const ownerParams = (owner: VisitorOwner) => [owner.customerId ?? null, owner.cartToken ?? null];

export async function insertConversation(
  em: EntityManager,
  storeId: string,
  owner: VisitorOwner,
  contact: { email?: string | null; name?: string | null },
): Promise<ConversationRow> {
  return (await queryOne<ConversationRow>(
    em,
    // A signed-in customer's e-mail stands in when the visitor gives none, so staff can always answer by mail.
    `INSERT INTO conversations (id, store_id, cart_token, customer_id, email, name)
     VALUES (?, ?, ?, ?, COALESCE(?, (SELECT email FROM customers WHERE id = ?)), ?) RETURNING *`,
    [newId('conv'), storeId, owner.cartToken ?? null, owner.customerId ?? null, contact.email ?? null, owner.customerId ?? null, contact.name ?? null],
  )) as ConversationRow;
}

/** The conversation if this visitor owns it, locked when a message is about to be added. */
export async function findOwnedConversation(em: EntityManager, storeId: string, id: string, owner: VisitorOwner, lock = false): Promise<ConversationRow | undefined> {
  return queryOne<ConversationRow>(em, `SELECT * FROM conversations WHERE id = ? AND store_id = ? AND ${OWNED_BY}${lock ? ' FOR UPDATE' : ''}`, [
    id,
    storeId,
    ...ownerParams(owner),
  ]);
}

export async function findCurrentConversation(em: EntityManager, storeId: string, owner: VisitorOwner): Promise<ConversationRow | undefined> {
  return queryOne<ConversationRow>(
    em,
    `SELECT * FROM conversations WHERE store_id = ? AND status = 'open' AND ${OWNED_BY} ORDER BY last_message_at DESC, id DESC LIMIT 1`,
    [storeId, ...ownerParams(owner)],
  );
}

export async function findConversation(em: EntityManager, storeId: string, id: string, lock = false): Promise<ConversationRow | undefined> {
  return queryOne<ConversationRow>(em, `SELECT * FROM conversations WHERE id = ? AND store_id = ?${lock ? ' FOR UPDATE' : ''}`, [id, storeId]);
}

/** Appends a message; the conversation opens again and its counters move with it. */
export async function insertMessage(
  em: EntityManager,
  conversationId: string,
  message: { author: MessageRow['author']; authorName: string | null; body: string },
): Promise<{ message: MessageRow; conversation: ConversationRow }> {
  const inserted = (await queryOne<MessageRow>(
    em,
    `INSERT INTO conversation_messages (id, conversation_id, author, author_name, body) VALUES (?, ?, ?, ?, ?) RETURNING *, created_at::text AS position_at`,
    [newId('msg'), conversationId, message.author, message.authorName, message.body],
  )) as MessageRow;
  const conversation = (await queryOne<ConversationRow>(
    em,
    `UPDATE conversations SET message_count = message_count + 1, last_message_at = ?::timestamptz, updated_at = clock_timestamp(),
            status = 'open', closed_at = NULL
      WHERE id = ? RETURNING *`,
    [inserted.position_at, conversationId],
  )) as ConversationRow;
  return { message: inserted, conversation };
}

export async function listMessages(em: EntityManager, conversationId: string, limit: number, after?: [string, string]): Promise<MessageRow[]> {
  const keyset = after ? 'AND (created_at, id) > (?::timestamptz, ?)' : '';
  return queryRows<MessageRow>(
    em,
    `SELECT *, created_at::text AS position_at FROM conversation_messages WHERE conversation_id = ? ${keyset} ORDER BY created_at, id LIMIT ?`,
    [conversationId, ...(after ?? []), limit + 1],
  );
}

export type InboxRow = ConversationRow & { open_rank: number; position_at: string };

/** The store's inbox: open conversations first, then the most recently active. */
export async function listInbox(em: EntityManager, storeId: string, status: string | undefined, limit: number, after?: [number, string, string]): Promise<InboxRow[]> {
  const filter = status ? 'AND status = ?' : '';
  const keyset = after ? `AND ((status = 'open')::int, last_message_at, id) < (?, ?::timestamptz, ?)` : '';
  return queryRows<InboxRow>(
    em,
    `SELECT *, (status = 'open')::int AS open_rank, last_message_at::text AS position_at FROM conversations
      WHERE store_id = ? ${filter} ${keyset}
      ORDER BY (status = 'open') DESC, last_message_at DESC, id DESC LIMIT ?`,
    [storeId, ...(status ? [status] : []), ...(after ?? []), limit + 1],
  );
}

export async function closeConversation(em: EntityManager, storeId: string, id: string): Promise<ConversationRow | undefined> {
  await execute(em, `UPDATE conversations SET status = 'closed', closed_at = clock_timestamp(), updated_at = clock_timestamp() WHERE id = ? AND store_id = ? AND status = 'open'`, [id, storeId]);
  return findConversation(em, storeId, id);
}
