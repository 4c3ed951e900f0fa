import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { Config } from '../config';
import { CommerceTemporal } from '../temporal/client';
import { temporalCheckoutWorkflows } from '../temporal/checkout-workflows';
import { redrivePendingSubmits } from '../checkout/pending-submits.service';

export interface PendingSubmitRedrive {
  stop(): Promise<void>;
}

/**
 * Re-drives pending submits every PENDING_SUBMIT_REDRIVE_AFTER_SECONDS beside the worker. A loop of this process, not
 * a Temporal schedule: it must go on while Temporal is away, to mark a submit failed once its time is up.
 */
export function startPendingSubmitRedrive(config: Config, orm: MikroORM, logger: Logger): PendingSubmitRedrive {
  const temporal = new CommerceTemporal(config.temporalAddress, config.temporalNamespace, config.temporalTaskQueue);
  const log = logger.child({ task: 'pending-submit-redrive' });
  // The worker never keeps a start going in the background itself: the next pass is its retry.
  const workflows = temporalCheckoutWorkflows(temporal, log, 0);
  const settings = {
    redriveAfterSeconds: config.pendingSubmitRedriveAfterSeconds,
    giveUpSeconds: config.pendingSubmitGiveUpSeconds,
  };
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  const pass = async () => {
    try {
      const done = await redrivePendingSubmits(orm.em.fork(), workflows, settings, log, () => stopped);
      if (done.redriven || done.failed) log.info(done, 'pending submits re-driven');
    } catch (error) {
      log.warn({ err: error }, 'pending submit re-drive failed; the next pass tries again');
    }
  };
  const next = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = pass().then(next);
    }, settings.redriveAfterSeconds * 1000);
  };
  next();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      await temporal.close();
    },
  };
}
