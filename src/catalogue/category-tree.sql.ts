/**
 * Whether product p is filed under a category or any of its sub-categories, as SQL taking the category id: one key
 * lookup in category_listings (migration 2000). Another store's category lists none of this store's products.
 */
export const IN_CATEGORY_TREE = 'EXISTS (SELECT 1 FROM category_listings cl WHERE cl.category_id = ? AND cl.product_id = p.id)';
