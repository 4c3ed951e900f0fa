import { fulfilOrder, markOrderPaid, type ActionContext } from '../src/orders/order-actions.service';
import {
  planCancel,
  planRefund,
  recordCancel,
  recordRefund,
  type PlannedRefund,
} from '../src/orders/order-refunds.service';
import type { FulfilRequest, RefundRequest } from '../src/orders/order.types';
import { refundPayment } from '../src/payments/payments.service';
import { paymentOrders } from '../src/orders/orders.repository';
import { inTransaction } from '../src/db/sql';
import { settleDraftOfOrder } from '../src/draft-orders/draft-orders.service';
import { withBusinessFailures } from './business-failure';
import type { ActivityDeps } from './deps';

/** Order lifecycle steps; each writes the order projection (and its outbox event) in one transaction. */
export function createOrderActivities(deps: ActivityDeps) {
  const em = () => deps.orm.em.fork();
  return {
    fulfilOrder: (ctx: ActionContext, fulfilmentId: string, request: FulfilRequest) =>
      withBusinessFailures(() => fulfilOrder(em(), ctx, fulfilmentId, request)),
    markOrderPaid: (ctx: ActionContext) =>
      withBusinessFailures(async () => {
        const snapshot = await markOrderPaid(em(), ctx);
        // A draft order's order marked paid (from the draft or the order's page) settles its draft: `draft_order.paid`
        // once. Its own transaction, after the order's: a retry of this step finds the order paid and settles again.
        await inTransaction(em(), (tx) => settleDraftOfOrder(tx, ctx.storeId, ctx.orderId));
        return snapshot;
      }),
    planRefund: (ctx: ActionContext, request: RefundRequest) =>
      withBusinessFailures(() => planRefund(em(), ctx, request)),
    recordRefund: (ctx: ActionContext, refundId: string, plan: PlannedRefund, providerReference: string | null) =>
      withBusinessFailures(() => recordRefund(em(), ctx, refundId, plan, providerReference)),
    planCancel: (ctx: ActionContext, reason: string | undefined) =>
      withBusinessFailures(() => planCancel(em(), ctx, reason)),
    recordCancel: (ctx: ActionContext, refundId: string, plan: PlannedRefund, providerReference: string | null) =>
      withBusinessFailures(() => recordCancel(em(), ctx, refundId, plan, providerReference)),
    refundPayment: (paymentId: string, idempotencyKey: string, reference: string, amount: number) =>
      withBusinessFailures(() =>
        refundPayment(
          em(),
          { config: deps.config, orders: paymentOrders },
          { paymentId, idempotencyKey, reference, amount },
        ),
      ),
  };
}
