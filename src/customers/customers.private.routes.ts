import type { Handlers } from '../http/context';
import { pathId } from '../http/path-id';
import { getCustomer, listCustomers, updateCustomer } from './customers.admin.service';
import { customerSpend } from '../orders/customer-spend.query';

export const customersPrivateHandlers: Handlers = {
  async adminListCustomers(ctx) {
    ctx.body = await listCustomers(
      ctx.state.em,
      customerSpend,
      ctx.state.cursors,
      ctx.state.store,
      ctx.state.input.query,
    );
  },
  async adminGetCustomer(ctx) {
    ctx.body = await getCustomer(ctx.state.em, customerSpend, ctx.state.store, pathId(ctx));
  },
  async adminUpdateCustomer(ctx) {
    ctx.body = await updateCustomer(ctx.state.em, customerSpend, ctx.state.store, pathId(ctx), ctx.state.input.body);
  },
};
