import {
  allHandlersFinished,
  condition,
  proxyActivities,
  setHandler,
  upsertSearchAttributes,
} from '@temporalio/workflow';
import type { Activities } from '../activities';
import type { BusinessFailure } from '../src/shared/business-failure';
import {
  isClosedReturn,
  type ReturnState,
  type ReturnStatus,
  type ReturnWorkflowInput,
} from '../src/returns/returns.types';
import { businessFailure, businessFailureOf } from './failures';
import {
  addReturnTrackingUpdate,
  approveReturnUpdate,
  receiveReturnUpdate,
  refuseReturnUpdate,
  resolveReturnUpdate,
  SEARCH,
} from './definitions';
import { RETURN_REFUND_STEP, RETURN_STEP } from './policies';

const steps = proxyActivities<Activities>(RETURN_STEP);
const refunds = proxyActivities<Activities>(RETURN_REFUND_STEP);

const stepFailed: BusinessFailure = {
  code: 'service_unavailable',
  message: 'The return step could not be completed now; try again. The workflow history in Temporal has the details.',
};

/**
 * The life of one return (workflow id `return-<returnId>`): staff steps arrive as Workflow Updates, judged by
 * validators against the latest state and run one at a time. An approved return waits for its parcel with timers
 * whose durations are the store's policy: a reminder before the deadline, then expiry. Resolution is a saga: the
 * money (a refund through the order's workflow, or store credit), then stock and the return's close in one step;
 * each is keyed by the return, so a retried step never moves money or stock twice. The return lives in PostgreSQL.
 */
export async function returnWorkflow(input: ReturnWorkflowInput): Promise<ReturnStatus> {
  let state: ReturnState = input.state;
  let busy = false;
  const ctx = { storeId: state.storeId, returnId: state.returnId };

  const publish = () =>
    upsertSearchAttributes([
      { key: SEARCH.storeId, value: state.storeId },
      { key: SEARCH.orderId, value: state.orderId },
      { key: SEARCH.customerEmail, value: state.email },
      { key: SEARCH.returnStatus, value: state.status },
    ]);
  const requireStatus = (action: string, ...allowed: ReturnStatus[]) => {
    if (allowed.includes(state.status)) return;
    throw businessFailure({
      code: 'invalid_state_transition',
      message: `Cannot ${action} a return that is ${state.status}.`,
      details: { currentState: state.status },
    });
  };
  const serial = async (step: () => Promise<ReturnState>): Promise<ReturnState> => {
    while (busy) await condition(() => !busy);
    busy = true;
    try {
      state = await step();
      publish();
      return state;
    } catch (error) {
      throw businessFailure(businessFailureOf(error) ?? stepFailed);
    } finally {
      busy = false;
    }
  };

  setHandler(
    approveReturnUpdate,
    (message) => serial(() => steps.approveReturn(ctx, message, Date.now() + input.shipWithinSeconds * 1000)),
    { validator: (_message) => requireStatus('approve', 'requested') },
  );
  setHandler(refuseReturnUpdate, (message) => serial(() => steps.refuseReturn(ctx, message)), {
    validator: (_message) => requireStatus('refuse', 'requested'),
  });
  // A label or tracking number; a tracking number moves an approved return on, which ends the wait for its deadline.
  setHandler(addReturnTrackingUpdate, (entry) => serial(() => steps.addReturnTracking(ctx, entry)), {
    validator: (_entry) => requireStatus('add tracking to', 'approved', 'in_transit'),
  });
  setHandler(receiveReturnUpdate, (lines) => serial(() => steps.receiveReturn(ctx, lines)), {
    validator: (_lines) => requireStatus('receive', 'approved', 'in_transit'),
  });
  setHandler(
    resolveReturnUpdate,
    (method, exchange) =>
      serial(async () => {
        const plan = await steps.planReturnResolution(ctx, method, exchange);
        // The replacement order first: a refusal there (stock ran out) moves no money.
        if (plan.exchange) await steps.createExchangeOrder(ctx, plan);
        if (plan.amount > 0) {
          if (method !== 'store_credit') await refunds.refundReturn(ctx, plan);
          else await steps.creditReturn(ctx, plan);
        }
        return steps.completeReturnResolution(ctx, plan);
      }),
    { validator: (_method, _exchange?) => requireStatus('resolve', 'received') },
  );

  publish();
  let reminded = false;
  while (!isClosedReturn(state.status)) {
    const seen = state.status;
    const moved = () => state.status !== seen;
    if (seen !== 'approved' || state.shipBy === null) {
      await condition(moved);
      continue;
    }
    const remindAt = state.shipBy - input.reminderBeforeSeconds * 1000;
    if (!reminded && input.reminderBeforeSeconds > 0 && remindAt > Date.now()) {
      if (!(await condition(moved, remindAt - Date.now()))) {
        reminded = true;
        await steps.remindReturn(ctx);
      }
      continue;
    }
    if (await condition(moved, Math.max(1, state.shipBy - Date.now()))) continue;
    // The deadline passed; a step under way (the parcel being recorded) goes first.
    await serial(async () => (state.status === 'approved' ? steps.expireReturn(ctx) : state));
  }
  await condition(allHandlersFinished);
  return state.status;
}
