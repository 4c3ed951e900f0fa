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
import type { ActivityDeps } from './deps';

/** A return's steps; each writes the return (and its outbox event) in one transaction. */
export function createReturnActivities(deps: ActivityDeps) {
  const em = () => deps.orm.em.fork();
  const mailer = createMailer(deps.config, deps.logger);
  return {
    approveReturn: (ctx: ReturnContext, message: string | null, shipBy: number) =>
      withBusinessFailures(() => approveReturn(em(), ctx, message, new Date(shipBy))),
    refuseReturn: (ctx: ReturnContext, message: string) => withBusinessFailures(() => refuseReturn(em(), ctx, message)),
    receiveReturn: (ctx: ReturnContext, lines: ReceivedLine[]) =>
      withBusinessFailures(() => receiveReturn(em(), ctx, lines)),
    addReturnTracking: (ctx: ReturnContext, entry: TrackingEntry) =>
      withBusinessFailures(() => addReturnTracking(em(), ctx, entry)),
    remindReturn: (ctx: ReturnContext) => withBusinessFailures(() => remindReturn(em(), mailer, deps.config, ctx)),
    expireReturn: (ctx: ReturnContext) => withBusinessFailures(() => expireReturn(em(), ctx)),
    planReturnResolution: (ctx: ReturnContext, method: ResolutionMethod, exchange?: ExchangeLine[]) =>
      withBusinessFailures(() => planResolution(em(), ctx, method, exchange)),
    createExchangeOrder: (ctx: ReturnContext, plan: PlannedResolution) =>
      withBusinessFailures(() => createExchangeOrder(em(), ctx, plan)),
    refundReturn: (ctx: ReturnContext, plan: PlannedResolution) =>
      withBusinessFailures(() => refundReturn(em(), deps.orderWorkflows, ctx, plan)),
    creditReturn: (ctx: ReturnContext, plan: PlannedResolution) =>
      withBusinessFailures(() => creditReturn(em(), ctx, plan)),
    completeReturnResolution: (ctx: ReturnContext, plan: PlannedResolution) =>
      withBusinessFailures(() => completeResolution(em(), ctx, plan)),
  };
}
