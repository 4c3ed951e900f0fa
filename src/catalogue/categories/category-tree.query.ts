import { sql } from '../../db/sql-template';

/**
 * Whether product p is filed under a category or any of its sub-categories: one key lookup in category_listings
 * (migration 2000). Another store's category lists none of this store's products.
 */
export const inCategoryTree = (category: string | undefined) =>
  sql`EXISTS (SELECT 1 FROM category_listings cl WHERE cl.category_id = ${category} AND cl.product_id = p.id)`;

/** The same condition with a `?` for the category, for the `?` filters (SqlFilters) of the admin list. */
export const IN_CATEGORY_TREE = inCategoryTree(undefined).questionMarkText;
