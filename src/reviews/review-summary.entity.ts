import { defineEntity, p } from '@mikro-orm/core';

export const ReviewSummarySchema = defineEntity({
  name: 'ReviewSummary',
  tableName: 'review_summaries',
  properties: {
    productId: p.text().primary(),
    published: p.integer(),
    ratingSum: p.bigint('string'),
    ratings: p.array(Number).columnType('int[]'),
  },
});
