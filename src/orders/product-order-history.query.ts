import { queryOne } from '../db/sql';
import { sql } from '../db/sql-template';
import type { ProductOrderHistory } from '../catalogue/products/product-order-history.port';

export const productOrderHistory: ProductOrderHistory = {
  async isOrdered(em, productId) {
    const row = await queryOne<{ ordered: boolean }>(
      em,
      sql`SELECT EXISTS (SELECT 1 FROM order_lines WHERE product_id = ${productId}) AS ordered`,
    );
    return row?.ordered === true;
  },
};
