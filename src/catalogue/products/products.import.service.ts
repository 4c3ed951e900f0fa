import type { EntityManager } from '@mikro-orm/postgresql';
import { newId } from '../../shared/ids';
import type { Store } from '../../stores/store.entity';
import { chooseHandle } from '../handles';
import { lockCategoryListings } from '../categories/category-listings-lock.repository';
import { variantTitle } from './products.admin.rules';
import {
  findChildCategory,
  findVariantsBySku,
  importWritesDerivedRows,
  insertCategory,
  insertLedgerEntries,
  insertNewCategoryListings,
  insertNewProductPrices,
  insertProducts,
  insertVariants,
  lockProductsByHandle,
  rebuildCategoryListings,
  refreshProductPrices,
  replaceProductCategories,
  replaceProductMedia,
  replaceVariantPrices,
  touchProducts,
  updateProducts,
  updateVariants,
  type ExistingProduct,
  type ExistingVariant,
  type LedgerEntry,
  type ProductValues,
  type VariantValues,
} from './products.import.repository';
import type { ImportBatchResult, ImportedProduct, ImportedVariant, RowProblem } from './products.import.types';

/** Category paths to ids, creating the categories a path names that do not exist yet (matched by name, any case). */
export class CategoryPaths {
  private readonly ids = new Map<string, string>();

  constructor(private readonly storeId: string) {}

  async idOf(em: EntityManager, path: string[]): Promise<string> {
    let parentId: string | null = null;
    for (let depth = 1; depth <= path.length; depth += 1) {
      const key = path.slice(0, depth).join(' > ').toLowerCase();
      let id = this.ids.get(key);
      if (!id) {
        const name = path[depth - 1];
        id = await findChildCategory(em, this.storeId, parentId, name);
        if (!id) {
          id = newId('cat');
          const handle = await chooseHandle(em, 'categories', this.storeId, undefined, name);
          await insertCategory(em, { id, storeId: this.storeId, parentId, name, handle });
        }
        this.ids.set(key, id);
      }
      parentId = id;
    }
    return parentId as string;
  }

  /** Forgets what it learnt, for when the transaction that created categories was rolled back. */
  forget(): void {
    this.ids.clear();
  }
}

/** Problems the file cannot show, only the store: a SKU of another product, stock below what checkouts hold. */
export function storeConflicts(product: ImportedProduct, bySku: Map<string, ExistingVariant>): RowProblem[] {
  const problems: RowProblem[] = [];
  for (const variant of product.variants) {
    const existing = bySku.get(variant.sku);
    if (!existing) continue;
    if (existing.handle !== product.handle)
      problems.push({
        line: variant.line,
        column: variant.skuColumn,
        reason: `SKU ${variant.sku} belongs to product ${existing.handle}`,
      });
    else if (variant.stock < existing.stock_reserved)
      problems.push({
        line: variant.line,
        column: variant.stockColumn,
        reason: `stock ${variant.stock} is below the ${existing.stock_reserved} units checkouts hold`,
      });
    else if (variant.stock - existing.stock_on_hand + existing.default_on_hand < 0)
      problems.push({
        line: variant.line,
        column: variant.stockColumn,
        reason: `stock ${variant.stock} would take more units than the default location holds`,
      });
  }
  return problems;
}

/** The store's variants with these products' SKUs, by SKU (read-only, for a dry run; locked, for a write). */
export async function variantsBySku(
  em: EntityManager,
  storeId: string,
  products: ImportedProduct[],
  lock = false,
): Promise<Map<string, ExistingVariant>> {
  const skus = products.flatMap((p) => p.variants.map((v) => v.sku));
  const rows = skus.length ? await findVariantsBySku(em, storeId, skus, lock) : [];
  return new Map(rows.map((row) => [row.sku, row]));
}

/** Stable text of a JSON value (sorted keys), so equal values compare equal. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

const samePrices = (variant: ImportedVariant, existing: ExistingVariant) =>
  canonical([...variant.prices].sort((a, b) => a.currency.localeCompare(b.currency))) ===
  canonical(existing.prices.map((p) => ({ currency: p.currency, amount: Number(p.amount) })));

interface Plan {
  products: { insert: ProductValues[]; update: ProductValues[]; touched: Set<string> };
  variants: { insert: VariantValues[]; update: VariantValues[] };
  /** The rows to write, and the ids of the existing variants and products whose old rows they replace. */
  priced: {
    variantIds: string[];
    prices: Array<{ variantId: string; productId: string; currency: string; amount: number; inStock: boolean }>;
  };
  media: {
    productIds: string[];
    rows: Array<{ id: string; productId: string; url: string; alt: string | null; position: number }>;
  };
  categories: {
    productIds: string[];
    links: Array<{ productId: string; categoryId: string; created: boolean; active: boolean }>;
  };
  ledger: LedgerEntry[];
}

function planVariants(
  plan: Plan,
  productId: string,
  product: ImportedProduct,
  existing: ExistingProduct | undefined,
  bySku: Map<string, ExistingVariant>,
): void {
  let position = existing?.next_position ?? 0;
  for (const variant of product.variants) {
    const before = bySku.get(variant.sku);
    const values: VariantValues = {
      id: before?.id ?? newId('var'),
      productId,
      sku: variant.sku,
      title: variantTitle(product.options, variant.optionValues),
      optionValues: JSON.stringify(variant.optionValues),
      gtin: variant.gtin,
      weightGrams: variant.weightGrams,
      stock: variant.stock,
      position: before ? 0 : position++,
    };
    const delta = variant.stock - (before?.stock_on_hand ?? 0);
    if (delta !== 0) plan.ledger.push({ id: newId('stk'), variantId: values.id, delta, stockAfter: variant.stock });
    if (!before) plan.variants.insert.push(values);
    else if (
      before.title !== values.title ||
      canonical(before.option_values) !== canonical(variant.optionValues) ||
      before.gtin !== values.gtin ||
      before.weight_grams !== values.weightGrams ||
      before.stock_on_hand !== values.stock
    )
      plan.variants.update.push(values);
    if (!before || !samePrices(variant, before)) {
      // A new variant has no prices to replace: only an existing one's are deleted first.
      if (before) plan.priced.variantIds.push(values.id);
      const inStock = variant.stock > (before?.stock_reserved ?? 0);
      plan.priced.prices.push(...variant.prices.map((p) => ({ variantId: values.id, productId, inStock, ...p })));
    }
    if (!before || delta !== 0 || !samePrices(variant, before) || plan.variants.update.at(-1) === values)
      plan.products.touched.add(productId);
  }
}

/**
 * The product prices and category listings of the batch's inserted prices and links, which the triggers left to the
 * import: computed from the plan for the products it creates (nothing of theirs to read back), derived again by the
 * triggers' functions for the existing products it changed.
 */
async function writeDerivedRows(em: EntityManager, storeId: string, plan: Plan): Promise<void> {
  const created = new Set(plan.products.insert.map((p) => p.id));
  await insertNewProductPrices(
    em,
    storeId,
    plan.priced.prices.filter((p) => created.has(p.productId)),
  );
  await refreshProductPrices(em, [
    ...new Set(plan.priced.prices.filter((p) => !created.has(p.productId)).map((p) => p.productId)),
  ]);
  await insertNewCategoryListings(
    em,
    plan.categories.links.filter((l) => l.created),
  );
  await rebuildCategoryListings(em, plan.categories.productIds);
}

/**
 * Writes a batch of imported products in the caller's transaction, by upsert: a product by its handle, a variant by
 * its SKU. Only what differs from the store is written, so importing the same file again changes nothing (no row,
 * no update time, no stock movement). A product is written whole or refused whole, with the rows that say why.
 */
export async function applyImportedProducts(
  em: EntityManager,
  store: Store,
  batch: ImportedProduct[],
  categories: CategoryPaths,
): Promise<ImportBatchResult> {
  const result: ImportBatchResult = { created: 0, updated: 0, unchanged: 0, refused: new Map() };
  if (batch.length === 0) return result;
  // Before any row lock, as every product change takes it (category-listings-lock.repository.ts).
  await lockCategoryListings(em, store.id, 'filing');
  const existing = new Map(
    (
      await lockProductsByHandle(
        em,
        store.id,
        batch.map((p) => p.handle),
      )
    ).map((p) => [p.handle, p]),
  );
  const bySku = await variantsBySku(em, store.id, batch, true);
  const plan: Plan = {
    products: { insert: [], update: [], touched: new Set() },
    variants: { insert: [], update: [] },
    priced: { variantIds: [], prices: [] },
    media: { productIds: [], rows: [] },
    categories: { productIds: [], links: [] },
    ledger: [],
  };
  for (const product of batch) {
    const conflicts = storeConflicts(product, bySku);
    if (conflicts.length) {
      result.refused.set(product.handle, conflicts);
      continue;
    }
    const before = existing.get(product.handle);
    const id = before?.id ?? newId('prod');
    const values: ProductValues = {
      id,
      handle: product.handle,
      title: product.title,
      description: product.description,
      vendor: product.vendor,
      status: product.status,
      options: JSON.stringify(product.options),
    };
    if (!before) plan.products.insert.push(values);
    else if (
      before.title !== values.title ||
      before.description !== values.description ||
      before.vendor !== values.vendor ||
      before.status !== values.status ||
      canonical(before.options) !== canonical(product.options)
    )
      plan.products.update.push(values);
    planVariants(plan, id, product, before, bySku);
    const media = product.media.map((m) => ({ url: m.url, alt: m.alt ?? null }));
    if (canonical(media) !== canonical(before?.media ?? [])) {
      if (before) plan.media.productIds.push(id);
      plan.media.rows.push(...media.map((m, position) => ({ id: newId('med'), productId: id, ...m, position })));
      plan.products.touched.add(id);
    }
    const found: string[] = [];
    // One after another: they share the transaction's connection, and a path may create what the next one names.
    for (const path of product.categories) found.push(await categories.idOf(em, path));
    const categoryIds = [...new Set(found)].sort();
    if (canonical(categoryIds) !== canonical(before?.category_ids ?? [])) {
      if (before) plan.categories.productIds.push(id);
      const filed = { productId: id, created: !before, active: product.status === 'active' };
      plan.categories.links.push(...categoryIds.map((categoryId) => ({ ...filed, categoryId })));
      plan.products.touched.add(id);
    }
    if (!before) result.created += 1;
    else if (plan.products.update.at(-1) === values || plan.products.touched.has(id)) result.updated += 1;
    else result.unchanged += 1;
  }
  await insertProducts(em, store.id, plan.products.insert);
  await updateProducts(em, plan.products.update);
  await insertVariants(em, store.id, plan.variants.insert);
  await updateVariants(em, plan.variants.update);
  await importWritesDerivedRows(em, true);
  await replaceVariantPrices(em, plan.priced.variantIds, plan.priced.prices);
  await insertLedgerEntries(em, store.id, plan.ledger);
  await replaceProductMedia(em, plan.media.productIds, plan.media.rows);
  await replaceProductCategories(em, plan.categories.productIds, plan.categories.links);
  await writeDerivedRows(em, store.id, plan);
  await importWritesDerivedRows(em, false);
  const written = new Set([...plan.products.insert, ...plan.products.update].map((p) => p.id));
  await touchProducts(
    em,
    [...plan.products.touched].filter((id) => !written.has(id)),
  );
  return result;
}
