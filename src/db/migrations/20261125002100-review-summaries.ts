import { Migration } from '@mikro-orm/migrations';

/**
 * Each product's published reviews counted as they change: how many, the sum of their ratings and how many of each
 * star, kept by triggers on reviews. The summary a reviews page shows is then one key lookup; aggregating the
 * reviews took 7 ms a page for a product with 50,000 of them, and grew with every review.
 */
export class Migration20261125002100ReviewSummaries extends Migration {
  async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE review_summaries (
        product_id text PRIMARY KEY REFERENCES products(id) ON DELETE CASCADE,
        published integer NOT NULL,
        rating_sum bigint NOT NULL,
        ratings integer[] NOT NULL
      )`);
    // A review counts while it is published: publishing, hiding, re-rating or deleting one moves it in or out. Each
    // statement's changes are summed per product and written once, so importing or deleting thousands of one
    // product's reviews updates its summary once, not once per review. A product deleted in the same statement is
    // left out: its summary goes with it.
    this.addSql(`
      CREATE FUNCTION review_summaries_apply(p_added reviews[], p_removed reviews[]) RETURNS void LANGUAGE sql AS $$
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
      $$`);
    this.addSql(`
      CREATE FUNCTION review_summaries_follow() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          PERFORM review_summaries_apply(ARRAY(SELECT a::reviews FROM added a), '{}');
        ELSIF TG_OP = 'DELETE' THEN
          PERFORM review_summaries_apply('{}', ARRAY(SELECT r::reviews FROM removed r));
        ELSE
          PERFORM review_summaries_apply(ARRAY(SELECT a::reviews FROM after a), ARRAY(SELECT b::reviews FROM before b));
        END IF;
        RETURN NULL;
      END $$`);
    this.addSql(`CREATE TRIGGER reviews_insert_summaries AFTER INSERT ON reviews REFERENCING NEW TABLE AS added
                 FOR EACH STATEMENT EXECUTE FUNCTION review_summaries_follow()`);
    this
      .addSql(`CREATE TRIGGER reviews_update_summaries AFTER UPDATE ON reviews REFERENCING OLD TABLE AS before NEW TABLE AS after
                 FOR EACH STATEMENT EXECUTE FUNCTION review_summaries_follow()`);
    this.addSql(`CREATE TRIGGER reviews_delete_summaries AFTER DELETE ON reviews REFERENCING OLD TABLE AS removed
                 FOR EACH STATEMENT EXECUTE FUNCTION review_summaries_follow()`);
    this.addSql(`
      INSERT INTO review_summaries (product_id, published, rating_sum, ratings)
      SELECT product_id, count(*), sum(rating), ARRAY[count(*) FILTER (WHERE rating = 1), count(*) FILTER (WHERE rating = 2),
             count(*) FILTER (WHERE rating = 3), count(*) FILTER (WHERE rating = 4), count(*) FILTER (WHERE rating = 5)]::integer[]
        FROM reviews WHERE status = 'published' GROUP BY product_id`);
  }
}
