import type { Handlers } from '../http/context';
import { pathId } from '../http/path-id';
import { listReviews, moderateReview } from './reviews.admin.service';

export const reviewsPrivateHandlers: Handlers = {
  async adminListReviews(ctx) {
    ctx.body = await listReviews(ctx.state.em, ctx.state.cursors, ctx.state.store.id, ctx.state.input.query);
  },
  async adminApproveReview(ctx) {
    ctx.body = await moderateReview(ctx.state.em, ctx.state.store.id, pathId(ctx), 'approve');
  },
  async adminRejectReview(ctx) {
    ctx.body = await moderateReview(ctx.state.em, ctx.state.store.id, pathId(ctx), 'reject');
  },
};
