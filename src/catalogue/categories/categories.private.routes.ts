import type { Handlers } from '../../http/context';
import { pathId } from '../../http/path-id';
import { keyedId } from '../../shared/ids';
import {
  createCategory,
  deleteCategory,
  getCategory,
  listCategories,
  updateCategory,
} from './categories.admin.service';

export const categoriesPrivateHandlers: Handlers = {
  async adminListCategories(ctx) {
    ctx.body = await listCategories(ctx.state.em, ctx.state.cursors, ctx.state.store.id, ctx.state.input.query);
  },
  async adminCreateCategory(ctx) {
    ctx.status = 201;
    const id = keyedId('cat', ctx.state.idempotencyScope);
    ctx.body = await createCategory(ctx.state.em, ctx.state.store.id, ctx.state.input.body, id);
  },
  async adminGetCategory(ctx) {
    ctx.body = await getCategory(ctx.state.em, ctx.state.store.id, pathId(ctx));
  },
  async adminUpdateCategory(ctx) {
    ctx.body = await updateCategory(ctx.state.em, ctx.state.store.id, pathId(ctx), ctx.state.input.body);
  },
  async adminDeleteCategory(ctx) {
    ctx.body = await deleteCategory(ctx.state.em, ctx.state.store.id, pathId(ctx));
  },
};
