import type { Handlers } from '../http/context';
import { calculateTax } from './tax-calculation.service';

export const taxPublicHandlers: Handlers = {
  async calculateTax(ctx) {
    ctx.body = await calculateTax(ctx.state.em, ctx.state.store, ctx.state.input.body);
  },
};
