import type { EntityManager } from '@mikro-orm/postgresql';
import type { EntityRow } from '../../db/entity-row';
import type { CategoryTranslationSchema } from './category-translation.entity';
import type { ProductTranslationSchema } from './product-translation.entity';
import type { VariantSchema } from '../products/variant.entity';
import { execute, queryOne, queryRows } from '../../db/sql';
import { sql } from '../../db/sql-template';

type ProductTranslationColumns = EntityRow<typeof ProductTranslationSchema>;

export type ProductTranslationRow = Pick<
  ProductTranslationColumns,
  'language' | 'title' | 'description' | 'options' | 'variant_titles' | 'updated_at'
>;

export type OptionText = ProductTranslationRow['options'][number];

export type CategoryTranslationRow = Pick<
  EntityRow<typeof CategoryTranslationSchema>,
  'language' | 'name' | 'description' | 'updated_at'
>;

const PRODUCT_COLUMNS = sql`language, title, description, options, variant_titles, updated_at`;
const CATEGORY_COLUMNS = sql`language, name, description, updated_at`;

export function findProductTranslations(em: EntityManager, productId: string): Promise<ProductTranslationRow[]> {
  return queryRows<ProductTranslationRow>(
    em,
    sql`SELECT ${PRODUCT_COLUMNS} FROM product_translations WHERE product_id = ${productId} ORDER BY language`,
  );
}

/** Writes a product's translation and marks the product changed (its feeds' version and admin `updatedAt`). */
export async function saveProductTranslation(
  em: EntityManager,
  storeId: string,
  productId: string,
  t: Omit<ProductTranslationRow, 'updated_at'>,
): Promise<ProductTranslationRow> {
  const row = (await queryOne<ProductTranslationRow>(
    em,
    sql`INSERT INTO product_translations (product_id, language, store_id, title, description, options, variant_titles)
        VALUES (${productId}, ${t.language}, ${storeId}, ${t.title}, ${t.description},
                ${JSON.stringify(t.options)}::jsonb, ${JSON.stringify(t.variant_titles)}::jsonb)
        ON CONFLICT (product_id, language) DO UPDATE
          SET title = excluded.title, description = excluded.description, options = excluded.options,
              variant_titles = excluded.variant_titles, updated_at = now()
        RETURNING ${PRODUCT_COLUMNS}`,
  )) as ProductTranslationRow;
  await execute(em, sql`UPDATE products SET updated_at = now() WHERE id = ${productId}`);
  return row;
}

export async function deleteProductTranslation(em: EntityManager, productId: string, language: string) {
  const deleted = await execute(
    em,
    sql`DELETE FROM product_translations WHERE product_id = ${productId} AND language = ${language}`,
  );
  if (deleted) await execute(em, sql`UPDATE products SET updated_at = now() WHERE id = ${productId}`);
  return deleted > 0;
}

export function findCategoryTranslations(em: EntityManager, categoryId: string): Promise<CategoryTranslationRow[]> {
  return queryRows<CategoryTranslationRow>(
    em,
    sql`SELECT ${CATEGORY_COLUMNS} FROM category_translations WHERE category_id = ${categoryId} ORDER BY language`,
  );
}

export async function saveCategoryTranslation(
  em: EntityManager,
  storeId: string,
  categoryId: string,
  t: Omit<CategoryTranslationRow, 'updated_at'>,
): Promise<CategoryTranslationRow> {
  const row = (await queryOne<CategoryTranslationRow>(
    em,
    sql`INSERT INTO category_translations (category_id, language, store_id, name, description)
        VALUES (${categoryId}, ${t.language}, ${storeId}, ${t.name}, ${t.description})
        ON CONFLICT (category_id, language) DO UPDATE
          SET name = excluded.name, description = excluded.description, updated_at = now()
        RETURNING ${CATEGORY_COLUMNS}`,
  )) as CategoryTranslationRow;
  await execute(em, sql`UPDATE categories SET updated_at = now() WHERE id = ${categoryId}`);
  return row;
}

export async function deleteCategoryTranslation(em: EntityManager, categoryId: string, language: string) {
  const deleted = await execute(
    em,
    sql`DELETE FROM category_translations WHERE category_id = ${categoryId} AND language = ${language}`,
  );
  if (deleted) await execute(em, sql`UPDATE categories SET updated_at = now() WHERE id = ${categoryId}`);
  return deleted > 0;
}

/** A product list's titles and descriptions in a language, for the products that have them. */
export async function productTextsIn(
  em: EntityManager,
  productIds: string[],
  language: string,
): Promise<Map<string, Pick<ProductTranslationRow, 'title' | 'description'>>> {
  if (!productIds.length) return new Map();
  const rows = await queryRows<Pick<ProductTranslationColumns, 'product_id' | 'title' | 'description'>>(
    em,
    sql`SELECT product_id, title, description FROM product_translations
         WHERE product_id = ANY(${productIds}::text[]) AND language = ${language}`,
  );
  return new Map(rows.map((r) => [r.product_id, r]));
}

export interface ProductPageTexts {
  translation: Omit<ProductTranslationRow, 'language' | 'updated_at'> | null;
  /** Its categories' translated names, by category id. */
  categoryNames: Record<string, string>;
}

/** One product's texts in a language, with its categories' names, in one query. */
export async function productPageTextsIn(
  em: EntityManager,
  productId: string,
  language: string,
): Promise<ProductPageTexts> {
  return (await queryOne<ProductPageTexts>(
    em,
    sql`SELECT (SELECT json_build_object('title', t.title, 'description', t.description, 'options', t.options,
                                         'variant_titles', t.variant_titles)
                  FROM product_translations t
                 WHERE t.product_id = ${productId} AND t.language = ${language}) AS translation,
               (SELECT coalesce(json_object_agg(ct.category_id, ct.name), '{}')
                  FROM product_categories pc
                  JOIN category_translations ct ON ct.category_id = pc.category_id AND ct.language = ${language}
                 WHERE pc.product_id = ${productId} AND ct.name IS NOT NULL) AS "categoryNames"`,
  )) as ProductPageTexts;
}

/** Categories' names and descriptions in a language, by category id. */
export async function categoryTextsIn(
  em: EntityManager,
  categoryIds: string[],
  language: string,
): Promise<Map<string, Pick<CategoryTranslationRow, 'name' | 'description'>>> {
  if (!categoryIds.length) return new Map();
  const rows = await queryRows<
    Pick<EntityRow<typeof CategoryTranslationSchema>, 'category_id' | 'name' | 'description'>
  >(
    em,
    sql`SELECT category_id, name, description FROM category_translations
         WHERE category_id = ANY(${categoryIds}::text[]) AND language = ${language}`,
  );
  return new Map(rows.map((r) => [r.category_id, r]));
}

export async function variantIdsOf(em: EntityManager, productId: string): Promise<Set<string>> {
  const rows = await queryRows<Pick<EntityRow<typeof VariantSchema>, 'id'>>(
    em,
    sql`SELECT id FROM variants WHERE product_id = ${productId}`,
  );
  return new Set(rows.map((r) => r.id));
}
