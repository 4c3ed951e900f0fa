import { Migration } from '@mikro-orm/migrations';

/**
 * The words of every active product, filed under their first three letters and then newest product first, so the
 * storefront's default search ("newest first") reads the newest matches straight from one index and stops after a
 * page. The GIN index of migration 1400 must collect every match of every word and sort them: at 100,000 products
 * "merino sweater" (1,000 matches) took 7.5 ms there and takes 0.5 ms here, about what it takes in a 1,000-product
 * store (0.4 ms).
 *
 * A search word of three or more letters walks its stem's entries ("mer") keeping words it begins ("meri" keeps
 * "merino"); shorter words leave the search to the GIN index. Each entry carries a 64-bit signature of its product's
 * stems, so the walk passes over most products that lack another word of the search without looking them up.
 * Statement-level triggers keep the table in step with every write of a product's title, description, status or
 * creation time, including bulk inserts and deletes.
 */
export class Migration20261123001500ProductWords extends Migration {
  async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE product_words (
        store_id text NOT NULL,
        stem text COLLATE "C" NOT NULL,
        created_at timestamptz NOT NULL,
        product_id text NOT NULL,
        word text COLLATE "C" NOT NULL,
        stems bigint NOT NULL,
        PRIMARY KEY (store_id, stem, created_at, product_id, word) INCLUDE (stems)
      )`);
    // One of 64 bits per stem (md5, which no upgrade changes); an entry's stems are those of all its product's words.
    this.addSql(`
      CREATE FUNCTION word_stem_bit(p_stem text) RETURNS bigint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT 1::bigint << (('x' || left(md5(p_stem), 2))::bit(8)::int % 64)
      $$`);
    // The same words as products.store_search (to_tsvector 'simple'), for active products only.
    this.addSql(`
      CREATE FUNCTION product_words_of(p_store_id text, p_product_id text, p_created_at timestamptz, p_status text, p_text text)
        RETURNS TABLE (store_id text, stem text, created_at timestamptz, product_id text, word text, stems bigint)
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT p_store_id, left(t.lexeme, 3), p_created_at, p_product_id, t.lexeme, bit_or(word_stem_bit(left(t.lexeme, 3))) OVER ()
          FROM unnest(to_tsvector('simple', p_text)) t
         WHERE p_status = 'active'
      $$`);
    this.addSql(`
      CREATE FUNCTION product_words_forget(p_products products[]) RETURNS void LANGUAGE sql AS $$
        DELETE FROM product_words w
         USING unnest(p_products) p, product_words_of(p.store_id, p.id, p.created_at, p.status, p.title || ' ' || p.description) o
         WHERE w.store_id = o.store_id AND w.stem = o.stem AND w.created_at = o.created_at AND w.product_id = o.product_id
      $$`);
    this.addSql(`
      CREATE FUNCTION product_words_learn(p_products products[]) RETURNS void LANGUAGE sql AS $$
        INSERT INTO product_words (store_id, stem, created_at, product_id, word, stems)
        SELECT o.* FROM unnest(p_products) p, product_words_of(p.store_id, p.id, p.created_at, p.status, p.title || ' ' || p.description) o
      $$`);
    // Covers, prices and timestamps update products too; only a change to what the words come from rewrites them.
    this.addSql(`
      CREATE FUNCTION product_words_follow() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        was products[];
        now_is products[];
      BEGIN
        IF TG_OP = 'INSERT' THEN
          PERFORM product_words_learn(ARRAY(SELECT a::products FROM added a));
        ELSIF TG_OP = 'DELETE' THEN
          PERFORM product_words_forget(ARRAY(SELECT r::products FROM removed r));
        ELSE
          SELECT array_agg(b::products), array_agg(a::products) INTO was, now_is
            FROM before b JOIN after a ON a.id = b.id
           WHERE (a.title, a.description, a.status, a.created_at) IS DISTINCT FROM (b.title, b.description, b.status, b.created_at);
          IF was IS NOT NULL THEN
            PERFORM product_words_forget(was);
            PERFORM product_words_learn(now_is);
          END IF;
        END IF;
        RETURN NULL;
      END $$`);
    this.addSql(`CREATE TRIGGER products_insert_words AFTER INSERT ON products REFERENCING NEW TABLE AS added
                 FOR EACH STATEMENT EXECUTE FUNCTION product_words_follow()`);
    this
      .addSql(`CREATE TRIGGER products_update_words AFTER UPDATE ON products REFERENCING OLD TABLE AS before NEW TABLE AS after
                 FOR EACH STATEMENT EXECUTE FUNCTION product_words_follow()`);
    this.addSql(`CREATE TRIGGER products_delete_words AFTER DELETE ON products REFERENCING OLD TABLE AS removed
                 FOR EACH STATEMENT EXECUTE FUNCTION product_words_follow()`);
    this.addSql(`
      INSERT INTO product_words (store_id, stem, created_at, product_id, word, stems)
      SELECT o.* FROM products p, product_words_of(p.store_id, p.id, p.created_at, p.status, p.title || ' ' || p.description) o`);
    this.addSql(`ANALYZE product_words`);
  }
}
