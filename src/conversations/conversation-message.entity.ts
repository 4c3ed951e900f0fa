import { defineEntity, p } from '@mikro-orm/core';

export const ConversationMessageSchema = defineEntity({
  name: 'ConversationMessage',
  tableName: 'conversation_messages',
  properties: {
    id: p.text().primary(),
    conversationId: p.text(),
    author: p.enum(['visitor', 'staff']),
    authorName: p.text().nullable(),
    body: p.text(),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('clock_timestamp()'),
  },
  indexes: [{ name: 'conversation_messages_conversation', properties: ['conversationId', 'createdAt', 'id'] }],
});
