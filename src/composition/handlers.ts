import type { Handlers } from '../http/context';
import { storesPublicHandlers } from '../stores/stores.public.routes';
import { storesPrivateHandlers } from '../stores/stores.private.routes';
import { cartPublicHandlers } from '../cart/cart.public.routes';
import { productsPrivateHandlers } from '../catalogue/products.private.routes';
import { categoriesPrivateHandlers } from '../catalogue/categories.private.routes';
import { translationsPrivateHandlers } from '../catalogue/translations.private.routes';
import { discountsPrivateHandlers } from '../discounts/discounts.private.routes';
import { reviewsPrivateHandlers } from '../reviews/reviews.private.routes';
import { customersPrivateHandlers } from '../customers/customers.private.routes';
import { settingsPrivateHandlers } from '../settings/settings.private.routes';
import { customersPublicHandlers } from '../customers/customers.public.routes';
import { conversationsPublicHandlers } from '../conversations/conversations.public.routes';
import { conversationsPrivateHandlers } from '../conversations/conversations.private.routes';
import { cataloguePublicHandlers } from '../catalogue/catalogue.public.routes';
import { reviewsPublicHandlers } from '../reviews/reviews.public.routes';
import { taxPublicHandlers } from '../tax/tax.public.routes';
import { paymentMethodsPublicHandlers } from '../payments/payment-methods.public.routes';
import { feedsPublicHandlers } from '../feeds/feeds.public.routes';
import { webhooksPrivateHandlers } from '../webhooks/webhooks.private.routes';
import { eventsPrivateHandlers } from '../events/events.private.routes';
import { checkoutPublicHandlers } from '../checkout/checkout.public.routes';
import { ordersPrivateHandlers } from '../orders/orders.private.routes';
import { reportsPrivateHandlers } from '../orders/reports.private.routes';
import { staffPrivateHandlers, staffSessionHandlers } from '../staff/staff.routes';
import { providerWebhookHandlers } from '../payments/provider-webhooks.routes';
import { exportsPrivateHandlers } from '../exports/exports.private.routes';
import { importsPrivateHandlers } from '../imports/imports.private.routes';
import { balancesPrivateHandlers } from '../balances/balances.private.routes';
import { balancesPublicHandlers } from '../balances/balances.public.routes';

/** Every operation handler by operationId; the router pairs them with openapi.json. */
export const handlers: Handlers = {
  ...storesPublicHandlers,
  ...storesPrivateHandlers,
  ...cartPublicHandlers,
  ...productsPrivateHandlers,
  ...categoriesPrivateHandlers,
  ...translationsPrivateHandlers,
  ...discountsPrivateHandlers,
  ...reviewsPrivateHandlers,
  ...customersPrivateHandlers,
  ...settingsPrivateHandlers,
  ...customersPublicHandlers,
  ...conversationsPublicHandlers,
  ...conversationsPrivateHandlers,
  ...cataloguePublicHandlers,
  ...reviewsPublicHandlers,
  ...taxPublicHandlers,
  ...paymentMethodsPublicHandlers,
  ...feedsPublicHandlers,
  ...webhooksPrivateHandlers,
  ...eventsPrivateHandlers,
  ...checkoutPublicHandlers,
  ...ordersPrivateHandlers,
  ...reportsPrivateHandlers,
  ...staffSessionHandlers,
  ...staffPrivateHandlers,
  ...providerWebhookHandlers,
  ...exportsPrivateHandlers,
  ...importsPrivateHandlers,
  ...balancesPrivateHandlers,
  ...balancesPublicHandlers,
};
