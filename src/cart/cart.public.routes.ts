import type { Handlers } from '../http/context';
import { addItem, getCart, type AddItemInput } from './cart.service';

export const cartPublicHandlers: Handlers = {
  async getCart(ctx) {
    ctx.body = await getCart(ctx.state.em, ctx.state.store, ctx.state.cartToken as string);
  },
  async addCartItem(ctx) {
    ctx.body = await addItem(ctx.state.em, ctx.state.store, ctx.state.cartToken as string, ctx.state.input.body as AddItemInput);
  },
};
