import { defineEntity, p } from '@mikro-orm/core';

export const EventSchema = defineEntity({
  name: 'Event',
  tableName: 'events',
  properties: {
    id: p.text().primary(),
    storeId: p.text(),
    type: p.text(),
    payload: p.json<Record<string, unknown>>().columnType('jsonb'),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('clock_timestamp()'),
    relayedAt: p.datetime().columnType('timestamptz').nullable(),
    targetEndpointId: p.text().nullable(),
  },
  indexes: [
    {
      name: 'events_store_created',
      expression: 'CREATE INDEX events_store_created ON events USING btree (store_id, created_at DESC, id DESC)',
    },
    {
      name: 'events_unrelayed',
      expression: 'CREATE INDEX events_unrelayed ON events USING btree (created_at) WHERE (relayed_at IS NULL)',
    },
  ],
});
