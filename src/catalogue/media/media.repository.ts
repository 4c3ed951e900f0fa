import type { EntityManager } from '@mikro-orm/postgresql';
import { execute, queryOne, queryRows } from '../../db/sql';
import { sql } from '../../db/sql-template';
import type { EntityRow } from '../../db/entity-row';
import type { MediaSchema, MediaVariant } from './media.entity';

export type MediaRecordRow = Pick<
  EntityRow<typeof MediaSchema>,
  'id' | 'product_id' | 'url' | 'alt' | 'position' | 'status' | 'storage_key' | 'width' | 'height' | 'created_at'
> & { variants: MediaVariant[] };

const COLUMNS = sql`m.id, m.product_id, m.url, m.alt, m.position, m.status, m.storage_key, m.width, m.height,
                    m.variants, m.created_at`;

export interface NewUploadedMedia {
  id: string;
  productId: string;
  url: string;
  alt: string | null;
  storageKey: string;
  contentType: string;
  bytes: number;
  width: number;
  height: number;
}

/** The product's media, in order; with `lock`, the product row is locked first (one writer of positions at a time). */
export async function listProductMedia(em: EntityManager, productId: string): Promise<MediaRecordRow[]> {
  return queryRows<MediaRecordRow>(
    em,
    sql`SELECT ${COLUMNS} FROM media m WHERE m.product_id = ${productId} ORDER BY m.position, m.id`,
  );
}

/** One media record of a product of the store; undefined when there is none (another store's is none either). */
export async function findProductMedia(
  em: EntityManager,
  storeId: string,
  productId: string,
  mediaId: string,
): Promise<MediaRecordRow | undefined> {
  return queryOne<MediaRecordRow>(
    em,
    sql`SELECT ${COLUMNS} FROM media m JOIN products p ON p.id = m.product_id
         WHERE m.id = ${mediaId} AND m.product_id = ${productId} AND p.store_id = ${storeId}`,
  );
}

/** A media record with its product's store, whatever the store: the worker's and the public file route's view. */
export async function findMediaWithStore(
  em: EntityManager,
  mediaId: string,
): Promise<(MediaRecordRow & { store_id: string }) | undefined> {
  return queryOne<MediaRecordRow & { store_id: string }>(
    em,
    sql`SELECT ${COLUMNS}, p.store_id FROM media m JOIN products p ON p.id = m.product_id WHERE m.id = ${mediaId}`,
  );
}

/** An uploaded image, placed after the product's other media, still to be resized. */
export async function insertUploadedMedia(em: EntityManager, media: NewUploadedMedia): Promise<void> {
  await execute(
    em,
    sql`INSERT INTO media (id, product_id, url, alt, position, status, storage_key, content_type, bytes, width, height)
        SELECT ${media.id}, ${media.productId}, ${media.url}, ${media.alt},
               coalesce((SELECT max(position) + 1 FROM media WHERE product_id = ${media.productId}), 0),
               'processing', ${media.storageKey}, ${media.contentType}, ${media.bytes}, ${media.width}, ${media.height}
        ON CONFLICT (id) DO NOTHING`,
  );
}

/** The variants are there: the image is ready (once; a retried worker finds it ready and changes nothing). */
export async function markMediaReady(em: EntityManager, mediaId: string, variants: MediaVariant[]): Promise<boolean> {
  const changed = await execute(
    em,
    sql`UPDATE media SET status = 'ready', variants = ${JSON.stringify(variants)}::jsonb
         WHERE id = ${mediaId} AND status = 'processing'`,
  );
  return changed > 0;
}

export async function markMediaFailed(em: EntityManager, mediaId: string): Promise<void> {
  await execute(em, sql`UPDATE media SET status = 'failed' WHERE id = ${mediaId} AND status = 'processing'`);
}

export async function updateMediaAlt(em: EntityManager, mediaId: string, alt: string | null): Promise<void> {
  await execute(em, sql`UPDATE media SET alt = ${alt} WHERE id = ${mediaId}`);
}

/** Positions 0, 1, 2… in the given order (every id is the product's; the caller checked). */
export async function setMediaOrder(em: EntityManager, productId: string, mediaIds: string[]): Promise<void> {
  await execute(
    em,
    sql`UPDATE media m SET position = o.position - 1
          FROM unnest(${mediaIds}::text[]) WITH ORDINALITY AS o(id, position)
         WHERE m.id = o.id AND m.product_id = ${productId}`,
  );
}

export async function deleteMedia(em: EntityManager, mediaId: string): Promise<void> {
  await execute(em, sql`DELETE FROM media WHERE id = ${mediaId}`);
}

/** The product's update time moves with its media, so feeds and caches keyed on it see the change. */
export async function touchProduct(em: EntityManager, productId: string): Promise<void> {
  await execute(em, sql`UPDATE products SET updated_at = now() WHERE id = ${productId}`);
}

/** The store's products that have no uploaded image yet (the demo seed gives each one), oldest first. */
export async function productsWithoutUploads(
  em: EntityManager,
  storeId: string,
): Promise<Array<{ id: string; title: string }>> {
  return queryRows(
    em,
    sql`SELECT p.id, p.title FROM products p
         WHERE p.store_id = ${storeId}
           AND NOT EXISTS (SELECT 1 FROM media m WHERE m.product_id = p.id AND m.storage_key IS NOT NULL)
         ORDER BY p.created_at, p.id`,
  );
}

/** Removes the product's linked images whose address starts so (the demo's old outside pictures). */
export async function deleteLinkedMediaStartingWith(em: EntityManager, productId: string, prefix: string) {
  await execute(
    em,
    sql`DELETE FROM media WHERE product_id = ${productId} AND storage_key IS NULL
          AND starts_with(url, ${prefix})`,
  );
}
