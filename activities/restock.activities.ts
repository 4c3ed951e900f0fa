import { sendRestockBatch, type RestockBatchInput } from '../src/restock/restock.service';
import { createMailer } from '../src/mail/mailer';
import type { ActivityDeps } from './deps';

export function createRestockActivities(deps: ActivityDeps) {
  const mailer = createMailer(deps.config, deps.logger);
  return {
    /** One batch of back-in-stock mails, read against the stock now; nobody is mailed twice however it is retried. */
    sendRestockBatch: (input: RestockBatchInput) => sendRestockBatch(deps.orm.em.fork(), mailer, deps.config, input),
  };
}
