import {
  approveReturn,
  completeResolution,
  creditReturn,
  expireReturn,
  planResolution,
  receiveReturn,
  refundReturn,
  refuseReturn,
  remindReturn,
  addReturnTracking,
  createExchangeOrder,
  type ReturnContext,
} from '../src/returns/return-steps.service';
import type {
  ExchangeLine,
  PlannedResolution,
  ReceivedLine,
  ResolutionMethod,
  TrackingEntry,
} from '../src/returns/returns.types';
import { createMailer } from '../src/mail/mailer';
import { withBusinessFailures } from './business-failure';
import { objectOrPositional } from './activity-arguments';
import type { ActivityDeps } from './deps';

/** A resolution's step after its plan: the return's context and the plan. */
type PlannedStep = ReturnContext & { plan: PlannedResolution };
/** How a return is settled: a refund, credit, or an exchange's lines (absent for the other two). */
type ResolutionInput = ReturnContext & { method: ResolutionMethod; exchange?: ExchangeLine[] };
const plannedStep = (ctx: ReturnContext, plan: PlannedResolution): PlannedStep => ({ ...ctx, plan });

/**
 * A return's steps; each writes the return (and its outbox event) in one transaction. Those with more than the
 * return's context take one object and still their positional arguments (see objectOrPositional).
 */
export function createReturnActivities(deps: ActivityDeps) {
  const em = () => deps.orm.em.fork();
  const mailer = createMailer(deps.config, deps.logger);
  return {
    approveReturn: objectOrPositional(
      (ctx: ReturnContext, message: string | null, shipBy: number) => ({ ...ctx, message, shipBy }),
      ({ message, shipBy, ...ctx }) => withBusinessFailures(() => approveReturn(em(), ctx, message, new Date(shipBy))),
    ),
    refuseReturn: objectOrPositional(
      (ctx: ReturnContext, message: string) => ({ ...ctx, message }),
      ({ message, ...ctx }) => withBusinessFailures(() => refuseReturn(em(), ctx, message)),
    ),
    receiveReturn: objectOrPositional(
      (ctx: ReturnContext, lines: ReceivedLine[]) => ({ ...ctx, lines }),
      ({ lines, ...ctx }) => withBusinessFailures(() => receiveReturn(em(), ctx, lines)),
    ),
    addReturnTracking: objectOrPositional(
      (ctx: ReturnContext, entry: TrackingEntry) => ({ ...ctx, entry }),
      ({ entry, ...ctx }) => withBusinessFailures(() => addReturnTracking(em(), ctx, entry)),
    ),
    remindReturn: (ctx: ReturnContext) => withBusinessFailures(() => remindReturn(em(), mailer, deps.config, ctx)),
    expireReturn: (ctx: ReturnContext) => withBusinessFailures(() => expireReturn(em(), ctx)),
    planReturnResolution: objectOrPositional(
      (ctx: ReturnContext, method: ResolutionMethod, exchange?: ExchangeLine[]): ResolutionInput => ({
        ...ctx,
        method,
        exchange,
      }),
      ({ method, exchange, ...ctx }) => withBusinessFailures(() => planResolution(em(), ctx, method, exchange)),
    ),
    createExchangeOrder: objectOrPositional(plannedStep, ({ plan, ...ctx }) =>
      withBusinessFailures(() => createExchangeOrder(em(), ctx, plan)),
    ),
    refundReturn: objectOrPositional(plannedStep, ({ plan, ...ctx }) =>
      withBusinessFailures(() => refundReturn(em(), deps.orderWorkflows, ctx, plan)),
    ),
    creditReturn: objectOrPositional(plannedStep, ({ plan, ...ctx }) =>
      withBusinessFailures(() => creditReturn(em(), ctx, plan)),
    ),
    completeReturnResolution: objectOrPositional(plannedStep, ({ plan, ...ctx }) =>
      withBusinessFailures(() => completeResolution(em(), ctx, plan)),
    ),
  };
}
