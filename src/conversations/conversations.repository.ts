import type { EntityManager } from '@mikro-orm/postgresql';
import { execute, queryOne } from '../db/sql';
import { sql } from '../db/sql-template';
import { newId } from '../shared/ids';
import { fetchKeysetPage, SqlFilters } from '../db/keyset';
import type { CursorCodec, Page, PageQuery } from '../shared/pagination';
import type { EntityRow } from '../db/entity-row';
import type { ConversationMessageSchema } from './conversation-message.entity';
import type { ConversationSchema } from './conversation.entity';

export type ConversationRow = EntityRow<typeof ConversationSchema>;

export type MessageRow = EntityRow<typeof ConversationMessageSchema>;

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
    `INSERT INTO conversations (id, store_id, cart_token, customer_id, email, name) VALUES (?, ?, ?, ?, ?, ?) ` +
      `RETURNING *`,
    [
      newId('conv'),
      storeId,
      owner.cartToken ?? null,
      owner.customerId ?? null,
      contact.email ?? null,
      contact.name ?? null,
    ],
  )) as ConversationRow;
}

/** The conversation if this visitor owns it, locked when a message is about to be added. */
export async function findOwnedConversation(
  em: EntityManager,
  storeId: string,
  id: string,
  owner: VisitorOwner,
  lock = false,
): Promise<ConversationRow | undefined> {
  return queryOne<ConversationRow>(
    em,
    `SELECT * FROM conversations WHERE id = ? AND store_id = ? AND ${OWNED_BY}${lock ? ' FOR UPDATE' : ''}`,
    [id, storeId, ...ownerParams(owner)],
  );
}

export async function findCurrentConversation(
  em: EntityManager,
  storeId: string,
  owner: VisitorOwner,
): Promise<ConversationRow | undefined> {
  return queryOne<ConversationRow>(
    em,
    `SELECT * FROM conversations WHERE store_id = ? AND status = 'open' AND ${OWNED_BY} ` +
      `ORDER BY last_message_at DESC, id DESC LIMIT 1`,
    [storeId, ...ownerParams(owner)],
  );
}

export async function findConversation(
  em: EntityManager,
  storeId: string,
  id: string,
  lock = false,
): Promise<ConversationRow | undefined> {
  return queryOne<ConversationRow>(
    em,
    `SELECT * FROM conversations WHERE id = ? AND store_id = ?${lock ? ' FOR UPDATE' : ''}`,
    [id, storeId],
  );
}

/** Appends a message; the conversation opens again and its counters move with it. */
export async function insertMessage(
  em: EntityManager,
  conversationId: string,
  message: { author: MessageRow['author']; authorName: string | null; body: string },
): Promise<{ message: MessageRow; conversation: ConversationRow }> {
  // created_at also as text: a Date would cut the microseconds the conversation's last_message_at must keep.
  const inserted = (await queryOne<MessageRow & { position_at: string }>(
    em,
    `INSERT INTO conversation_messages (id, conversation_id, author, author_name, body) VALUES (?, ?, ?, ?, ?) ` +
      `RETURNING *, created_at::text AS position_at`,
    [newId('msg'), conversationId, message.author, message.authorName, message.body],
  )) as MessageRow & { position_at: string };
  const conversation = (await queryOne<ConversationRow>(
    em,
    `UPDATE conversations SET message_count = message_count + 1, last_message_at = ?::timestamptz,
            updated_at = clock_timestamp(),
            status = 'open', closed_at = NULL
      WHERE id = ? RETURNING *`,
    [inserted.position_at, conversationId],
  )) as ConversationRow;
  return { message: inserted, conversation };
}

/** A page of a conversation's messages, oldest first. */
export async function pageOfMessages<Item>(
  em: EntityManager,
  cursors: CursorCodec,
  conversationId: string,
  page: PageQuery,
  toItem: (row: MessageRow) => Item,
): Promise<Page<Item>> {
  return fetchKeysetPage<MessageRow, Item>(
    em,
    cursors,
    {
      selectFrom: '* FROM conversation_messages',
      filters: new SqlFilters('conversation_id = ?', conversationId),
      keys: [
        { expr: 'created_at', type: 'timestamptz' },
        { expr: 'id', type: 'text' },
      ],
      direction: 'asc',
      page,
      fingerprint: `conversation-messages:${conversationId}`,
    },
    (rows) => rows.map(toItem),
  );
}

/** A page of the store's inbox: open conversations first, then the most recently active. */
export async function pageOfInbox<Item>(
  em: EntityManager,
  cursors: CursorCodec,
  storeId: string,
  page: PageQuery & { status?: string },
  toItem: (row: ConversationRow) => Item,
): Promise<Page<Item>> {
  return fetchKeysetPage<ConversationRow, Item>(
    em,
    cursors,
    {
      selectFrom: '* FROM conversations',
      filters: new SqlFilters('store_id = ?', storeId).when(page.status, 'status = ?', page.status),
      keys: [
        // As conversations_inbox indexes it, so the page walks that index; cursors from before carried it as 1/0.
        { expr: `(status = 'open')`, type: 'boolean' },
        { expr: 'last_message_at', type: 'timestamptz' },
        { expr: 'id', type: 'text' },
      ],
      direction: 'desc',
      page,
      fingerprint: `conversations:${page.status ?? 'all'}`,
    },
    (rows) => rows.map(toItem),
  );
}

export async function closeConversation(
  em: EntityManager,
  storeId: string,
  id: string,
): Promise<ConversationRow | undefined> {
  await execute(
    em,
    `UPDATE conversations SET status = 'closed', closed_at = clock_timestamp(), updated_at = clock_timestamp() ` +
      `WHERE id = ? AND store_id = ? AND status = 'open'`,
    [id, storeId],
  );
  return findConversation(em, storeId, id);
}

/** On sign-in the visitor's anonymous conversations become the customer's. */
export async function adoptVisitorConversations(
  em: EntityManager,
  storeId: string,
  cartToken: string,
  customer: { id: string; email: string },
): Promise<void> {
  await execute(
    em,
    sql`UPDATE conversations SET customer_id = ${customer.id}, email = COALESCE(email, ${customer.email}),
               updated_at = clock_timestamp()
         WHERE store_id = ${storeId} AND cart_token = ${cartToken} AND customer_id IS NULL`,
  );
}
