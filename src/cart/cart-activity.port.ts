/** What abandoned-cart recovery hears of a cart after a shopper's change (src/cart-recovery; wired in composition). */
export type CartActivity =
  /** The cart has an e-mail and items and the store recovers carts: its idle timer starts again. */
  | { kind: 'recoverable'; storeId: string; cartId: string; delaysSeconds: number[] }
  /** The cart has an e-mail but no items: its recovery, if any, stops. */
  | { kind: 'emptied'; storeId: string; cartId: string };

export interface CartActivityPort {
  notify(activity: CartActivity): Promise<void>;
}
