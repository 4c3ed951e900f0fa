import { WithStartWorkflowOperation } from '@temporalio/client';
import type { UpdateDefinition } from '@temporalio/common';
import type { returnWorkflow } from '../../workflows/return.workflow';
import {
  addReturnTrackingUpdate,
  approveReturnUpdate,
  receiveReturnUpdate,
  refuseReturnUpdate,
  resolveReturnUpdate,
  returnWorkflowId,
  SEARCH,
} from '../../workflows/definitions';
import type { ReturnState, ReturnWorkflowInput } from '../returns/returns.types';
import type { ReturnStep, ReturnWorkflows } from '../returns/return-workflows.port';
import type { CommerceTemporal } from './client';
import { retryIfClosedMeanwhile, withDomainErrors } from './failures';

const startOptions = (temporal: CommerceTemporal, input: ReturnWorkflowInput) => ({
  workflowId: returnWorkflowId(input.state.returnId),
  taskQueue: temporal.taskQueue,
  args: [input] as [ReturnWorkflowInput],
  typedSearchAttributes: [
    { key: SEARCH.storeId, value: input.state.storeId },
    { key: SEARCH.orderId, value: input.state.orderId },
    { key: SEARCH.customerEmail, value: input.state.email },
    { key: SEARCH.returnStatus, value: input.state.status },
  ],
});

/** The return workflows of this Temporal client. */
export function temporalReturnWorkflows(temporal: CommerceTemporal): ReturnWorkflows {
  return {
    async start(input) {
      await temporal.client.workflow.start<typeof returnWorkflow>('returnWorkflow', {
        ...startOptions(temporal, input),
        workflowIdConflictPolicy: 'USE_EXISTING',
      });
    },
    runStep(input, step, updateId) {
      const run = <Args extends unknown[]>(update: UpdateDefinition<ReturnState, Args>, args: Args) =>
        withDomainErrors(() =>
          retryIfClosedMeanwhile(() =>
            temporal.client.workflow.executeUpdateWithStart(update, {
              args,
              updateId,
              // A WithStartWorkflowOperation is single-use, so each attempt builds its own.
              startWorkflowOperation: new WithStartWorkflowOperation<typeof returnWorkflow>('returnWorkflow', {
                ...startOptions(temporal, input),
                workflowIdConflictPolicy: 'USE_EXISTING',
              }),
            }),
          ),
        );
      return runUpdateOf(step, run);
    },
  };
}

type UpdateRunner = <Args extends unknown[]>(
  update: UpdateDefinition<ReturnState, Args>,
  args: Args,
) => Promise<ReturnState>;

function runUpdateOf(step: ReturnStep, run: UpdateRunner): Promise<ReturnState> {
  switch (step.action) {
    case 'approve':
      return run(approveReturnUpdate, [step.message]);
    case 'refuse':
      return run(refuseReturnUpdate, [step.message]);
    case 'receive':
      return run(receiveReturnUpdate, [step.lines]);
    case 'resolve':
      return run(resolveReturnUpdate, step.exchange ? [step.method, step.exchange] : [step.method]);
    case 'track':
      return run(addReturnTrackingUpdate, [step.entry]);
  }
}
