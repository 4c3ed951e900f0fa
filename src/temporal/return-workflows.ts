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
import { outcomeOfUpdate, retryIfClosedMeanwhile, withDomainErrors, withinWait } from './failures';

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

/** The return workflows of this Temporal client; a step not answered within waitSeconds answers 503. */
export function temporalReturnWorkflows(temporal: CommerceTemporal, waitSeconds: number): ReturnWorkflows {
  return {
    async start(input) {
      await temporal.client.workflow.start<typeof returnWorkflow>('returnWorkflow', {
        ...startOptions(temporal, input),
        workflowIdConflictPolicy: 'USE_EXISTING',
      });
    },
    runStep(input, step, updateId) {
      const run = <Args extends [unknown, ...unknown[]]>(update: UpdateDefinition<ReturnState, Args>, args: Args) =>
        withinWait(
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
          ),
          waitSeconds,
          "The return's workflow",
        );
      return runUpdateOf(step, run);
    },
    outcomeOf(returnId, updateId) {
      return outcomeOfUpdate(temporal, returnWorkflowId(returnId), updateId, waitSeconds, "The return's workflow");
    },
  };
}

type UpdateRunner = <Args extends [unknown, ...unknown[]]>(
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
