import type { ApiContext, Handler, Handlers, OperationContext } from '../http/context';
import type { OperationId } from '../http/operation-input';
import { cartRecoverySettingsOf } from '../cart-recovery/cart-recovery-settings';
import { addItem, changeItemQuantity, getCart, removeItem } from './cart.service';
import { applyDiscount, removeDiscount } from './cart-discount.service';
import { chooseShipping, estimateCart, listCartShippingOptions } from './cart-shipping.service';
import { saveCheckoutDetails } from './cart-checkout-details.service';
import { changeCartCurrency } from './cart-currency.service';
import type { CartView } from './cart.presenter';
import type { CartActivity, CartActivityPort } from './cart-activity.port';
import { pathId } from '../http/path-id';
import { claimCartForShopper } from './visitor-cart.repository';
import { checkPlanOffered, chooseCartPlan, withSellingPlans } from '../subscriptions/selling-plans.service';

const token = (ctx: { state: { cartToken?: string } }) => ctx.state.cartToken as string;

/** What recovery should hear of the cart after this change, if anything (carts without an e-mail are not its). */
async function activityOf(ctx: ApiContext, cart: CartView): Promise<CartActivity | undefined> {
  const storeId = ctx.state.store.id;
  if (!cart.email || cart.status !== 'open') return undefined;
  if (cart.items.length === 0) return { kind: 'ended', storeId, cartId: cart.id, reason: 'emptied' };
  const settings = await cartRecoverySettingsOf(ctx.state.em, storeId);
  return settings.enabled
    ? { kind: 'recoverable', storeId, cartId: cart.id, delaysSeconds: settings.delaysSeconds }
    : undefined;
}

/**
 * Tells recovery of the change without holding up or failing the shopper's request: the notice is not awaited, and
 * a failure is logged (the recovery workflow re-reads the cart before each mail anyway).
 */
async function noteActivity(ctx: ApiContext, recovery: CartActivityPort, cart: CartView): Promise<void> {
  const logger = ctx.state.deps.logger;
  try {
    const activity = await activityOf(ctx, cart);
    if (activity)
      recovery
        .notify(activity)
        .catch((error) => logger.warn({ err: error, cartId: cart.id }, 'cart recovery not told'));
  } catch (error) {
    logger.warn({ err: error, cartId: cart.id }, 'cart recovery not told');
  }
}

export function cartPublicHandlers(recovery: CartActivityPort): Handlers {
  /**
   * A change of the cart: a signed-in shopper's claims a cart of no shopper (so recovery has the account's address),
   * then it is answered with the cart and told to recovery.
   */
  const change =
    <Id extends OperationId>(run: (ctx: OperationContext<Id>) => Promise<CartView>): Handler<Id> =>
    async (ctx) => {
      const changed = await run(ctx);
      const { customerId, customerEmail, em, store } = ctx.state;
      const claimed = customerId
        ? await claimCartForShopper(em, store.id, token(ctx), { customerId, email: customerEmail ?? null })
        : undefined;
      const cart = claimed ? { ...changed, email: claimed.email } : changed;
      ctx.body = await withSellingPlans(ctx.state.em, cart);
      await noteActivity(ctx as unknown as ApiContext, recovery, cart);
    };
  return {
    async getCart(ctx) {
      ctx.body = await withSellingPlans(ctx.state.em, await getCart(ctx.state.em, ctx.state.store, token(ctx)));
    },
    updateCart: change<'updateCart'>((ctx) =>
      changeCartCurrency(ctx.state.em, ctx.state.store, token(ctx), ctx.state.input.body.currency),
    ),
    // A line bought as a subscription names its selling plan: checked before the add, kept beside the line after it.
    addCartItem: change<'addCartItem'>(async (ctx) => {
      const { em, store } = ctx.state;
      const { sellingPlanId, ...item } = ctx.state.input.body;
      if (sellingPlanId) await checkPlanOffered(em, store.id, item.productId, sellingPlanId);
      const cart = await addItem(em, store, token(ctx), item);
      const line = cart.items.find(
        (l) => l.productId === item.productId && (!item.variantId || l.variantId === item.variantId),
      );
      if (!line || sellingPlanId === undefined) return cart;
      await chooseCartPlan(em, { cartId: cart.id, variantId: line.variantId }, sellingPlanId);
      // The cart was presented before the choice: its line shows the plan just chosen (or none).
      return { ...cart, items: cart.items.map((each) => (each === line ? { ...each, sellingPlanId } : each)) };
    }),
    updateCartItem: change<'updateCartItem'>((ctx) =>
      changeItemQuantity(ctx.state.em, ctx.state.store, token(ctx), pathId(ctx), ctx.state.input.body.quantity),
    ),
    removeCartItem: change<'removeCartItem'>((ctx) =>
      removeItem(ctx.state.em, ctx.state.store, token(ctx), pathId(ctx)),
    ),
    applyCartDiscount: change<'applyCartDiscount'>((ctx) =>
      applyDiscount(ctx.state.em, ctx.state.store, token(ctx), ctx.state.input.body.code),
    ),
    removeCartDiscount: change<'removeCartDiscount'>((ctx) =>
      removeDiscount(ctx.state.em, ctx.state.store, token(ctx)),
    ),
    async estimateCart(ctx) {
      const shippingAddress = ctx.state.input.body?.shippingAddress;
      ctx.body = await estimateCart(ctx.state.em, ctx.state.store, token(ctx), shippingAddress);
    },
    async listCartShippingOptions(ctx) {
      ctx.body = await listCartShippingOptions(ctx.state.em, ctx.state.store, token(ctx));
    },
    chooseCartShipping: change<'chooseCartShipping'>((ctx) =>
      chooseShipping(ctx.state.em, ctx.state.store, token(ctx), ctx.state.input.body.optionId),
    ),
    saveCheckoutDetails: change<'saveCheckoutDetails'>((ctx) =>
      saveCheckoutDetails(ctx.state.em, ctx.state.store, token(ctx), ctx.state.input.body),
    ),
  };
}
