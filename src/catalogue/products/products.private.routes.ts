import type { Handlers } from '../../http/context';
import { pathId } from '../../http/path-id';
import { keyedId } from '../../shared/ids';
import { createProduct, deleteProduct, getAdminProduct } from './products.admin.service';
import { updateProduct } from './products.admin.update';
import { productOrderHistory } from '../../orders/product-order-history.query';
import { checkProductFilters, listAdminProducts } from './products.admin.query';
import { adjustStock } from '../stock/stock.admin.service';
import { removeMediaFiles, uploadedMediaOf } from '../media/media.service';
import { bulkAdjustPrices, bulkSetPrices, bulkSetStatus, bulkSetStock } from './products.bulk.service';

export const productsPrivateHandlers: Handlers = {
  async adminListProducts(ctx) {
    await checkProductFilters(ctx.state.em, ctx.state.store.id, ctx.state.input.query, 'query');
    ctx.body = await listAdminProducts(ctx.state.em, ctx.state.cursors, ctx.state.store, ctx.state.input.query);
  },
  async adminCreateProduct(ctx) {
    ctx.status = 201;
    const id = keyedId('prod', ctx.state.idempotencyScope);
    ctx.body = await createProduct(ctx.state.em, ctx.state.store, ctx.state.input.body, id);
  },
  async adminGetProduct(ctx) {
    ctx.body = await getAdminProduct(ctx.state.em, ctx.state.store, pathId(ctx));
  },
  async adminUpdateProduct(ctx) {
    ctx.body = await updateProduct(ctx.state.em, ctx.state.store, pathId(ctx), ctx.state.input.body);
  },
  async adminDeleteProduct(ctx) {
    const { em, store, deps } = ctx.state;
    const uploads = await uploadedMediaOf(em, pathId(ctx));
    const result = await deleteProduct(em, productOrderHistory, store, pathId(ctx));
    // Its images went with it (cascade); their files go after the commit. An archived product keeps them.
    if (result.deleted) await removeMediaFiles(deps.files, store.id, uploads);
    ctx.body = result;
  },
  async adminAdjustStock(ctx) {
    ctx.body = await adjustStock(ctx.state.em, ctx.state.store.id, pathId(ctx), ctx.state.input.body);
  },
  async adminBulkSetPrices(ctx) {
    ctx.body = await bulkSetPrices(ctx.state.em, ctx.state.store, ctx.state.input.body.items);
  },
  async adminBulkAdjustPrices(ctx) {
    const { em, store, input, idempotencyScope } = ctx.state;
    ctx.body = await bulkAdjustPrices(em, store, input.body.items, idempotencyScope);
  },
  async adminBulkSetStock(ctx) {
    ctx.body = await bulkSetStock(ctx.state.em, ctx.state.store, ctx.state.input.body.items);
  },
  async adminBulkSetStatus(ctx) {
    ctx.body = await bulkSetStatus(ctx.state.em, ctx.state.store, ctx.state.input.body.items);
  },
};
