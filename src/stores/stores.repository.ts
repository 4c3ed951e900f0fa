import type { EntityManager } from '@mikro-orm/postgresql';
import { queryOne } from '../db/sql';
import { textArray } from '../db/pg-array';

/** Replaces the store's storefront origins; undefined when there is no such store. */
export async function updateStorefrontOrigins(
  em: EntityManager,
  storeId: string,
  origins: string[],
): Promise<string[] | undefined> {
  const row = await queryOne<{ origins: string[] }>(
    em,
    `UPDATE stores SET storefront_origins = ?::text[], updated_at = now() WHERE id = ? RETURNING storefront_origins AS origins`,
    [textArray(origins), storeId],
  );
  return row?.origins;
}

export async function storefrontOriginsOf(em: EntityManager, storeId: string): Promise<string[]> {
  const row = await queryOne<{ origins: string[] }>(
    em,
    'SELECT storefront_origins AS origins FROM stores WHERE id = ?',
    [storeId],
  );
  return row?.origins ?? [];
}

/** The name and default language mail to the store's customers is written with. */
export function storeMailIdentity(
  em: EntityManager,
  storeId: string,
): Promise<{ store_name: string; language: string } | undefined> {
  return queryOne(em, 'SELECT name AS store_name, default_language AS language FROM stores WHERE id = ?', [storeId]);
}
