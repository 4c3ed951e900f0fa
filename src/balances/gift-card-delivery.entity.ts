import { defineEntity, p } from '@mikro-orm/core';

export const GiftCardDeliverySchema = defineEntity({
  name: 'GiftCardDelivery',
  tableName: 'gift_card_deliveries',
  properties: {
    giftCardId: p.text().primary(),
    storeId: p.text(),
    orderId: p.text(),
    recipientEmail: p.text(),
    recipientName: p.text().nullable(),
    senderName: p.text().nullable(),
    message: p.text().nullable(),
    deliverAt: p.datetime().columnType('timestamptz').nullable(),
    sealedCode: p.text().nullable(),
    sentAt: p.datetime().columnType('timestamptz').nullable(),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('clock_timestamp()'),
  },
  indexes: [{ name: 'gift_card_deliveries_store', properties: ['storeId', 'createdAt'] }],
  checks: [
    {
      name: 'gift_card_deliveries_check',
      expression: '(((sent_at IS NULL) OR (sealed_code IS NULL)))',
    },
  ],
});
