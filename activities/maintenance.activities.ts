import { purgeExpiredData, type PurgeResult } from '../src/maintenance/purge.service';
import { objectOrPositional } from './activity-arguments';
import type { ActivityDeps } from './deps';
import { findUnsettledPayments } from '../src/payments/payments.repository';
import { paymentOrders } from '../src/orders/orders.repository';
import { reconcilePayment } from '../src/payments/payments.service';
import { withBusinessFailures } from './business-failure';
import { expireDueGiftCards } from '../src/balances/gift-card-expiry.service';

/**
 * The maintenance workflow's steps; those with an argument take one object and still the value alone (see
 * objectOrPositional).
 */
export function createMaintenanceActivities(deps: ActivityDeps) {
  return {
    async purgeExpiredData(): Promise<PurgeResult> {
      const result = await purgeExpiredData(deps.orm.em.fork());
      deps.logger.info({ result }, 'purged expired data');
      return result;
    },
    expireDueGiftCards: objectOrPositional(
      (limit: number) => ({ limit }),
      async ({ limit }) => {
        const batch = await expireDueGiftCards(deps.orm.em.fork(), limit);
        if (batch.expired > 0) deps.logger.info({ batch }, 'expired gift cards');
        return batch;
      },
    ),
    findUnsettledPayments: objectOrPositional(
      (olderThanMinutes: number) => ({ olderThanMinutes }),
      ({ olderThanMinutes }) => findUnsettledPayments(deps.orm.em.fork(), olderThanMinutes, paymentOrders.checkoutOver),
    ),
    reconcilePayment: objectOrPositional(
      (paymentId: string) => ({ paymentId }),
      async ({ paymentId }) => {
        const result = await withBusinessFailures(() =>
          reconcilePayment(deps.orm.em.fork(), { config: deps.config, orders: paymentOrders }, paymentId),
        );
        deps.logger.info({ result }, 'reconciled a payment');
        return result;
      },
    ),
  };
}
