/** A price list's schedule as the price-lists domain drives it; src/temporal/price-lists.ts implements it. */
export interface PriceListSchedules {
  /**
   * Has the list's workflow `price-list-<id>` read the list again and wait for its next date: started when none runs,
   * signalled when one does, so a change of dates moves the timers and a deleted list's workflow ends.
   */
  reschedule(storeId: string, priceListId: string): Promise<void>;
}
