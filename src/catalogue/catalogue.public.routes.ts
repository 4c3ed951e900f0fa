import type { Handlers } from '../http/context';
import { pageQuery } from '../shared/pagination';
import { getProduct, listProducts } from './catalogue.service';
import { getCategory, listCategories } from './categories.service';
import { pathId } from '../http/path-id';

export const cataloguePublicHandlers: Handlers = {
  async listProducts(ctx) {
    ctx.body = await listProducts(ctx.state.em, ctx.state.store, ctx.state.cursors, ctx.state.input.query);
  },
  async getProduct(ctx) {
    const { currency } = ctx.state.input.query;
    ctx.body = await getProduct(ctx.state.em, ctx.state.store, pathId(ctx), currency);
  },
  async listCategories(ctx) {
    ctx.body = await listCategories(ctx.state.em, ctx.state.store, ctx.state.cursors, pageQuery(ctx.state.input.query));
  },
  async getCategory(ctx) {
    ctx.body = await getCategory(ctx.state.em, ctx.state.store, pathId(ctx));
  },
};
