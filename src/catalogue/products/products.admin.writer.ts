import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../shared/errors';
import { alreadyExists } from '../../shared/conflicts';
import type { Store } from '../../stores/store.entity';
import { assertAcceptedCurrencies } from '../../stores/store-currencies';
import type { PlannedVariant } from './products.admin.rules';
import { findCategoryIds, takenSkus } from './product-writes.repository';

/** Unique-constraint names of the catalogue, mapped to the request field a race on them concerns. */
export const CATALOGUE_CONSTRAINTS = {
  variants_store_id_sku_key: 'body.variants.sku',
  products_store_id_handle_key: 'body.handle',
};

export function checkCurrencies(store: Store, variants: PlannedVariant[]): void {
  assertAcceptedCurrencies(
    store,
    variants.flatMap((v) =>
      (v.prices ?? []).map((p, i) => ({ currency: p.currency, field: `${v.field}.prices.${i}.currency` })),
    ),
  );
}

/** Every category id must be a category of this store. */
export async function checkCategories(em: EntityManager, storeId: string, categoryIds: string[] = []): Promise<void> {
  if (categoryIds.length === 0) return;
  const found = await findCategoryIds(em, storeId, categoryIds);
  const missing = categoryIds.find((id) => !found.includes(id));
  if (missing) {
    throw new DomainError('resource_not_found', `No category with id ${missing} exists in this store.`, [
      {
        field: `body.categoryIds.${categoryIds.indexOf(missing)}`,
        code: 'not_found',
        message: `category ${missing} does not exist`,
      },
    ]);
  }
}

/** SKUs must be unique in the store; variants of `productId` itself do not count (they are being rewritten). */
export async function checkSkusFree(
  em: EntityManager,
  storeId: string,
  variants: PlannedVariant[],
  productId?: string,
): Promise<void> {
  if (variants.length === 0) return;
  const taken = await takenSkus(
    em,
    storeId,
    variants.map((v) => v.sku),
    productId,
  );
  const clash = variants.find((v) => taken.includes(v.sku));
  if (clash) throw alreadyExists(`${clash.field}.sku`, 'SKU', clash.sku);
}
