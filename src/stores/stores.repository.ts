import type { EntityManager } from '@mikro-orm/postgresql';
import { execute, queryOne } from '../db/sql';
import { textArray } from '../db/pg-array';
import { raw, sql, type Sql } from '../db/sql-template';
import type { EntityRow } from '../db/entity-row';
import type { ApiKeySchema } from './api-key.entity';
import type { Store, StoreSchema } from './store.entity';

type ApiKeyRow = EntityRow<typeof ApiKeySchema>;
type StoreRow = EntityRow<typeof StoreSchema>;
/** NOT NULL: the entity marks the column optional only because it loads lazily. */
type StorefrontOrigins = NonNullable<StoreRow['storefront_origins']>;

export interface LiveKeyRow {
  key_id: ApiKeyRow['id'];
  key_type: ApiKeyRow['type'];
  /** The store's row as JSON, for storeFromRow. */
  store: Record<string, unknown>;
}

/** An unrevoked key by its hash, with its store: one indexed lookup on every secret-key request. */
export const findLiveKey = (em: EntityManager, keyHash: string) =>
  queryOne<LiveKeyRow>(
    em,
    sql`SELECT k.id AS key_id, k.type AS key_type, row_to_json(s) AS store
          FROM api_keys k JOIN stores s ON s.id = k.store_id
         WHERE k.key_hash = ${keyHash} AND k.revoked_at IS NULL`,
  );

/**
 * Joins the store a column of another domain's statement names, under alias, so a repository that reads a store
 * beside its own rows stays one statement. alias and column are the code's choice, never input.
 */
export const joinStore = (alias: string, column: string): Sql =>
  sql`JOIN stores ${raw(alias)} ON ${raw(alias)}.id = ${raw(column)}`;

/** Replaces the store's storefront origins; undefined when there is no such store. */
export async function updateStorefrontOrigins(
  em: EntityManager,
  storeId: string,
  origins: string[],
): Promise<string[] | undefined> {
  const row = await queryOne<{ origins: StorefrontOrigins }>(
    em,
    `UPDATE stores SET storefront_origins = ?::text[], updated_at = now() WHERE id = ? ` +
      `RETURNING storefront_origins AS origins`,
    [textArray(origins), storeId],
  );
  return row?.origins;
}

export async function storefrontOriginsOf(em: EntityManager, storeId: string): Promise<string[]> {
  const row = await queryOne<{ origins: StorefrontOrigins }>(
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
): Promise<{ store_name: StoreRow['name']; language: StoreRow['default_language'] } | undefined> {
  return queryOne(em, 'SELECT name AS store_name, default_language AS language FROM stores WHERE id = ?', [storeId]);
}

/** The default language of the store whose id `storeId` yields: a column of another domain's query. */
export const storeLanguageOf = (storeId: Sql): Sql => sql`(SELECT default_language FROM stores WHERE id = ${storeId})`;

/** The store's row as JSON, for storeFromRow; lock: row-locked for a change of its settings. */
export async function findStoreJson(
  em: EntityManager,
  storeId: string,
  lock = false,
): Promise<Record<string, unknown> | undefined> {
  const row = await queryOne<{ store: Record<string, unknown> }>(
    em,
    lock
      ? sql`SELECT row_to_json(s) AS store FROM stores s WHERE s.id = ${storeId} FOR UPDATE`
      : sql`SELECT row_to_json(s) AS store FROM stores s WHERE s.id = ${storeId}`,
  );
  return row?.store;
}

/** Writes the settings an operator edits (name, currencies, languages, theme, tax, reviews, payment methods). */
export async function updateStoreSettings(em: EntityManager, store: Store): Promise<void> {
  await execute(
    em,
    sql`UPDATE stores SET name = ${store.name.trim()}, currencies = ${store.currencies}::text[],
               default_currency = ${store.defaultCurrency}, languages = ${store.languages}::text[],
               default_language = ${store.defaultLanguage}, theme = ${JSON.stringify(store.theme)}::jsonb,
               tax_inclusive = ${store.taxInclusive}, review_auto_publish = ${store.reviewAutoPublish},
               payment_methods = ${store.paymentMethods}::text[], updated_at = now()
         WHERE id = ${store.id}`,
  );
}

/**
 * Says whether any of the store's price lists is active. The update notifies every process (the publishable keys'
 * cache and the catalogue's answers) even when the flag stays as it was, so a change to an active list reaches them.
 */
export async function setPriceListsLive(em: EntityManager, storeId: string, live: boolean): Promise<void> {
  await execute(em, sql`UPDATE stores SET price_lists_live = ${live} WHERE id = ${storeId}`);
}

/** The oldest store with this name (the demo seed finds its store by name). */
export const findFirstStoreNamed = (em: EntityManager, name: string) =>
  queryOne<Pick<EntityRow<typeof StoreSchema>, 'id'>>(
    em,
    sql`SELECT id FROM stores WHERE name = ${name} ORDER BY created_at LIMIT 1`,
  );

/** Whether the key (revoked or not) is one of the store's. */
export async function keyInStore(em: EntityManager, storeId: string, keyId: string): Promise<boolean> {
  return (await queryOne(em, sql`SELECT 1 FROM api_keys WHERE id = ${keyId} AND store_id = ${storeId}`)) !== undefined;
}
