/**
 * The ids of a store's category and all its sub-categories, as SQL taking (category id, store id). UNION, not
 * UNION ALL, so a cycle (which moves refuse) could never make the walk endless. The two values reach the planner as
 * InitPlan values it cannot see, so that it settles on one generic plan (see the category walk in product-list.query.ts).
 */
export const CATEGORY_TREE_IDS = `WITH RECURSIVE tree AS (SELECT id FROM categories WHERE id = (SELECT ?::text) AND store_id = (SELECT ?::text)
                                  UNION SELECT c.id FROM categories c JOIN tree t ON c.parent_id = t.id)
  SELECT id FROM tree`;
