import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError, notFound, validationFailed } from '../../shared/errors';
import { mapUniqueViolations } from '../../shared/conflicts';
import { inTransaction } from '../../db/sql';
import { recordEvent } from '../../events/outbox';
import type { Store } from '../../stores/store.entity';
import {
  findProductRow,
  loadProductGraphs,
  type AdminVariantRow,
  type ProductGraph,
  type ProductOption,
} from './products.admin.repository';
import { checkProductShape, variantTitle, type PlannedVariant } from './products.admin.rules';
import { CATALOGUE_CONSTRAINTS, checkCategories, checkCurrencies, checkSkusFree } from './products.admin.writer';
import {
  deleteVariants,
  insertVariant,
  parkSku,
  replaceCategories,
  replaceMedia,
  replacePrices,
  updateProductColumns,
  updateVariantColumns,
} from './product-writes.repository';
import { deleteCartLinesOfVariants } from '../../cart/catalogue-removals.repository';
import { chooseHandle } from '../handles';
import { lockDefaultLocation, moveLocationStock } from '../stock/location-stock.repository';
import { presentProduct, type CreateProductInput, type VariantInput } from './products.admin.service';
import type { AdminProductView } from './products.admin.presenter';
import { lockCategoryListings } from '../categories/category-listings-lock.repository';

/** With `id` a change to that variant (only the fields given); without, a new variant. */
export type VariantPatch = Partial<VariantInput> & { id?: string };

/** Only the fields given change; `variants` is the full list after the change. */
export type UpdateProductInput = Partial<Omit<CreateProductInput, 'variants'>> & { variants?: VariantPatch[] };

/** One variant of the product after the change: an existing row (`current`) or a new one. */
interface VariantPlan extends PlannedVariant {
  patch: VariantPatch;
  current?: AdminVariantRow;
}

function planVariant(graph: ProductGraph, patch: VariantPatch, index: number): VariantPlan {
  const field = `body.variants.${index}`;
  if (patch.id) {
    const current = graph.variants.find((v) => v.id === patch.id);
    if (!current) {
      throw new DomainError('resource_not_found', `Product ${graph.product.id} has no variant ${patch.id}.`, [
        { field: `${field}.id`, code: 'not_found', message: `variant ${patch.id} does not exist` },
      ]);
    }
    return {
      field,
      patch,
      current,
      sku: patch.sku ?? current.sku,
      optionValues: patch.optionValues ?? current.option_values,
      prices: patch.prices,
    };
  }
  const missing = (['sku', 'prices', 'stock'] as const).find((key) => patch[key] === undefined);
  if (missing)
    throw validationFailed(`A new variant needs ${missing}.`, [
      { field: `${field}.${missing}`, code: 'required', message: `${missing} is required for a new variant` },
    ]);
  return { field, patch, sku: patch.sku as string, optionValues: patch.optionValues ?? {}, prices: patch.prices };
}

/** The variants after the change: the listed ones when `variants` is given, else the current ones untouched. */
function planVariants(graph: ProductGraph, patches?: VariantPatch[]): VariantPlan[] {
  if (!patches)
    return graph.variants.map((v, i) => ({
      field: `body.variants.${i}`,
      patch: {},
      current: v,
      sku: v.sku,
      optionValues: v.option_values,
    }));
  const ids = patches.map((p) => p.id).filter(Boolean);
  if (new Set(ids).size !== ids.length)
    throw validationFailed('A variant id is listed twice.', [
      { field: 'body.variants', code: 'uniqueItems', message: 'variant ids must be unique' },
    ]);
  return patches.map((patch, i) => planVariant(graph, patch, i));
}

async function removeVariants(em: EntityManager, removed: AdminVariantRow[]): Promise<void> {
  if (removed.length === 0) return;
  const reserved = removed.find((v) => v.stock_reserved > 0);
  if (reserved) {
    throw new DomainError(
      'variant_reserved',
      `Variant ${reserved.sku} is held by a checkout in progress and cannot be removed now.`,
      { variantId: reserved.id, reserved: reserved.stock_reserved },
    );
  }
  const ids = removed.map((v) => v.id);
  await deleteCartLinesOfVariants(em, ids);
  await deleteVariants(em, ids);
}

async function writeVariants(
  em: EntityManager,
  store: Store,
  graph: ProductGraph,
  options: ProductOption[],
  plans: VariantPlan[],
  optionsChanged: boolean,
): Promise<void> {
  // Park changed SKUs first so two variants can swap SKUs without tripping the unique constraint midway.
  for (const plan of plans.filter((p) => p.current && p.current.sku !== p.sku)) {
    await parkSku(em, (plan.current as AdminVariantRow).id);
  }
  for (const [position, plan] of plans.entries()) {
    const { patch, current } = plan;
    const title =
      patch.title ??
      (patch.optionValues || optionsChanged || !current ? variantTitle(options, plan.optionValues) : current.title);
    if (!current) {
      await insertVariant(
        em,
        store.id,
        graph.product.id,
        {
          sku: plan.sku,
          title,
          optionValues: plan.optionValues,
          prices: patch.prices ?? [],
          stock: patch.stock ?? 0,
          gtin: patch.gtin,
          weightGrams: patch.weightGrams,
        },
        position,
      );
      continue;
    }
    await updateVariantColumns(em, current.id, {
      sku: plan.sku,
      title,
      optionValues: plan.optionValues,
      gtin: patch.gtin === undefined ? current.gtin : patch.gtin,
      weightGrams: patch.weightGrams ?? current.weight_grams,
      position,
    });
    if (patch.prices) await replacePrices(em, current.id, patch.prices);
    if (patch.stock !== undefined && patch.stock !== current.stock_on_hand) {
      // The variant's stock is its sum over the locations: the difference lands at the default location.
      await moveLocationStock(em, {
        storeId: store.id,
        variantId: current.id,
        location: await lockDefaultLocation(em, store.id),
        setSum: patch.stock,
        reason: 'product update',
      });
    }
  }
}

export async function updateProduct(
  em: EntityManager,
  store: Store,
  productId: string,
  input: UpdateProductInput,
): Promise<AdminProductView> {
  return updateProductWith(em, store, productId, () => input);
}

/**
 * The product change of `PATCH /products/{id}`, its input made from the product as locked for the change (so a
 * bulk price change can list the variants as they are, none added or removed meanwhile).
 */
export async function updateProductWith(
  em: EntityManager,
  store: Store,
  productId: string,
  inputOf: (graph: ProductGraph) => UpdateProductInput,
): Promise<AdminProductView> {
  return mapUniqueViolations(CATALOGUE_CONSTRAINTS, () =>
    inTransaction(em, async (tx) => {
      await lockCategoryListings(tx, store.id, 'filing');
      const row = await findProductRow(tx, store.id, productId, true);
      if (!row) throw notFound('product', productId);
      const [graph] = await loadProductGraphs(tx, [row]);
      const input = inputOf(graph);
      const options = input.options ?? row.options;
      const plans = planVariants(graph, input.variants);
      checkProductShape(options, plans);
      checkCurrencies(store, plans);
      await checkCategories(tx, store.id, input.categoryIds);
      await checkSkusFree(tx, store.id, plans, productId);
      const handle =
        input.handle === undefined || input.handle === row.handle
          ? row.handle
          : await chooseHandle(tx, 'products', store.id, input.handle, row.title, productId);
      if (input.variants)
        await removeVariants(
          tx,
          graph.variants.filter((v) => !plans.some((p) => p.current?.id === v.id)),
        );
      await writeVariants(tx, store, graph, options, plans, input.options !== undefined);
      if (input.media) await replaceMedia(tx, productId, input.media);
      if (input.categoryIds) await replaceCategories(tx, productId, input.categoryIds);
      await updateProductColumns(tx, productId, {
        status: input.status ?? row.status,
        title: input.title?.trim() ?? row.title,
        description: input.description ?? row.description,
        handle,
        vendor: input.vendor === undefined ? row.vendor : input.vendor,
        options,
        giftCard: input.giftCard ?? row.gift_card,
        giftCardTracksStock: input.giftCardTracksStock ?? row.gift_card_tracks_stock,
      });
      const product = await presentProduct(tx, store, productId);
      await recordEvent(tx, store.id, 'product.updated', product);
      return product;
    }),
  );
}
