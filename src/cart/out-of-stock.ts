import { DomainError } from '../shared/errors';

export function outOfStock(productId: string, variantId: string, requested: number, available: number): DomainError {
  return new DomainError(
    'cart_item_out_of_stock',
    available > 0 ? `Only ${available} of this item are in stock.` : 'This item is out of stock.',
    { productId, variantId, requested, available: Math.max(0, available) },
  );
}
