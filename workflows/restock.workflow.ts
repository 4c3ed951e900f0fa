import { continueAsNew, proxyActivities, setHandler, sleep, workflowInfo } from '@temporalio/workflow';
import type { Activities } from '../activities';
import { stockReturnedSignal } from './definitions';
import { DATABASE_ACTIVITY, MAIL_ACTIVITY } from './policies';

/** A batch mails up to its size in one activity: more time than one mail's. */
const { sendRestockBatch } = proxyActivities<Activities>({ ...MAIL_ACTIVITY, startToCloseTimeout: '5 minutes' });

export interface RestockInput {
  storeId: string;
  variantId: string;
}

export interface RestockEnd {
  /** Shoppers mailed by this run. */
  mailed: number;
  batches: number;
}

/**
 * Back-in-stock alerts of one variant (workflow id `restock-<variantId>`), started (signal-with-start) when a stock
 * change leaves the variant available with shoppers waiting. Batch after batch, oldest sign-ups first, each batch
 * reads the stock again and mails at most `available × k`; it pauses the store's interval between batches and ends
 * once the stock is gone or nobody waits. Who was mailed lives in PostgreSQL, claimed with the mails, so the workflow
 * holds nothing a retry could double. A stock change while it runs (the signal) makes it look again before ending.
 */
export async function restockWorkflow(input: RestockInput): Promise<RestockEnd> {
  let signalled = true;
  setHandler(stockReturnedSignal, () => {
    signalled = true;
  });
  let mailed = 0;
  let batches = 0;
  while (signalled) {
    signalled = false;
    let first = true;
    for (;;) {
      const batch = await sendRestockBatch({ ...input, first });
      if (batch.outcome !== 'mailed') break;
      first = false;
      mailed += batch.mailed;
      batches += 1;
      // No wake-up on a signal here: the next batch reads the stock anyway, and the pause is what spreads the mails.
      await sleep(batch.intervalSeconds * 1000);
    }
    if (signalled && workflowInfo().continueAsNewSuggested) await continueAsNew<typeof restockWorkflow>(input);
  }
  return { mailed, batches };
}

const { resignalRestockableVariants } = proxyActivities<Activities>(DATABASE_ACTIVITY);

/**
 * Run by the restock sweep schedule: signals every variant in stock that shoppers still wait for, so an alert whose
 * stock change's signal was lost (Temporal away as the relay passed it on) is mailed within one sweep.
 */
export async function restockSweepWorkflow(): Promise<{ signalled: number }> {
  return { signalled: await resignalRestockableVariants() };
}
