import type { EntityManager } from '@mikro-orm/postgresql';
import { inTransaction } from '../../db/sql';
import { findInStore } from '../../db/in-store';
import { DomainError, notFound, validationFailed } from '../../shared/errors';
import { isoTimestamp } from '../../shared/timestamps';
import type { Store } from '../../stores/store.entity';
import { recordEvent } from '../../events/outbox';
import { findProductRow } from '../products/products.admin.repository';
import { presentProduct } from '../products/products.admin.service';
import {
  deleteCategoryTranslation,
  deleteProductTranslation,
  findCategoryTranslations,
  findProductTranslations,
  saveCategoryTranslation,
  saveProductTranslation,
  variantIdsOf,
  type CategoryTranslationRow,
  type OptionText,
  type ProductTranslationRow,
} from './translations.repository';

export interface ProductTranslationInput {
  title?: string | null;
  description?: string | null;
  options?: OptionText[];
  variants?: Array<{ id: string; title: string }>;
}

export interface CategoryTranslationInput {
  name?: string | null;
  description?: string | null;
}

const translatableLanguages = (store: Store) => store.languages.filter((l) => l !== store.defaultLanguage);

/** The translations of a resource with the languages they can be written in. */
const translationList = <T>(store: Store, data: T[]) => ({
  defaultLanguage: store.defaultLanguage,
  languages: translatableLanguages(store),
  data,
});

/**
 * A translation is written in one of the store's languages other than its default, whose texts are the resource's own.
 */
function checkLanguage(store: Store, language: string): void {
  if (store.languages.includes(language) && language !== store.defaultLanguage) return;
  const others = translatableLanguages(store);
  throw new DomainError(
    'language_not_supported',
    language === store.defaultLanguage
      ? `${language} is the store's default language: change the resource itself to change its texts.`
      : `The store does not sell in ${language}; add it to the store languages first (settings).`,
    [
      {
        field: 'path.language',
        code: 'language_not_supported',
        message: others.length
          ? `language must be one of ${others.join(', ')}`
          : 'the store has no language besides its default',
      },
    ],
  );
}

const presentProductTranslation = (row: ProductTranslationRow) => ({
  language: row.language,
  title: row.title,
  description: row.description,
  options: row.options,
  variants: Object.entries(row.variant_titles).map(([id, title]) => ({ id, title })),
  updatedAt: isoTimestamp(row.updated_at),
});

const presentCategoryTranslation = (row: CategoryTranslationRow) => ({
  language: row.language,
  name: row.name,
  description: row.description,
  updatedAt: isoTimestamp(row.updated_at),
});

async function productOf(em: EntityManager, store: Store, productId: string, lock = false) {
  const product = await findProductRow(em, store.id, productId, lock);
  if (!product) throw notFound('product', productId);
  return product;
}

/** The translated options must follow the product's: as many options, each with as many values. */
function checkOptions(
  options: OptionText[],
  translated: OptionText[],
  variantIds: Set<string>,
  input: ProductTranslationInput,
) {
  const problems: Array<{ field: string; code: string; message: string }> = [];
  if (translated.length !== options.length) {
    problems.push({
      field: 'body.options',
      code: 'options_mismatch',
      message: `the product has ${options.length} options; translate each of them in order`,
    });
  }
  translated.forEach((option, i) => {
    if (options[i] && option.values.length !== options[i].values.length) {
      problems.push({
        field: `body.options.${i}.values`,
        code: 'options_mismatch',
        message: `option ${options[i].name} has ${options[i].values.length} values; translate each of them in order`,
      });
    }
  });
  (input.variants ?? []).forEach((variant, i) => {
    if (!variantIds.has(variant.id)) {
      problems.push({
        field: `body.variants.${i}.id`,
        code: 'not_found',
        message: `variant ${variant.id} is not a variant of this product`,
      });
    }
  });
  if (problems.length) throw validationFailed('The translation does not fit the product.', problems);
}

export async function listProductTranslations(em: EntityManager, store: Store, productId: string) {
  await productOf(em, store, productId);
  return translationList(store, (await findProductTranslations(em, productId)).map(presentProductTranslation));
}

/** A translation changes what the product shows, so subscribers hear of it like of any product change. */
const productChanged = async (tx: EntityManager, store: Store, productId: string) =>
  recordEvent(tx, store.id, 'product.updated', await presentProduct(tx, store, productId));

/** Replaces the product's texts in one language; whatever the input leaves out is shown in the default language. */
export async function putProductTranslation(
  em: EntityManager,
  store: Store,
  productId: string,
  language: string,
  input: ProductTranslationInput,
) {
  checkLanguage(store, language);
  return inTransaction(em, async (tx) => {
    const product = await productOf(tx, store, productId, true);
    const options = input.options ?? [];
    if (options.length || input.variants?.length) {
      checkOptions(product.options, options, await variantIdsOf(tx, productId), input);
    }
    const row = await saveProductTranslation(tx, store.id, productId, {
      language,
      title: input.title ?? null,
      description: input.description ?? null,
      options,
      variant_titles: Object.fromEntries((input.variants ?? []).map((v) => [v.id, v.title])),
    });
    await productChanged(tx, store, productId);
    return presentProductTranslation(row);
  });
}

export async function removeProductTranslation(em: EntityManager, store: Store, productId: string, language: string) {
  checkLanguage(store, language);
  await inTransaction(em, async (tx) => {
    await productOf(tx, store, productId, true);
    if (!(await deleteProductTranslation(tx, productId, language))) throw notFound(`${language} translation`);
    await productChanged(tx, store, productId);
  });
}

const categoryOf = (em: EntityManager, store: Store, categoryId: string, lock = false) =>
  findInStore(em, 'categories c', 'c.id', store.id, categoryId, 'category', lock);

export async function listCategoryTranslations(em: EntityManager, store: Store, categoryId: string) {
  await categoryOf(em, store, categoryId);
  return translationList(store, (await findCategoryTranslations(em, categoryId)).map(presentCategoryTranslation));
}

export async function putCategoryTranslation(
  em: EntityManager,
  store: Store,
  categoryId: string,
  language: string,
  input: CategoryTranslationInput,
) {
  checkLanguage(store, language);
  return inTransaction(em, async (tx) => {
    await categoryOf(tx, store, categoryId, true);
    const row = await saveCategoryTranslation(tx, store.id, categoryId, {
      language,
      name: input.name ?? null,
      description: input.description ?? null,
    });
    return presentCategoryTranslation(row);
  });
}

export async function removeCategoryTranslation(em: EntityManager, store: Store, categoryId: string, language: string) {
  checkLanguage(store, language);
  await inTransaction(em, async (tx) => {
    await categoryOf(tx, store, categoryId, true);
    if (!(await deleteCategoryTranslation(tx, categoryId, language))) throw notFound(`${language} translation`);
  });
}
