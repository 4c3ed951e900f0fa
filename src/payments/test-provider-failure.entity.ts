import { defineEntity, p } from '@mikro-orm/core';

export const TestProviderFailureSchema = defineEntity({
  name: 'TestProviderFailure',
  tableName: 'test_provider_failures',
  properties: {
    idempotencyKey: p.text().primary(),
    failures: p.integer().defaultRaw('0'),
  },
});
