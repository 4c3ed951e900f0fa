import type { EntityManager } from '@mikro-orm/postgresql';
import { alreadyExists } from '../shared/conflicts';
import { slugify, suffixedSlug } from '../shared/slug';
import { queryOne } from '../db/sql';

/**
 * The handle of a product or category: an explicit one must be free in the store (else 409 on body.handle);
 * one derived from the title gets a short random suffix when its slug is taken.
 */
export async function chooseHandle(
  em: EntityManager,
  table: 'products' | 'categories',
  storeId: string,
  given: string | undefined,
  title: string,
  selfId?: string,
): Promise<string> {
  const handle = given ?? slugify(title);
  const taken = await queryOne(
    em,
    `SELECT 1 FROM ${table} WHERE store_id = ? AND handle = ? AND id IS DISTINCT FROM ?`,
    [storeId, handle, selfId ?? null],
  );
  if (!taken) return handle;
  if (given) throw alreadyExists('body.handle', 'Handle', given);
  return suffixedSlug(handle);
}
