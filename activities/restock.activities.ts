import { activityInfo, Context } from '@temporalio/activity';
import { resignalRestockableVariants, sendRestockBatch, type RestockBatchInput } from '../src/restock/restock.service';
import { createMailer } from '../src/mail/mailer';
import { restockWorkflowsOf } from '../src/temporal/restock';
import type { ActivityDeps } from './deps';

export function createRestockActivities(deps: ActivityDeps) {
  const mailer = createMailer(deps.config, deps.logger);
  return {
    /** One batch of back-in-stock mails, read against the stock now; nobody is mailed twice however it is retried. */
    sendRestockBatch: (input: RestockBatchInput) => sendRestockBatch(deps.orm.em.fork(), mailer, deps.config, input),
    /**
     * Signals again every variant in stock with shoppers waiting, through the worker's own client; the variants'
     * workflows run on the sweep's own (background) task queue, as the relay starts them.
     */
    async resignalRestockableVariants(): Promise<number> {
      const workflows = restockWorkflowsOf(Context.current().client, activityInfo().taskQueue);
      const signalled = await resignalRestockableVariants(deps.orm.em.fork(), workflows);
      if (signalled) deps.logger.info({ signalled }, 'restock sweep signalled variants in stock with shoppers waiting');
      return signalled;
    },
  };
}
