import type { ConversationRow, MessageRow } from './conversations.repository';

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

/** What the visitor sees of their conversation. */
export function presentConversation(row: ConversationRow) {
  return {
    id: row.id,
    status: row.status,
    messageCount: row.message_count,
    lastMessageAt: iso(row.last_message_at),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    closedAt: iso(row.closed_at),
  };
}

/** The store's view adds who the visitor is. */
export function presentAdminConversation(row: ConversationRow) {
  return { ...presentConversation(row), customerId: row.customer_id, email: row.email, name: row.name };
}

export function presentMessage(row: MessageRow) {
  return {
    id: row.id,
    conversationId: row.conversation_id,
    author: row.author,
    authorName: row.author_name,
    body: row.body,
    createdAt: iso(row.created_at),
  };
}
