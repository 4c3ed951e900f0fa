import type { Handlers } from '../http/context';
import { listProductReviews, submitReview, type NewReview } from './product-reviews.service';

export const reviewsPublicHandlers: Handlers = {
  async listProductReviews(ctx) {
    const query = ctx.state.input.query as { limit?: number; cursor?: string };
    ctx.body = await listProductReviews(ctx.state.em, ctx.state.store, ctx.state.cursors, ctx.state.input.params.id as string, query);
  },
  async createProductReview(ctx) {
    ctx.status = 201;
    ctx.body = await submitReview(ctx.state.em, ctx.state.store, ctx.state.input.params.id as string, ctx.state.input.body as NewReview);
  },
};
