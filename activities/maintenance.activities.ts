import { purgeExpiredData, type PurgeResult } from '../src/maintenance/purge.service';
import type { ActivityDeps } from './deps';
import { findUnsettledPayments } from '../src/payments/payments.repository';
import { paymentOrders } from '../src/orders/orders.repository';
import { reconcilePayment } from '../src/payments/payments.service';
import { withBusinessFailures } from './business-failure';
import { expireDueGiftCards } from '../src/balances/gift-card-expiry.service';

export function createMaintenanceActivities(deps: ActivityDeps) {
  return {
    async purgeExpiredData(): Promise<PurgeResult> {
      const result = await purgeExpiredData(deps.orm.em.fork());
      deps.logger.info({ result }, 'purged expired data');
      return result;
    },
    async expireDueGiftCards(limit: number) {
      const batch = await expireDueGiftCards(deps.orm.em.fork(), limit);
      if (batch.expired > 0) deps.logger.info({ batch }, 'expired gift cards');
      return batch;
    },
    findUnsettledPayments: (olderThanMinutes: number) =>
      findUnsettledPayments(deps.orm.em.fork(), olderThanMinutes, paymentOrders.checkoutOver),
    async reconcilePayment(paymentId: string) {
      const result = await withBusinessFailures(() =>
        reconcilePayment(deps.orm.em.fork(), { config: deps.config, orders: paymentOrders }, paymentId),
      );
      deps.logger.info({ result }, 'reconciled a payment');
      return result;
    },
  };
}
