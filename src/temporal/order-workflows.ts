import { WithStartWorkflowOperation } from '@temporalio/client';
import type { UpdateDefinition } from '@temporalio/common';
import type { orderWorkflow } from '../../workflows/order.workflow';
import { orderWorkflowId, SEARCH } from '../../workflows/definitions';
import { ORDER_WORKFLOW_IDLE_SECONDS } from '../../workflows/policies';
import type { OrderSnapshot } from '../orders/order.types';
import type { CommerceTemporal } from './client';
import { retryIfClosedMeanwhile, withAppErrors } from './failures';

/**
 * Sends one lifecycle step to the order's workflow. When that workflow has closed (or never started), a new
 * run starts from the projection's snapshot and takes the step: update-with-start with USE_EXISTING.
 */
export async function runOrderStep<Args extends unknown[]>(
  temporal: CommerceTemporal,
  snapshot: OrderSnapshot,
  update: UpdateDefinition<OrderSnapshot, Args>,
  args: Args,
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
  return withAppErrors(() => retryIfClosedMeanwhile(() => temporal.client.workflow.executeUpdateWithStart(update, { args, updateId, startWorkflowOperation: startWorkflowOperation() })));
}
