/** Every event type the service raises (contract §9). */
export const EVENT_TYPES = [
  'order.created',
  'order.paid',
  'order.fulfilled',
  'order.cancelled',
  'order.refunded',
  'order.disputed',
  'product.created',
  'product.updated',
  'product.deleted',
  'inventory.updated',
  'import.completed',
  'import.failed',
  'customer.created',
  'customer.updated',
  'review.created',
  'conversation.message_created',
  'payment_provider.misconfigured',
  'export.completed',
  'gift_card.issued',
  'gift_card.redeemed',
  'store_credit.changed',
  'webhook.test',
] as const;

export type EventType = (typeof EVENT_TYPES)[number];
