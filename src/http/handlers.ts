import type { Handlers } from './context';
import { storesPublicHandlers } from '../stores/stores.public.routes';
import { storesPrivateHandlers } from '../stores/stores.private.routes';
import { cartPublicHandlers } from '../cart/cart.public.routes';
import { cataloguePublicHandlers } from '../catalogue/catalogue.public.routes';
import { reviewsPublicHandlers } from '../reviews/reviews.public.routes';
import { taxPublicHandlers } from '../tax/tax.public.routes';
import { paymentMethodsPublicHandlers } from '../payments/payment-methods.public.routes';
import { feedsPublicHandlers } from '../feeds/feeds.public.routes';

/** Every operation handler by operationId; the router pairs them with openapi.json. */
export const handlers: Handlers = {
  ...storesPublicHandlers,
  ...storesPrivateHandlers,
  ...cartPublicHandlers,
  ...cataloguePublicHandlers,
  ...reviewsPublicHandlers,
  ...taxPublicHandlers,
  ...paymentMethodsPublicHandlers,
  ...feedsPublicHandlers,
};
