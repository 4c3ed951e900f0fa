import type { Handlers } from '../http/context';
import { addItem, changeItemQuantity, getCart, removeItem } from './cart.service';
import { applyDiscount, removeDiscount } from './cart-discount.service';
import { chooseShipping, estimateCart, listCartShippingOptions } from './cart-shipping.service';
import { saveCheckoutDetails } from './cart-checkout-details.service';
import { pathId } from '../http/path-id';

const token = (ctx: { state: { cartToken?: string } }) => ctx.state.cartToken as string;

export const cartPublicHandlers: Handlers = {
  async getCart(ctx) {
    ctx.body = await getCart(ctx.state.em, ctx.state.store, token(ctx));
  },
  async addCartItem(ctx) {
    ctx.body = await addItem(ctx.state.em, ctx.state.store, token(ctx), ctx.state.input.body);
  },
  async updateCartItem(ctx) {
    const { quantity } = ctx.state.input.body;
    ctx.body = await changeItemQuantity(ctx.state.em, ctx.state.store, token(ctx), pathId(ctx), quantity);
  },
  async removeCartItem(ctx) {
    ctx.body = await removeItem(ctx.state.em, ctx.state.store, token(ctx), pathId(ctx));
  },
  async applyCartDiscount(ctx) {
    const { code } = ctx.state.input.body;
    ctx.body = await applyDiscount(ctx.state.em, ctx.state.store, token(ctx), code);
  },
  async removeCartDiscount(ctx) {
    ctx.body = await removeDiscount(ctx.state.em, ctx.state.store, token(ctx));
  },
  async estimateCart(ctx) {
    const shippingAddress = ctx.state.input.body?.shippingAddress;
    ctx.body = await estimateCart(ctx.state.em, ctx.state.store, token(ctx), shippingAddress);
  },
  async listCartShippingOptions(ctx) {
    ctx.body = await listCartShippingOptions(ctx.state.em, ctx.state.store, token(ctx));
  },
  async chooseCartShipping(ctx) {
    const { optionId } = ctx.state.input.body;
    ctx.body = await chooseShipping(ctx.state.em, ctx.state.store, token(ctx), optionId);
  },
  async saveCheckoutDetails(ctx) {
    ctx.body = await saveCheckoutDetails(ctx.state.em, ctx.state.store, token(ctx), ctx.state.input.body);
  },
};
