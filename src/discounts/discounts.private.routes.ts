import type { Handlers } from '../http/context';
import { pathId } from '../http/path-id';
import { keyedId } from '../shared/ids';
import { createDiscount, deleteDiscount, getDiscount, listDiscounts, updateDiscount } from './discounts.admin.service';

export const discountsPrivateHandlers: Handlers = {
  async adminListDiscounts(ctx) {
    ctx.body = await listDiscounts(ctx.state.em, ctx.state.cursors, ctx.state.store, ctx.state.input.query);
  },
  async adminCreateDiscount(ctx) {
    ctx.status = 201;
    const id = keyedId('disc', ctx.state.idempotencyScope);
    ctx.body = await createDiscount(ctx.state.em, ctx.state.store, ctx.state.input.body, id);
  },
  async adminGetDiscount(ctx) {
    ctx.body = await getDiscount(ctx.state.em, ctx.state.store, pathId(ctx));
  },
  async adminUpdateDiscount(ctx) {
    ctx.body = await updateDiscount(ctx.state.em, ctx.state.store, pathId(ctx), ctx.state.input.body);
  },
  async adminDeleteDiscount(ctx) {
    ctx.body = await deleteDiscount(ctx.state.em, ctx.state.store, pathId(ctx));
  },
};
