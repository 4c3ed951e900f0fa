import { defineEntity, p } from '@mikro-orm/core';

export const ConversationSchema = defineEntity({
  name: 'Conversation',
  tableName: 'conversations',
  properties: {
    id: p.text().primary(),
    storeId: p.text(),
    cartToken: p.text().nullable(),
    customerId: p.text().nullable(),
    status: p.enum(['open', 'closed']).defaultRaw("'open'::text"),
    email: p.text().nullable(),
    name: p.text().nullable(),
    messageCount: p.integer().defaultRaw('0'),
    lastMessageAt: p.datetime().columnType('timestamptz').defaultRaw('clock_timestamp()'),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('clock_timestamp()'),
    updatedAt: p.datetime().columnType('timestamptz').defaultRaw('clock_timestamp()'),
    closedAt: p.datetime().columnType('timestamptz').nullable(),
  },
  indexes: [
    {
      name: 'conversations_cart_token',
      expression:
        'CREATE INDEX conversations_cart_token ON conversations USING btree (store_id, cart_token, created_at DESC) ' +
        'WHERE (cart_token IS NOT NULL)',
    },
    {
      name: 'conversations_customer',
      expression: 'CREATE INDEX conversations_customer ON conversations USING btree (customer_id, created_at DESC)',
    },
    {
      name: 'conversations_inbox',
      expression:
        "CREATE INDEX conversations_inbox ON conversations USING btree (store_id, ((status = 'open'::text)) DESC, " +
        'last_message_at DESC, id DESC)',
    },
  ],
  checks: [{ name: 'conversations_check', expression: '((cart_token IS NOT NULL) OR (customer_id IS NOT NULL))' }],
});
