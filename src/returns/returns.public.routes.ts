import type { Handlers } from '../http/context';
import { pathId } from '../http/path-id';
import { keyedId } from '../shared/ids';
import type { ReturnWorkflows } from './return-workflows.port';
import {
  addShopperTracking,
  findReturnableOrder,
  getCustomerReturn,
  listCustomerReturns,
  requestCustomerReturn,
  requestGuestReturn,
} from './returns.service';
import { updateIdOf } from './returns.private.routes';

/** The shoppers' return requests, each starting the return's workflow through the port. */
export const returnsPublicHandlers = (workflows: ReturnWorkflows): Handlers => ({
  async requestCustomerReturn(ctx) {
    // Set by the session middleware: the operation requires X-Customer-Session.
    const customerId = ctx.state.customerId as string;
    const input = { ...ctx.state.input.body, id: keyedId('ret', ctx.state.idempotencyScope) };
    ctx.status = 201;
    ctx.body = await requestCustomerReturn(ctx.state.em, workflows, ctx.state.store, customerId, pathId(ctx), input);
  },
  async requestGuestReturn(ctx) {
    ctx.status = 201;
    const input = { ...ctx.state.input.body, id: keyedId('ret', ctx.state.idempotencyScope) };
    ctx.body = await requestGuestReturn(ctx.state.em, workflows, ctx.state.store, input);
  },
  async findReturnableOrder(ctx) {
    ctx.body = await findReturnableOrder(ctx.state.em, ctx.state.store, ctx.state.input.body);
  },
  async listCustomerReturns(ctx) {
    const { em, cursors, store, input } = ctx.state;
    ctx.body = await listCustomerReturns(em, cursors, store, ctx.state.customerId as string, input.query);
  },
  async getCustomerReturn(ctx) {
    const { em, store } = ctx.state;
    ctx.body = await getCustomerReturn(em, store, ctx.state.customerId as string, pathId(ctx));
  },
  async addCustomerReturnTracking(ctx) {
    const owner = { customerId: ctx.state.customerId as string };
    const { em, store, input } = ctx.state;
    ctx.body = await addShopperTracking(em, workflows, store, pathId(ctx), owner, input.body, updateIdOf(ctx));
  },
  async addGuestReturnTracking(ctx) {
    const { orderNumber, email, ...tracking } = ctx.state.input.body;
    const { em, store } = ctx.state;
    const owner = { orderNumber, email };
    ctx.body = await addShopperTracking(em, workflows, store, pathId(ctx), owner, tracking, updateIdOf(ctx));
  },
});
