import { MAX_QUANTITY } from '../cart/cart-limits';

/**
 * SQL true for a variant (its product as `p`) whose stock is not counted: a gift card, mailed rather than taken from a
 * shelf, unless the store counts its stock (`products.gift_card_tracks_stock`). It takes no stock and is never out
 * of stock.
 */
export const STOCK_NOT_COUNTED = 'p.gift_card AND NOT p.gift_card_tracks_stock';

/**
 * SQL for the units a shopper can buy now of a variant `v` of product `p`: on hand less reserved, or as many as one
 * cart line takes when its stock is not counted.
 */
export const AVAILABLE_UNITS =
  `CASE WHEN ${STOCK_NOT_COUNTED} THEN ${MAX_QUANTITY} ` + 'ELSE greatest(v.stock_on_hand - v.stock_reserved, 0) END';
