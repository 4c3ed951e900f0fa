import { defineEntity, p } from '@mikro-orm/core';

export const DraftOrderSettingsSchema = defineEntity({
  name: 'DraftOrderSettings',
  tableName: 'draft_order_settings',
  properties: {
    storeId: p.text().primary(),
    settings: p.json<Record<string, unknown>>().columnType('jsonb'),
    updatedAt: p.datetime().columnType('timestamptz').defaultRaw('clock_timestamp()'),
  },
});
