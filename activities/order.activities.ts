import { fulfilOrder, markOrderPaid, type ActionContext } from '../src/orders/order-actions.service';
import {
  planCancel,
  planRefund,
  recordCancel,
  recordRefund,
  type PlannedRefund,
} from '../src/orders/order-refunds.service';
import type { FulfilRequest, RefundRequest } from '../src/orders/order.types';
import { refundPayment, type PaymentCall } from '../src/payments/payments.service';
import { paymentOrders } from '../src/orders/orders.repository';
import { inTransaction } from '../src/db/sql';
import { settleDraftOfOrder } from '../src/draft-orders/draft-orders.service';
import { withBusinessFailures } from './business-failure';
import { objectOrPositional } from './activity-arguments';
import type { ActivityDeps } from './deps';

/** A refund or cancel worked out by its plan step, recorded under its refund id with the provider's reference. */
type PlannedRecord = ActionContext & { refundId: string; plan: PlannedRefund; providerReference: string | null };
const plannedRecord = (
  ctx: ActionContext,
  refundId: string,
  plan: PlannedRefund,
  providerReference: string | null,
) => ({
  ...ctx,
  refundId,
  plan,
  providerReference,
});

/**
 * Order lifecycle steps; each writes the order projection (and its outbox event) in one transaction. Those with more
 * than the order's context take one object and still the positional arguments (see objectOrPositional).
 */
export function createOrderActivities(deps: ActivityDeps) {
  const em = () => deps.orm.em.fork();
  return {
    fulfilOrder: objectOrPositional(
      (ctx: ActionContext, fulfilmentId: string, request: FulfilRequest) => ({ ...ctx, fulfilmentId, request }),
      ({ fulfilmentId, request, ...ctx }) => withBusinessFailures(() => fulfilOrder(em(), ctx, fulfilmentId, request)),
    ),
    markOrderPaid: (ctx: ActionContext) =>
      withBusinessFailures(async () => {
        const snapshot = await markOrderPaid(em(), ctx);
        // A draft order's order marked paid (from the draft or the order's page) settles its draft: `draft_order.paid`
        // once. Its own transaction, after the order's: a retry of this step finds the order paid and settles again.
        await inTransaction(em(), (tx) => settleDraftOfOrder(tx, ctx.storeId, ctx.orderId));
        return snapshot;
      }),
    planRefund: objectOrPositional(
      (ctx: ActionContext, request: RefundRequest) => ({ ...ctx, request }),
      ({ request, ...ctx }) => withBusinessFailures(() => planRefund(em(), ctx, request)),
    ),
    recordRefund: objectOrPositional(plannedRecord, ({ refundId, plan, providerReference, ...ctx }: PlannedRecord) =>
      withBusinessFailures(() => recordRefund(em(), ctx, refundId, plan, providerReference)),
    ),
    planCancel: objectOrPositional(
      (ctx: ActionContext, reason: string | undefined) => ({ ...ctx, reason }),
      ({ reason, ...ctx }) => withBusinessFailures(() => planCancel(em(), ctx, reason)),
    ),
    recordCancel: objectOrPositional(plannedRecord, ({ refundId, plan, providerReference, ...ctx }: PlannedRecord) =>
      withBusinessFailures(() => recordCancel(em(), ctx, refundId, plan, providerReference)),
    ),
    refundPayment: objectOrPositional(
      (paymentId: string, idempotencyKey: string, reference: string, amount: number) => ({
        paymentId,
        idempotencyKey,
        reference,
        amount,
      }),
      (call: PaymentCall & { reference: string }) =>
        withBusinessFailures(() => refundPayment(em(), { config: deps.config, orders: paymentOrders }, call)),
    ),
  };
}
