import type { AppDeps, Handlers } from '../http/context';
import { keyringOf } from '../secrets/keyring';
import { signalPaymentOutcome, temporalCheckoutWorkflows } from '../temporal/checkout-workflows';
import { signInMailOf } from '../temporal/customer-mail';
import { cartRecoveryOf } from '../temporal/cart-recovery';
import { temporalExportWorkflows } from '../temporal/exports';
import { temporalImportWorkflows } from '../temporal/imports';
import { orderActionDeps } from '../temporal/order-workflows';
import { webhookDeliveryWorkflows } from '../temporal/webhooks';
import { temporalReturnWorkflows } from '../temporal/return-workflows';
import { storesPublicHandlers } from '../stores/stores.public.routes';
import { storesPrivateHandlers } from '../stores/stores.private.routes';
import { cartPublicHandlers } from '../cart/cart.public.routes';
import { cartRecoveryHandlers } from '../cart-recovery/cart-recovery.routes';
import { restockHandlers } from '../restock/restock.routes';
import { createMailer } from '../mail/mailer';
import { productsPrivateHandlers } from '../catalogue/products/products.private.routes';
import { locationsPrivateHandlers } from '../catalogue/stock/locations.private.routes';
import { categoriesPrivateHandlers } from '../catalogue/categories/categories.private.routes';
import { translationsPrivateHandlers } from '../catalogue/translations/translations.private.routes';
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
import { searchPrivateHandlers } from '../search/search.private.routes';
import { staffPrivateHandlers, staffSessionHandlers } from '../staff/staff.routes';
import { providerWebhookHandlers } from '../payments/provider-webhooks.routes';
import { exportsPrivateHandlers } from '../exports/exports.private.routes';
import { importsPrivateHandlers } from '../imports/imports.private.routes';
import { balancesPrivateHandlers } from '../balances/balances.private.routes';
import { balancesPublicHandlers } from '../balances/balances.public.routes';
import { returnsPrivateHandlers } from '../returns/returns.private.routes';
import { returnsPublicHandlers } from '../returns/returns.public.routes';
import { claimsPrivateHandlers } from '../returns/claims.private.routes';
import { priceListsPrivateHandlers } from '../price-lists/price-lists.private.routes';
import { orderEditsPrivateHandlers } from '../order-edits/order-edits.private.routes';
import { paymentLinksPublicHandlers } from '../payment-links/payment-links.public.routes';
import { draftOrdersPrivateHandlers } from '../draft-orders/draft-orders.private.routes';
import { temporalDraftOrderWorkflows } from '../temporal/draft-order-workflows';
import { variantIdsBySku, variantIdsInStore, variantOwnPrice } from '../catalogue/catalogue.repository';
import { priceListSchedulesOf } from '../temporal/price-lists';
import { subscriptionsHandlers } from '../subscriptions/subscriptions.routes';
import { temporalSubscriptionWorkflows } from '../temporal/subscriptions';
import { temporalMediaWorkflows } from '../temporal/media';
import { mediaPrivateHandlers } from '../catalogue/media/media.private.routes';
import { mediaPublicHandlers } from '../catalogue/media/media.public.routes';

import type { CommerceTemporal } from '../temporal/client';

declare module '../http/context' {
  interface AppDeps {
    /** The one Temporal client, from which the handlers' workflow adapters are built once (handlersOf). */
    temporal: CommerceTemporal;
  }
}

/**
 * Every operation handler by operationId; the router pairs them with openapi.json. The Temporal adapters the
 * handlers drive are built here once, so no route file knows Temporal: each is handed its domain's ports.
 */
export function handlersOf({ temporal, logger, config }: Pick<AppDeps, 'temporal' | 'logger' | 'config'>): Handlers {
  const keyring = () => keyringOf(config);
  const orders = orderActionDeps(temporal, config);
  const signInMail = signInMailOf(temporal);
  const cartRecovery = cartRecoveryOf(temporal);
  const checkout = {
    workflows: temporalCheckoutWorkflows(temporal, logger, config.checkoutKeepStartingSeconds * 1000),
    keyring,
    logger,
    actionTimeoutSeconds: config.checkoutActionTimeoutSeconds,
    recovery: cartRecovery,
  };
  const providerWebhooks = {
    orders,
    keyring,
    notifyPaymentOutcome: (cartId: string, approved: boolean) => signalPaymentOutcome(temporal, cartId, approved),
  };
  const returns = temporalReturnWorkflows(temporal, config.orderActionWaitSeconds);
  const deliveryRetries = {
    workflows: webhookDeliveryWorkflows(temporal.client, temporal.backgroundTaskQueue),
    retryScheduleSeconds: config.webhookRetryScheduleSeconds,
  };
  return {
    ...storesPublicHandlers,
    ...storesPrivateHandlers,
    ...cartPublicHandlers(cartRecovery),
    ...cartRecoveryHandlers(cartRecovery),
    ...restockHandlers(createMailer(config, logger)),
    ...productsPrivateHandlers,
    ...mediaPrivateHandlers(temporalMediaWorkflows(temporal)),
    ...mediaPublicHandlers,
    ...locationsPrivateHandlers,
    ...categoriesPrivateHandlers,
    ...translationsPrivateHandlers,
    ...discountsPrivateHandlers,
    ...reviewsPrivateHandlers,
    ...customersPrivateHandlers,
    ...settingsPrivateHandlers(cartRecovery),
    ...customersPublicHandlers(signInMail),
    ...conversationsPublicHandlers,
    ...conversationsPrivateHandlers,
    ...cataloguePublicHandlers,
    ...reviewsPublicHandlers,
    ...taxPublicHandlers,
    ...paymentMethodsPublicHandlers,
    ...feedsPublicHandlers,
    ...webhooksPrivateHandlers(deliveryRetries),
    ...eventsPrivateHandlers,
    ...checkoutPublicHandlers(checkout),
    ...ordersPrivateHandlers(orders),
    ...reportsPrivateHandlers,
    ...searchPrivateHandlers,
    ...staffSessionHandlers(signInMail),
    ...staffPrivateHandlers(signInMail),
    ...providerWebhookHandlers(providerWebhooks),
    ...exportsPrivateHandlers(temporalExportWorkflows(temporal)),
    ...importsPrivateHandlers(temporalImportWorkflows(temporal)),
    ...balancesPrivateHandlers,
    ...balancesPublicHandlers,
    ...returnsPrivateHandlers(returns),
    ...returnsPublicHandlers(returns),
    ...orderEditsPrivateHandlers(orders.workflows),
    ...paymentLinksPublicHandlers({
      workflows: orders.workflows,
      keyring,
      actionTimeoutSeconds: config.checkoutActionTimeoutSeconds,
    }),
    ...draftOrdersPrivateHandlers({ orders: orders.workflows, drafts: temporalDraftOrderWorkflows(temporal) }),
    ...claimsPrivateHandlers(orders),
    ...subscriptionsHandlers(temporalSubscriptionWorkflows(temporal, config.orderActionWaitSeconds)),
    ...priceListsPrivateHandlers({
      variants: { variantIdsInStore, variantIdsBySku, variantOwnPrice },
      schedules: priceListSchedulesOf(temporal),
    }),
  };
}
