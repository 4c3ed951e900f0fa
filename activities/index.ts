import type { ActivityDeps } from './deps';
import { createMaintenanceActivities } from './maintenance.activities';
import { createCustomerMailActivities } from './customer-mail.activities';
import { createCartRecoveryActivities } from './cart-recovery.activities';
import { createRestockActivities } from './restock.activities';
import { createWebhookActivities } from './webhooks.activities';
import { createCheckoutActivities } from './checkout.activities';
import { createOrderActivities } from './order.activities';
import { createExportActivities } from './export.activities';
import { createImportActivities } from './import.activities';
import { createReturnActivities } from './return.activities';
import { createPriceListActivities } from './price-list.activities';
import { createOrderEditActivities } from './order-edit.activities';
import { createDraftOrderActivities } from './draft-order.activities';
import { createGiftCardActivities } from './gift-card.activities';
import { createSubscriptionActivities } from './subscription.activities';
import { createMediaActivities } from './media.activities';

/** Every activity the worker registers; workflows see only this type. */
export function createActivities(deps: ActivityDeps) {
  return {
    ...createMaintenanceActivities(deps),
    ...createCustomerMailActivities(deps),
    ...createCartRecoveryActivities(deps),
    ...createRestockActivities(deps),
    ...createWebhookActivities(deps),
    ...createCheckoutActivities(deps),
    ...createOrderActivities(deps),
    ...createExportActivities(deps),
    ...createImportActivities(deps),
    ...createReturnActivities(deps),
    ...createPriceListActivities(deps),
    ...createOrderEditActivities(deps),
    ...createDraftOrderActivities(deps),
    ...createGiftCardActivities(deps),
    ...createSubscriptionActivities(deps),
    ...createMediaActivities(deps),
  };
}

export type Activities = ReturnType<typeof createActivities>;
