import type { Handlers } from '../../http/context';
import { pathId } from '../../http/path-id';
import {
  createLocation,
  deleteLocation,
  getInventorySettings,
  getLocation,
  listStoreLocations,
  updateInventorySettings,
  updateLocation,
} from './locations.admin.service';
import { adjustLocationStock } from './stock.admin.service';
import {
  createStockTransfer,
  getStockTransfer,
  listStockTransfers,
  receiveStockTransfer,
  shipStockTransfer,
} from './stock-transfers.service';

export const locationsPrivateHandlers: Handlers = {
  async adminListLocations(ctx) {
    ctx.body = await listStoreLocations(ctx.state.em, ctx.state.store.id);
  },
  async adminCreateLocation(ctx) {
    ctx.status = 201;
    ctx.body = await createLocation(ctx.state.em, ctx.state.store.id, ctx.state.input.body);
  },
  async adminGetLocation(ctx) {
    ctx.body = await getLocation(ctx.state.em, ctx.state.store.id, pathId(ctx));
  },
  async adminUpdateLocation(ctx) {
    ctx.body = await updateLocation(ctx.state.em, ctx.state.store.id, pathId(ctx), ctx.state.input.body);
  },
  async adminDeleteLocation(ctx) {
    await deleteLocation(ctx.state.em, ctx.state.store.id, pathId(ctx));
    ctx.status = 204;
  },
  async adminAdjustLocationStock(ctx) {
    ctx.body = await adjustLocationStock(ctx.state.em, ctx.state.store.id, pathId(ctx), ctx.state.input.body);
  },
  async adminGetInventorySettings(ctx) {
    ctx.body = await getInventorySettings(ctx.state.em, ctx.state.store.id);
  },
  async adminUpdateInventorySettings(ctx) {
    ctx.body = await updateInventorySettings(ctx.state.em, ctx.state.store.id, ctx.state.input.body);
  },
  async adminListStockTransfers(ctx) {
    ctx.body = await listStockTransfers(ctx.state.em, ctx.state.store.id);
  },
  async adminCreateStockTransfer(ctx) {
    ctx.status = 201;
    ctx.body = await createStockTransfer(ctx.state.em, ctx.state.store.id, ctx.state.input.body);
  },
  async adminGetStockTransfer(ctx) {
    ctx.body = await getStockTransfer(ctx.state.em, ctx.state.store.id, pathId(ctx));
  },
  async adminShipStockTransfer(ctx) {
    ctx.body = await shipStockTransfer(ctx.state.em, ctx.state.store.id, pathId(ctx));
  },
  async adminReceiveStockTransfer(ctx) {
    ctx.body = await receiveStockTransfer(ctx.state.em, ctx.state.store.id, pathId(ctx), ctx.state.input.body ?? {});
  },
};
