/** What abandoned-cart recovery hears of a cart after a shopper's change (src/cart-recovery; wired in composition). */
export type CartActivity =
  /** The cart has an e-mail and items and the store recovers carts: its idle timer starts again. */
  | { kind: 'recoverable'; storeId: string; cartId: string; delaysSeconds: number[] }
  /** The cart was emptied or submitted, or its address unsubscribed: its recovery, if any, stops at once. */
  | { kind: 'ended'; storeId: string; cartId: string; reason: 'emptied' | 'unsubscribed' | 'submitted' };

export interface CartActivityPort {
  notify(activity: CartActivity): Promise<void>;
  /** The store turned recovery off: every running recovery of its carts stops at once; answers how many. */
  stopStore(storeId: string): Promise<number>;
}
