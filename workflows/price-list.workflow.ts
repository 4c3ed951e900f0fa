import { condition, continueAsNew, proxyActivities, setHandler, workflowInfo } from '@temporalio/workflow';
import type { Activities } from '../activities';
import { priceListChangedSignal } from './definitions';
import { DATABASE_ACTIVITY } from './policies';

const { syncPriceList } = proxyActivities<Activities>(DATABASE_ACTIVITY);

export interface PriceListScheduleInput {
  storeId: string;
  priceListId: string;
}

/**
 * The schedule of one price list (workflow id `price-list-<id>`): an activity puts the list in its status for now
 * (starting or ending it, with its event and the catalogue told) and answers the next date; a timer waits until then,
 * computed from the date, so nothing polls. A change of the list (a signal) wakes it to read the dates again; it
 * ends when no date is ahead (the list ended, has no end date, or was deleted).
 */
export async function priceListWorkflow(input: PriceListScheduleInput): Promise<void> {
  let changed = false;
  setHandler(priceListChangedSignal, () => {
    changed = true;
  });
  for (;;) {
    if (workflowInfo().continueAsNewSuggested) await continueAsNew<typeof priceListWorkflow>(input);
    changed = false;
    const { nextAt } = await syncPriceList(input);
    if (nextAt === null) {
      if (changed) continue;
      return;
    }
    await condition(() => changed, Math.max(1, Date.parse(nextAt) - Date.now()));
  }
}
