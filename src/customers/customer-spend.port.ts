import type { EntityManager } from '@mikro-orm/postgresql';

export interface CustomerSpendRow {
  customer_id: string;
  currency: string;
  orders: number;
  spent: string;
}

/** Order count and money spent (captured minus refunded, per currency) of customers; src/orders answers. */
export interface CustomerSpend {
  of(em: EntityManager, customerIds: string[]): Promise<CustomerSpendRow[]>;
}
