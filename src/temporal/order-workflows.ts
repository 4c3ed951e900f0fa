import { WithStartWorkflowOperation } from '@temporalio/client';
import type { UpdateDefinition } from '@temporalio/common';
import type { orderWorkflow } from '../../workflows/order.workflow';
import {
  cancelOrderUpdate,
  commitOrderEditUpdate,
  confirmOrderLinkUpdate,
  fulfilOrderUpdate,
  markOrderPaidUpdate,
  orderWorkflowId,
  payOrderLinkUpdate,
  refundOrderUpdate,
  SEARCH,
} from '../../workflows/definitions';
import { ORDER_WORKFLOW_IDLE_SECONDS } from '../../workflows/policies';
import type { OrderSnapshot } from '../orders/order.types';
import type { OrderStep, OrderWorkflows } from '../orders/order-workflows.port';
import type { OrderActionDeps } from '../orders/orders.service';
import type { Config } from '../config';
import type { CommerceTemporal } from './client';
import { outcomeOfUpdate, retryIfClosedMeanwhile, withDomainErrors, withinWait } from './failures';

/**
 * Sends one lifecycle step to the order's workflow. When that workflow has closed (or never started), a new
 * run starts from the projection's snapshot and takes the step: update-with-start with USE_EXISTING.
 */
async function runOrderStep<Args extends unknown[]>(
  temporal: CommerceTemporal,
  snapshot: OrderSnapshot,
  update: UpdateDefinition<OrderSnapshot, Args>,
  args: Args,
  waitSeconds: number,
  updateId?: string,
): Promise<OrderSnapshot> {
  // A WithStartWorkflowOperation is single-use, so each attempt builds its own.
  const startWorkflowOperation = () =>
    new WithStartWorkflowOperation<typeof orderWorkflow>('orderWorkflow', {
      workflowId: orderWorkflowId(snapshot.orderId),
      taskQueue: temporal.taskQueue,
      args: [{ snapshot, idleTimeoutSeconds: ORDER_WORKFLOW_IDLE_SECONDS }],
      workflowIdConflictPolicy: 'USE_EXISTING',
      typedSearchAttributes: [
        { key: SEARCH.storeId, value: snapshot.storeId },
        { key: SEARCH.orderId, value: snapshot.orderId },
      ],
    });
  const step = withDomainErrors(() =>
    retryIfClosedMeanwhile(() =>
      temporal.client.workflow.executeUpdateWithStart(update, {
        args,
        updateId,
        startWorkflowOperation: startWorkflowOperation(),
      }),
    ),
  );
  return withinWait(step, waitSeconds, "The order's workflow");
}

/** What the order actions of a request run with: the workflows of this client, linked to its Temporal UI. */
export const orderActionDeps = (temporal: CommerceTemporal, config: Config): OrderActionDeps => ({
  workflows: temporalOrderWorkflows(temporal, config.orderActionWaitSeconds),
  links: { temporalUiUrl: config.temporalUiUrl, namespace: config.temporalNamespace },
});

/** The order workflows of this Temporal client; a step not answered within waitSeconds answers 503. */
export function temporalOrderWorkflows(temporal: CommerceTemporal, waitSeconds: number): OrderWorkflows {
  return {
    runStep(snapshot, step, updateId) {
      const run = <Args extends unknown[]>(update: UpdateDefinition<OrderSnapshot, Args>, args: Args) =>
        runOrderStep(temporal, snapshot, update, args, waitSeconds, updateId);
      return runUpdateOf(step, run);
    },
    outcomeOf(orderId, updateId) {
      return outcomeOfUpdate(temporal, orderWorkflowId(orderId), updateId, waitSeconds, "The order's workflow");
    },
  };
}

type UpdateRunner = <Args extends unknown[]>(
  update: UpdateDefinition<OrderSnapshot, Args>,
  args: Args,
) => Promise<OrderSnapshot>;

/** The workflow update that takes the step. */
function runUpdateOf(step: OrderStep, run: UpdateRunner): Promise<OrderSnapshot> {
  switch (step.action) {
    case 'fulfil':
      return run(fulfilOrderUpdate, [step.request]);
    case 'refund':
      return run(refundOrderUpdate, [step.request]);
    case 'cancel':
      return run(cancelOrderUpdate, [step.request]);
    case 'markPaid':
      return run(markOrderPaidUpdate, []);
    case 'commitEdit':
      return run(commitOrderEditUpdate, [{ editId: step.editId, expectedVersion: step.expectedVersion }]);
    case 'payLink':
      return run(payOrderLinkUpdate, [
        {
          linkId: step.linkId,
          token: step.token,
          ...(step.actionTimeoutSeconds && { actionTimeoutSeconds: step.actionTimeoutSeconds }),
        },
      ]);
    case 'confirmLink':
      return run(confirmOrderLinkUpdate, [{ paymentId: step.paymentId, approved: step.approved }]);
  }
}
