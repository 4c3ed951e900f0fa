/** Every event type the service raises. */
export const EVENT_TYPES = [
  'order.created',
  'order.paid',
  'order.fulfilled',
  'order.cancelled',
  'order.refunded',
  'order.disputed',
  'order.edited',
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
  'draft_order.created',
  'draft_order.paid',
  'return.requested',
  'return.approved',
  'return.refused',
  'return.received',
  'return.tracking_added',
  'return.resolved',
  'return.expired',
  'order.exchanged',
  'claim.created',
  'claim.resolved',
  'cart.abandoned',
  'inventory.back_in_stock',
  'subscription.created',
  'subscription.renewed',
  'subscription.payment_failed',
  'subscription.paused',
  'subscription.cancelled',
  'price_list.started',
  'price_list.ended',
  'webhook.test',
] as const;

export type EventType = (typeof EVENT_TYPES)[number];

/** An event as the outbox writes it and webhooks deliver it. */
export interface EventBody {
  id: string;
  type: EventType;
  createdAt: string;
  storeId: string;
  apiVersion: 'v3';
  data: { object: Record<string, unknown> };
}
