import type { EntityManager } from '@mikro-orm/postgresql';
import { queryOne } from '../db/sql';
import { textArray } from '../db/pg-array';
import { raw, sql, type Sql } from '../db/sql-template';
import type { KeyType } from './api-key.entity';

export interface LiveKeyRow {
  key_id: string;
  key_type: KeyType;
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
