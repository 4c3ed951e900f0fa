import { EntitySchema } from '@mikro-orm/core';

export type KeyType = 'publishable' | 'secret';

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
    id: { type: 'string', primary: true },
    storeId: { type: 'string' },
    type: { type: 'string' },
    keyHash: { type: 'string' },
    lastFour: { type: 'string' },
    createdAt: { type: 'Date', onCreate: () => new Date() },
    revokedAt: { type: 'Date', nullable: true },
  },
});
