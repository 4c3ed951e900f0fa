/** How back-in-stock alerts reach the variant's workflow (src/temporal/restock.ts; wired in src/worker). */
export interface RestockWorkflows {
  /** The variant is available again with shoppers waiting: start its workflow, or tell the running one. */
  stockReturned(storeId: string, variantId: string): Promise<void>;
}
