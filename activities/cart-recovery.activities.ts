import { sendRecoveryStep, type RecoveryStepInput } from '../src/cart-recovery/cart-recovery.service';
import { createMailer } from '../src/mail/mailer';
import type { ActivityDeps } from './deps';

export function createCartRecoveryActivities(deps: ActivityDeps) {
  const mailer = createMailer(deps.config, deps.logger);
  return {
    /** One step's mail of a cart's recovery, sent at most once however often it is retried. */
    sendCartRecoveryStep: (input: RecoveryStepInput) =>
      sendRecoveryStep(deps.orm.em.fork(), mailer, deps.config, input),
  };
}
