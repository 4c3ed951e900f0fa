import type { Handlers } from './context';
import { storesPublicHandlers } from '../stores/stores.public.routes';
import { storesPrivateHandlers } from '../stores/stores.private.routes';
import { cartPublicHandlers } from '../cart/cart.public.routes';
import { checkoutPublicHandlers } from '../checkout/checkout.public.routes';
import { ordersPrivateHandlers } from '../orders/orders.private.routes';

/** Every operation handler by operationId; the router pairs them with openapi.json. */
export const handlers: Handlers = {
  ...storesPublicHandlers,
  ...storesPrivateHandlers,
  ...cartPublicHandlers,
  ...checkoutPublicHandlers,
  ...ordersPrivateHandlers,
};
