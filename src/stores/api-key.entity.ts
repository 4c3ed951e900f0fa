import { EntitySchema } from '@mikro-orm/core';

export type KeyType = 'publishable' | 'secret';
const KEY_TYPES: KeyType[] = ['publishable', 'secret'];

export interface ApiKey {
  id: string;
  storeId: string;
  type: KeyType;
  keyHash: string;
  lastFour: string;
  createdAt: Date;
  revokedAt?: Date | null;
}

export const ApiKeySchema = new EntitySchema<ApiKey>({
  name: 'ApiKey',
  tableName: 'api_keys',
  properties: {
    id: { type: 'string', columnType: 'text', primary: true },
    storeId: { type: 'string', columnType: 'text' },
    type: { enum: true, items: KEY_TYPES, columnType: 'text' },
    keyHash: { type: 'string', columnType: 'text' },
    lastFour: { type: 'string', columnType: 'text' },
    createdAt: { type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()', onCreate: () => new Date() },
    revokedAt: { type: 'Date', columnType: 'timestamptz', nullable: true },
  },
  uniques: [
    { name: 'api_keys_key_hash_key', properties: ['keyHash'] },
    {
      name: 'api_keys_one_active_per_type',
      expression:
        'CREATE UNIQUE INDEX api_keys_one_active_per_type ON api_keys USING btree (store_id, type) ' +
        'WHERE (revoked_at IS NULL)',
    },
  ],
});
