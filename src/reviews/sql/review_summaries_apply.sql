CREATE OR REPLACE FUNCTION review_summaries_apply(p_added reviews[], p_removed reviews[])
 RETURNS void
 LANGUAGE sql
AS $function$
INSERT INTO review_summaries AS s (product_id, published, rating_sum, ratings)
SELECT delta.product_id, delta.published, delta.rating_sum, delta.ratings
  FROM (SELECT c.product_id, sum(c.sign) AS published, sum(c.sign * c.rating) AS rating_sum,
               ARRAY[coalesce(sum(c.sign) FILTER (WHERE c.rating = 1), 0),
                     coalesce(sum(c.sign) FILTER (WHERE c.rating = 2), 0),
                     coalesce(sum(c.sign) FILTER (WHERE c.rating = 3), 0),
                     coalesce(sum(c.sign) FILTER (WHERE c.rating = 4), 0),
                     coalesce(sum(c.sign) FILTER (WHERE c.rating = 5), 0)]::integer[] AS ratings
          FROM (SELECT product_id, rating, 1 AS sign FROM unnest(p_added) WHERE status = 'published'
                UNION ALL
                SELECT product_id, rating, -1 FROM unnest(p_removed) WHERE status = 'published') c
          JOIN products p ON p.id = c.product_id
         GROUP BY c.product_id) delta
 WHERE delta.ratings <> '{0,0,0,0,0}'
ON CONFLICT (product_id) DO UPDATE
  SET published = s.published + EXCLUDED.published, rating_sum = s.rating_sum + EXCLUDED.rating_sum,
      ratings = ARRAY[s.ratings[1] + EXCLUDED.ratings[1],
                     s.ratings[2] + EXCLUDED.ratings[2],
                     s.ratings[3] + EXCLUDED.ratings[3],
                     s.ratings[4] + EXCLUDED.ratings[4],
                     s.ratings[5] + EXCLUDED.ratings[5]];
$function$;
