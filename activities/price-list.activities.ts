import { syncPriceList } from '../src/price-lists/price-list-status.service';
import type { ActivityDeps } from './deps';

export function createPriceListActivities(deps: ActivityDeps) {
  return {
    /** Puts a price list in its status for now and answers its next date (src/price-lists). */
    syncPriceList: (input: { storeId: string; priceListId: string }) => syncPriceList(deps.orm.em.fork(), input),
  };
}
