import {
  applyEditCommit,
  planLinkPayment,
  recordEditRefund,
  recordLinkPayment,
  type CommittedEdit,
} from '../src/order-edits/order-edit-steps.service';
import type { PlannedLinkPayment } from '../src/order-edits/order-edits.types';
import type { ActionContext } from '../src/orders/order-actions.service';
import { withBusinessFailures } from './business-failure';
import type { ActivityDeps } from './deps';

/** An order edit's commit and a payment link's payment, as steps of the order's workflow (src/order-edits). */
export function createOrderEditActivities(deps: ActivityDeps) {
  const em = () => deps.orm.em.fork();
  return {
    applyEditCommit: (ctx: ActionContext, editId: string, expectedVersion: number) =>
      withBusinessFailures(() => applyEditCommit(em(), ctx, editId, expectedVersion)),
    recordEditRefund: (ctx: ActionContext, editId: string, committed: CommittedEdit, reference: string | null) =>
      withBusinessFailures(() => recordEditRefund(em(), ctx, editId, committed, reference)),
    planLinkPayment: (ctx: ActionContext, linkId: string, paymentId: string) =>
      withBusinessFailures(() => planLinkPayment(em(), ctx, linkId, paymentId)),
    recordLinkPayment: (ctx: ActionContext, planned: PlannedLinkPayment) =>
      withBusinessFailures(() => recordLinkPayment(em(), ctx, planned)),
  };
}
