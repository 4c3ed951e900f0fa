import { Migration } from '@mikro-orm/migrations';

/**
 * Product and category texts in the store's other languages (docs/translations.md). A product's translation is one
 * row per language: its title and description, its options' names and values in the product's option order, and its
 * variants' titles by variant id; a text left out (null) is shown in the store's default language. `search` holds the
 * translated words stemmed by the language's PostgreSQL text-search configuration (`german` for de, `english` for en,
 * `simple` for a language PostgreSQL has no stemmer for), so "Taschen" finds "Tasche".
 *
 * Both tables notify `catalogue_changes` like the tables of migration 2300, so every process forgets the store's
 * catalogue answers at the commit of a change, however it was made.
 */
export class Migration20261126003400CatalogueTranslations extends Migration {
  async up(): Promise<void> {
    this.addSql(`
      CREATE FUNCTION translation_search_config(p_language text) RETURNS regconfig
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT (CASE p_language
                  WHEN 'da' THEN 'danish' WHEN 'de' THEN 'german' WHEN 'en' THEN 'english' WHEN 'es' THEN 'spanish'
                  WHEN 'fi' THEN 'finnish' WHEN 'fr' THEN 'french' WHEN 'hu' THEN 'hungarian' WHEN 'it' THEN 'italian'
                  WHEN 'nl' THEN 'dutch' WHEN 'no' THEN 'norwegian' WHEN 'nb' THEN 'norwegian' WHEN 'pt' THEN 'portuguese'
                  WHEN 'ro' THEN 'romanian' WHEN 'ru' THEN 'russian' WHEN 'sv' THEN 'swedish' WHEN 'tr' THEN 'turkish'
                  ELSE 'simple' END)::regconfig
      $$`);
    // Every stemmed word of the search as a prefix, all required ("Taschen" → 'tasch':*); null when none is left.
    this.addSql(`
      CREATE FUNCTION translation_search_query(p_language text, p_words text) RETURNS tsquery
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT string_agg(format('%L:*', t.lexeme), ' & ')::tsquery
          FROM unnest(to_tsvector(translation_search_config(p_language), p_words)) t
      $$`);
    this.addSql(`
      CREATE TABLE product_translations (
        product_id text NOT NULL REFERENCES products(id) ON DELETE CASCADE,
        language text NOT NULL,
        store_id text NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
        title text,
        description text,
        options jsonb NOT NULL DEFAULT '[]',
        variant_titles jsonb NOT NULL DEFAULT '{}',
        updated_at timestamptz NOT NULL DEFAULT now(),
        search tsvector GENERATED ALWAYS AS (
          to_tsvector(translation_search_config(language), coalesce(title, '') || ' ' || coalesce(description, ''))
        ) STORED,
        PRIMARY KEY (product_id, language)
      )`);
    this.addSql(
      `CREATE INDEX product_translations_search ON product_translations USING gin (store_id, language, search)`,
    );
    this.addSql(`
      CREATE TABLE category_translations (
        category_id text NOT NULL REFERENCES categories(id) ON DELETE CASCADE,
        language text NOT NULL,
        store_id text NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
        name text,
        description text,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (category_id, language)
      )`);
    this.addSql(`CREATE INDEX category_translations_store ON category_translations (store_id)`);
    this.addSql(`
      CREATE FUNCTION translations_notify_catalogue() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('catalogue_changes', store_id) FROM (SELECT DISTINCT store_id FROM changed) AS changed_stores;
        RETURN NULL;
      END $$`);
    for (const table of ['product_translations', 'category_translations']) {
      for (const [event, rows] of [
        ['INSERT', 'NEW'],
        ['UPDATE', 'NEW'],
        ['DELETE', 'OLD'],
      ]) {
        this.addSql(`CREATE TRIGGER ${table}_${event.toLowerCase()}_notify_catalogue AFTER ${event} ON ${table}
                     REFERENCING ${rows} TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION translations_notify_catalogue()`);
      }
    }
  }
}
