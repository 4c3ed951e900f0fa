/**
 * The ids of a store's category and all its sub-categories, as SQL taking (category id, store id). UNION, not
 * UNION ALL, so a cycle (which moves refuse) could never make the walk endless.
 */
export const CATEGORY_TREE_IDS = `WITH RECURSIVE tree AS (SELECT id FROM categories WHERE id = ? AND store_id = ?
                                  UNION SELECT c.id FROM categories c JOIN tree t ON c.parent_id = t.id)
  SELECT id FROM tree`;
