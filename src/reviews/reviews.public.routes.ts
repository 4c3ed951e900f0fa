import type { Handlers } from '../http/context';
import { pageQuery } from '../shared/pagination';
import { listProductReviews, submitReview } from './product-reviews.service';
import { pathId } from '../http/path-id';

export const reviewsPublicHandlers: Handlers = {
  async listProductReviews(ctx) {
    ctx.body = await listProductReviews(
      ctx.state.em,
      ctx.state.store,
      ctx.state.cursors,
      pathId(ctx),
      pageQuery(ctx.state.input.query),
    );
  },
  async createProductReview(ctx) {
    ctx.status = 201;
    ctx.body = await submitReview(ctx.state.em, ctx.state.store, pathId(ctx), ctx.state.input.body);
  },
};
