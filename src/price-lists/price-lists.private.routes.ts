import type { Handlers } from '../http/context';
import { pathId } from '../http/path-id';
import {
  addGroupMember,
  createCustomerGroup,
  deleteCustomerGroup,
  getCustomerGroup,
  listCustomerGroups,
  listGroupMembers,
  removeGroupMember,
  updateCustomerGroup,
} from './customer-groups.admin.service';
import {
  createPriceList,
  deletePriceList,
  getPriceList,
  listPriceLists,
  previewPrice,
  updatePriceList,
  type PriceListDeps,
} from './price-lists.admin.service';
import { importGroupMembers, importPriceListPrices } from './price-list-imports.service';

/** Customer groups and price lists on the private API; the lists' schedules and the catalogue come as ports. */
export const priceListsPrivateHandlers = (deps: PriceListDeps): Handlers => ({
  async adminListCustomerGroups(ctx) {
    ctx.body = await listCustomerGroups(ctx.state.em, ctx.state.cursors, ctx.state.store, ctx.state.input.query);
  },
  async adminCreateCustomerGroup(ctx) {
    ctx.status = 201;
    ctx.body = await createCustomerGroup(ctx.state.em, ctx.state.store, ctx.state.input.body);
  },
  async adminGetCustomerGroup(ctx) {
    ctx.body = await getCustomerGroup(ctx.state.em, ctx.state.store, pathId(ctx));
  },
  async adminUpdateCustomerGroup(ctx) {
    ctx.body = await updateCustomerGroup(ctx.state.em, ctx.state.store, pathId(ctx), ctx.state.input.body);
  },
  async adminDeleteCustomerGroup(ctx) {
    await deleteCustomerGroup(ctx.state.em, ctx.state.store, pathId(ctx));
    ctx.status = 204;
  },
  async adminListCustomerGroupMembers(ctx) {
    const { em, cursors, store, input } = ctx.state;
    ctx.body = await listGroupMembers(em, cursors, store, pathId(ctx), input.query);
  },
  async adminAddCustomerGroupMember(ctx) {
    const { em, store, input } = ctx.state;
    ctx.body = await addGroupMember(em, store, pathId(ctx), input.params.customerId);
  },
  async adminRemoveCustomerGroupMember(ctx) {
    const { em, store, input } = ctx.state;
    await removeGroupMember(em, store, pathId(ctx), input.params.customerId);
    ctx.status = 204;
  },
  async adminListPriceLists(ctx) {
    ctx.body = await listPriceLists(ctx.state.em, ctx.state.cursors, ctx.state.store, ctx.state.input.query);
  },
  async adminCreatePriceList(ctx) {
    ctx.status = 201;
    ctx.body = await createPriceList(ctx.state.em, ctx.state.store, deps, ctx.state.input.body);
  },
  async adminGetPriceList(ctx) {
    ctx.body = await getPriceList(ctx.state.em, ctx.state.store, pathId(ctx));
  },
  async adminUpdatePriceList(ctx) {
    ctx.body = await updatePriceList(ctx.state.em, ctx.state.store, deps, pathId(ctx), ctx.state.input.body);
  },
  async adminDeletePriceList(ctx) {
    await deletePriceList(ctx.state.em, ctx.state.store, deps, pathId(ctx));
    ctx.status = 204;
  },
  async adminImportPriceListPrices(ctx) {
    ctx.body = await importPriceListPrices(ctx.state.em, ctx.state.store, deps, pathId(ctx), ctx.req);
  },
  async adminImportCustomerGroupMembers(ctx) {
    ctx.body = await importGroupMembers(ctx.state.em, ctx.state.store, pathId(ctx), ctx.req);
  },
  async adminPreviewPrice(ctx) {
    ctx.body = await previewPrice(ctx.state.em, ctx.state.store, deps, pathId(ctx), ctx.state.input.query);
  },
});
