import type { Handlers, OperationContext } from '../http/context';
import type { OperationId } from '../http/operation-input';
import { pageQuery } from '../shared/pagination';
import { getProduct, getProductPickup, listProducts } from './catalogue.service';
import { getCategory, listCategories } from './categories/categories.service';
import { pathId } from '../http/path-id';

/** The language the catalogue cache's middleware negotiated for the request. */
const languageOf = <Id extends OperationId>(ctx: OperationContext<Id>) =>
  ctx.state.language ?? ctx.state.store.defaultLanguage;

export const cataloguePublicHandlers: Handlers = {
  async listProducts(ctx) {
    const { em, store, cursors, input } = ctx.state;
    ctx.body = await listProducts(em, store, cursors, input.query, languageOf(ctx), ctx.state.priceGroupId ?? null);
  },
  async getProduct(ctx) {
    const { currency } = ctx.state.input.query;
    const { em, store, priceGroupId } = ctx.state;
    ctx.body = await getProduct(em, store, pathId(ctx), languageOf(ctx), currency, priceGroupId ?? null);
  },
  async getProductPickup(ctx) {
    ctx.body = await getProductPickup(ctx.state.em, ctx.state.store, pathId(ctx));
  },
  async listCategories(ctx) {
    const { em, store, cursors, input } = ctx.state;
    ctx.body = await listCategories(em, store, cursors, pageQuery(input.query), languageOf(ctx));
  },
  async getCategory(ctx) {
    ctx.body = await getCategory(ctx.state.em, ctx.state.store, pathId(ctx), languageOf(ctx));
  },
};
