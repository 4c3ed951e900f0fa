import { WorkflowNotFoundError } from '@temporalio/client';
import type { cartRecoveryWorkflow } from '../../workflows/cart-recovery.workflow';
import {
  cartActivitySignal,
  cartRecoveryWorkflowId,
  SEARCH,
  stopCartRecoverySignal,
} from '../../workflows/definitions';
import type { CartActivityPort } from '../cart/cart-activity.port';
import type { CommerceTemporal } from './client';

/**
 * Cart activity as signals to the cart's recovery workflow: signal-with-start, so the first change of a recoverable
 * cart starts it and later ones reset its timer (one workflow per cart id); an emptied or unsubscribed cart stops
 * it if it runs.
 */
export function cartRecoveryOf(temporal: CommerceTemporal): CartActivityPort {
  return {
    async notify(activity) {
      const workflowId = cartRecoveryWorkflowId(activity.cartId);
      if (activity.kind === 'ended') {
        try {
          await temporal.client.workflow.getHandle(workflowId).signal(stopCartRecoverySignal, activity.reason);
        } catch (error) {
          if (!(error instanceof WorkflowNotFoundError)) throw error;
        }
        return;
      }
      await temporal.client.workflow.signalWithStart<typeof cartRecoveryWorkflow, [number[]]>('cartRecoveryWorkflow', {
        workflowId,
        taskQueue: temporal.backgroundTaskQueue,
        args: [{ storeId: activity.storeId, cartId: activity.cartId, delaysSeconds: activity.delaysSeconds }],
        signal: cartActivitySignal,
        signalArgs: [activity.delaysSeconds],
        typedSearchAttributes: [
          { key: SEARCH.storeId, value: activity.storeId },
          { key: SEARCH.cartId, value: activity.cartId },
        ],
      });
    },
    async stopStore(storeId) {
      // Visibility lists the runs started up to about a second ago; a later one finds the store's switch off at its
      // step anyway. Store ids are `str_` and base62, so the value needs no escaping in the query.
      const query =
        `WorkflowType = 'cartRecoveryWorkflow' AND ExecutionStatus = 'Running' AND ` +
        `${SEARCH.storeId.name} = '${storeId.replace(/[^A-Za-z0-9_]/g, '')}'`;
      let stopped = 0;
      for await (const run of temporal.client.workflow.list({ query })) {
        try {
          await temporal.client.workflow.getHandle(run.workflowId).signal(stopCartRecoverySignal, 'recovery_off');
          stopped += 1;
        } catch (error) {
          if (!(error instanceof WorkflowNotFoundError)) throw error;
        }
      }
      return stopped;
    },
  };
}
