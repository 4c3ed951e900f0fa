import type { ConversationRow, MessageRow } from './conversations.repository';
import { isoTimestamp, isoTimestampOrNull } from '../shared/timestamps';

/** What the visitor sees of their conversation. */
export function presentConversation(row: ConversationRow) {
  return {
    id: row.id,
    status: row.status,
    messageCount: row.message_count,
    lastMessageAt: isoTimestampOrNull(row.last_message_at),
    createdAt: isoTimestamp(row.created_at),
    updatedAt: isoTimestamp(row.updated_at),
    closedAt: isoTimestampOrNull(row.closed_at),
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
    createdAt: isoTimestamp(row.created_at),
  };
}
