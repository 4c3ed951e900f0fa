import type { Handlers } from '../../http/context';
import { pathId } from '../../http/path-id';
import {
  listCategoryTranslations,
  listProductTranslations,
  putCategoryTranslation,
  putProductTranslation,
  removeCategoryTranslation,
  removeProductTranslation,
} from './translations.admin.service';

export const translationsPrivateHandlers: Handlers = {
  async adminListProductTranslations(ctx) {
    ctx.body = await listProductTranslations(ctx.state.em, ctx.state.store, pathId(ctx));
  },
  async adminPutProductTranslation(ctx) {
    const { params, body } = ctx.state.input;
    ctx.body = await putProductTranslation(ctx.state.em, ctx.state.store, pathId(ctx), params.language, body);
  },
  async adminDeleteProductTranslation(ctx) {
    await removeProductTranslation(ctx.state.em, ctx.state.store, pathId(ctx), ctx.state.input.params.language);
    ctx.status = 204;
  },
  async adminListCategoryTranslations(ctx) {
    ctx.body = await listCategoryTranslations(ctx.state.em, ctx.state.store, pathId(ctx));
  },
  async adminPutCategoryTranslation(ctx) {
    const { params, body } = ctx.state.input;
    ctx.body = await putCategoryTranslation(ctx.state.em, ctx.state.store, pathId(ctx), params.language, body);
  },
  async adminDeleteCategoryTranslation(ctx) {
    await removeCategoryTranslation(ctx.state.em, ctx.state.store, pathId(ctx), ctx.state.input.params.language);
    ctx.status = 204;
  },
};
