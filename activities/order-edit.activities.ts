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
import { objectOrPositional } from './activity-arguments';
import type { ActivityDeps } from './deps';

/**
 * An order edit's commit and a payment link's payment, as steps of the order's workflow (src/order-edits). Each takes
 * one object and still its positional arguments (see objectOrPositional).
 */
export function createOrderEditActivities(deps: ActivityDeps) {
  const em = () => deps.orm.em.fork();
  return {
    applyEditCommit: objectOrPositional(
      (ctx: ActionContext, editId: string, expectedVersion: number) => ({ ...ctx, editId, expectedVersion }),
      ({ editId, expectedVersion, ...ctx }) =>
        withBusinessFailures(() => applyEditCommit(em(), ctx, editId, expectedVersion)),
    ),
    recordEditRefund: objectOrPositional(
      (ctx: ActionContext, editId: string, committed: CommittedEdit, reference: string | null) => ({
        ...ctx,
        editId,
        committed,
        reference,
      }),
      ({ editId, committed, reference, ...ctx }) =>
        withBusinessFailures(() => recordEditRefund(em(), ctx, editId, committed, reference)),
    ),
    planLinkPayment: objectOrPositional(
      (ctx: ActionContext, linkId: string, paymentId: string) => ({ ...ctx, linkId, paymentId }),
      ({ linkId, paymentId, ...ctx }) => withBusinessFailures(() => planLinkPayment(em(), ctx, linkId, paymentId)),
    ),
    recordLinkPayment: objectOrPositional(
      (ctx: ActionContext, planned: PlannedLinkPayment) => ({ ...ctx, planned }),
      ({ planned, ...ctx }) => withBusinessFailures(() => recordLinkPayment(em(), ctx, planned)),
    ),
  };
}
