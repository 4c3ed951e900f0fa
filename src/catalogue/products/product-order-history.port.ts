import type { EntityManager } from '@mikro-orm/postgresql';

/** Whether orders name a product, so deleting it would break their history (src/orders answers). */
export interface ProductOrderHistory {
  isOrdered(em: EntityManager, productId: string): Promise<boolean>;
}
