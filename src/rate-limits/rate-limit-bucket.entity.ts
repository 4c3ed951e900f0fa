import { defineEntity, p } from '@mikro-orm/core';

export const RateLimitBucketSchema = defineEntity({
  name: 'RateLimitBucket',
  tableName: 'rate_limit_buckets',
  properties: {
    bucket: p.text().primary(),
    tokens: p.float().columnType('double precision'),
    refreshedAt: p.datetime().columnType('timestamptz'),
  },
});
