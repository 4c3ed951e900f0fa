import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError, notFound } from '../shared/errors';
import { inTransaction } from '../db/sql';
import { recordEvent } from '../events/outbox';
import type { CursorCodec, PageQuery } from '../shared/pagination';
import {
  closeConversation,
  findConversation,
  findCurrentConversation,
  findOwnedConversation,
  insertConversation,
  insertMessage,
  pageOfInbox,
  pageOfMessages,
  type ConversationRow,
  type MessageRow,
  type VisitorOwner,
} from './conversations.repository';
import { presentAdminConversation, presentConversation, presentMessage } from './conversations.presenter';
import { isoTimestamp } from '../shared/timestamps';

export interface OpenConversationInput {
  message: string;
  email?: string;
  name?: string;
}

export interface NewMessage {
  author: MessageRow['author'];
  authorName: string | null;
  body: string;
}

const conversationNotFound = (id: string) => notFound('conversation', id);

/** A conversation needs an owner: the signed-in customer or the visitor's cart token. */
export function assertOwner(owner: VisitorOwner): void {
  if (!owner.customerId && !owner.cartToken) {
    throw new DomainError(
      'cart_token_required',
      "Send the visitor's X-Cart-Token (or X-Customer-Session when signed in) to use conversations.",
    );
  }
}

/** Adds the message and raises conversation.message_created in the same transaction. */
async function addMessage(tx: EntityManager, conversation: ConversationRow, message: NewMessage) {
  const added = await insertMessage(tx, conversation.id, message);
  await recordEvent(tx, conversation.store_id, 'conversation.message_created', {
    ...presentMessage(added.message),
    conversation: presentAdminConversation(added.conversation),
    updatedAt: isoTimestamp(added.message.created_at),
  });
  return added;
}

export async function openConversation(
  em: EntityManager,
  storeId: string,
  owner: VisitorOwner,
  input: OpenConversationInput,
) {
  assertOwner(owner);
  return inTransaction(em, async (tx) => {
    const created = await insertConversation(tx, storeId, owner, { email: input.email, name: input.name });
    const { conversation } = await addMessage(tx, created, {
      author: 'visitor',
      authorName: input.name ?? null,
      body: input.message,
    });
    return presentConversation(conversation);
  });
}

export async function getCurrentConversation(em: EntityManager, storeId: string, owner: VisitorOwner) {
  assertOwner(owner);
  const conversation = await findCurrentConversation(em, storeId, owner);
  if (!conversation) throw notFound('open conversation');
  return presentConversation(conversation);
}

export async function listVisitorMessages(
  em: EntityManager,
  cursors: CursorCodec,
  storeId: string,
  owner: VisitorOwner,
  id: string,
  query: PageQuery,
) {
  assertOwner(owner);
  const conversation = await findOwnedConversation(em, storeId, id, owner);
  if (!conversation) throw conversationNotFound(id);
  return pageOfMessages(em, cursors, conversation.id, query, presentMessage);
}

export async function sendVisitorMessage(
  em: EntityManager,
  storeId: string,
  owner: VisitorOwner,
  id: string,
  body: string,
) {
  assertOwner(owner);
  return inTransaction(em, async (tx) => {
    const conversation = await findOwnedConversation(tx, storeId, id, owner, true);
    if (!conversation) throw conversationNotFound(id);
    const { message } = await addMessage(tx, conversation, { author: 'visitor', authorName: conversation.name, body });
    return presentMessage(message);
  });
}

export async function listConversationsForStaff(
  em: EntityManager,
  cursors: CursorCodec,
  storeId: string,
  query: PageQuery & { status?: string },
) {
  return pageOfInbox(em, cursors, storeId, query, presentAdminConversation);
}

export async function getConversationForStaff(em: EntityManager, storeId: string, id: string) {
  const conversation = await findConversation(em, storeId, id);
  if (!conversation) throw conversationNotFound(id);
  return presentAdminConversation(conversation);
}

export async function listMessagesForStaff(
  em: EntityManager,
  cursors: CursorCodec,
  storeId: string,
  id: string,
  query: PageQuery,
) {
  const conversation = await findConversation(em, storeId, id);
  if (!conversation) throw conversationNotFound(id);
  return pageOfMessages(em, cursors, conversation.id, query, presentMessage);
}

export async function replyAsStaff(
  em: EntityManager,
  storeId: string,
  id: string,
  input: { body: string; authorName?: string },
) {
  return inTransaction(em, async (tx) => {
    const conversation = await findConversation(tx, storeId, id, true);
    if (!conversation) throw conversationNotFound(id);
    const { message } = await addMessage(tx, conversation, {
      author: 'staff',
      authorName: input.authorName ?? null,
      body: input.body,
    });
    return presentMessage(message);
  });
}

export async function closeForStaff(em: EntityManager, storeId: string, id: string) {
  const conversation = await closeConversation(em, storeId, id);
  if (!conversation) throw conversationNotFound(id);
  return presentAdminConversation(conversation);
}
