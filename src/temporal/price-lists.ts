import type { priceListWorkflow } from '../../workflows/price-list.workflow';
import { priceListChangedSignal, priceListWorkflowId, SEARCH } from '../../workflows/definitions';
import type { PriceListSchedules } from '../price-lists/price-list-schedules.port';
import type { CommerceTemporal } from './client';

/**
 * A price list's schedule as signal-with-start of its workflow: the first write starts it, and a later one (new
 * dates, or the list deleted) wakes it to read the list again, so its timers always follow the stored dates.
 */
export function priceListSchedulesOf(temporal: CommerceTemporal): PriceListSchedules {
  return {
    async reschedule(storeId, priceListId) {
      await temporal.client.workflow.signalWithStart<typeof priceListWorkflow, []>('priceListWorkflow', {
        workflowId: priceListWorkflowId(priceListId),
        taskQueue: temporal.backgroundTaskQueue,
        args: [{ storeId, priceListId }],
        signal: priceListChangedSignal,
        signalArgs: [],
        typedSearchAttributes: [{ key: SEARCH.storeId, value: storeId }],
      });
    },
  };
}
