import { Readable } from 'node:stream';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config';
import { inTransaction } from '../../db/sql';
import { recordEvent } from '../../events/outbox';
import { DomainError, invalidField, notFound } from '../../shared/errors';
import type { FileStorage } from '../../shared/file-storage.port';
import type { Store } from '../../stores/store.entity';
import { findStore } from '../../stores/stores.service';
import type { MediaVariant } from './media.entity';
import { findProductRow } from '../products/products.admin.repository';
import { presentProduct } from '../products/products.admin.service';
import { inspectImage, resizeImage, variantSizes } from './media-images';
import type { MediaWorkflows } from './media-workflows.port';
import {
  deleteMedia,
  findMediaWithStore,
  findProductMedia,
  insertUploadedMedia,
  listProductMedia,
  markMediaFailed,
  markMediaReady,
  setMediaOrder,
  touchProduct,
  updateMediaAlt,
  type MediaRecordRow,
} from './media.repository';

type UrlConfig = Pick<Config, 'publicBaseUrl'>;

/** Where an uploaded image's files live: its original and each resized copy, under its store and id. */
export const mediaFileKey = (storeId: string, mediaId: string, name: string) => `media/${storeId}/${mediaId}/${name}`;

/** A variant's file name: its width, as WebP. */
export const variantFileName = (width: number) => `${width}.webp`;

/** A variant's public address (GET /v3/media/{mediaId}/{file}), served by this API from the file storage. */
export const variantUrl = (config: UrlConfig, mediaId: string, width: number) =>
  `${config.publicBaseUrl}/v3/media/${encodeURIComponent(mediaId)}/${variantFileName(width)}`;

/** The address an image is known by before and after its variants exist: the one nearest 600 px wide. */
function mainVariantWidth(width: number, height: number): number {
  const sizes = variantSizes(width, height);
  return (sizes.find((size) => size.width >= 600) ?? sizes[sizes.length - 1]).width;
}

export function presentMedia(row: MediaRecordRow) {
  return {
    id: row.id,
    url: row.url,
    alt: row.alt,
    position: row.position,
    status: row.status,
    uploaded: row.storage_key !== null,
    width: row.width,
    height: row.height,
    variants: row.variants,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export type MediaView = ReturnType<typeof presentMedia>;

/** The body whole, refused (413 image_too_large) as soon as it passes maxBytes: an image is resized whole anyway. */
async function readAtMost(body: AsyncIterable<Buffer>, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of body) {
    total += chunk.length;
    if (total > maxBytes)
      throw new DomainError(
        'image_too_large',
        `This file is larger than ${Math.floor(maxBytes / 1048576)} MB, the largest image taken. ` +
          'Save it smaller (a JPEG of 2000 pixels wide is plenty) and upload it again.',
        { maxBytes },
      );
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

async function productOf(em: EntityManager, storeId: string, productId: string) {
  const product = await findProductRow(em, storeId, productId);
  if (!product) throw notFound('product', productId);
  return product;
}

export interface UploadDeps {
  files: FileStorage;
  config: Pick<Config, 'publicBaseUrl' | 'mediaMaxBytes'>;
  workflows: MediaWorkflows;
}

export interface Upload {
  body: AsyncIterable<Buffer>;
  contentType: string;
  alt: string | null;
}

/**
 * Takes an image for a product: checks it is one (type, size, pixels) from its header, stores the original and
 * records it `processing` at the end of the product's media, then asks the worker for the resized copies and answers
 * at once. Keyed by `mediaId` (from the Idempotency-Key): a retry answers the image the first attempt recorded.
 */
export async function uploadProductMedia(
  deps: UploadDeps,
  em: EntityManager,
  store: Store,
  productId: string,
  upload: Upload,
  mediaId: string,
): Promise<MediaView> {
  await productOf(em, store.id, productId);
  const existing = await findProductMedia(em, store.id, productId, mediaId);
  if (!existing) {
    const bytes = await readAtMost(upload.body, deps.config.mediaMaxBytes);
    if (bytes.length === 0) throw new DomainError('image_unreadable', 'The file is empty. Choose a picture to upload.');
    const { width, height } = await inspectImage(bytes);
    const storageKey = mediaFileKey(store.id, mediaId, 'original');
    await deps.files.put(storageKey, Readable.from([bytes]));
    await inTransaction(em, async (tx) => {
      await productOf(tx, store.id, productId);
      await insertUploadedMedia(tx, {
        id: mediaId,
        productId,
        url: variantUrl(deps.config, mediaId, mainVariantWidth(width, height)),
        alt: upload.alt,
        storageKey,
        contentType: upload.contentType,
        bytes: bytes.length,
        width,
        height,
      });
      await touchProduct(tx, productId);
    });
  }
  const row = (await findProductMedia(em, store.id, productId, mediaId)) as MediaRecordRow;
  if (row.status === 'processing') await deps.workflows.makeVariants(store.id, mediaId);
  return presentMedia(row);
}

export type VariantsOutcome = 'ready' | 'already_ready' | 'failed' | 'gone';

/**
 * The worker's step (an activity; the demo seed calls it directly): makes every resized copy of the image from its
 * original, stores them, then marks the image ready and raises `product.updated`. Runs again safely: the files are
 * written under the same keys and the image turns ready once. An image deleted meanwhile is `gone`.
 */
export async function makeMediaVariants(
  em: EntityManager,
  files: FileStorage,
  config: UrlConfig,
  mediaId: string,
): Promise<VariantsOutcome> {
  const row = await findMediaWithStore(em, mediaId);
  if (!row || !row.storage_key) return 'gone';
  if (row.status === 'ready') return 'already_ready';
  if (row.status === 'failed') return 'failed';
  const original = await files.open(row.storage_key);
  if (!original) return 'gone';
  const chunks: Buffer[] = [];
  for await (const chunk of original.stream) chunks.push(chunk as Buffer);
  const sizes = variantSizes(row.width as number, row.height as number);
  const resized = await resizeImage(Buffer.concat(chunks), sizes).catch(() => undefined);
  if (!resized) {
    // The header read but the pixels do not (a truncated file): no retry will change that.
    await markMediaFailed(em, mediaId);
    return 'failed';
  }
  const variants: MediaVariant[] = [];
  for (const image of resized) {
    await files.put(mediaFileKey(row.store_id, mediaId, variantFileName(image.width)), Readable.from([image.body]));
    variants.push({ width: image.width, height: image.height, url: variantUrl(config, mediaId, image.width) });
  }
  const store = await findStore(em, row.store_id);
  const outcome = await inTransaction(em, async (tx) => {
    // The product first, as a removal of its image locks it too: the two wait in turn, never on each other.
    await findProductRow(tx, store.id, row.product_id, true);
    if (!(await markMediaReady(tx, mediaId, variants))) return 'already_ready';
    await touchProduct(tx, row.product_id);
    await recordEvent(tx, store.id, 'product.updated', await presentProduct(tx, store, row.product_id));
    return 'ready';
  });
  if (outcome === 'ready' || (await findMediaWithStore(em, mediaId))) return outcome;
  // Removed while the copies were made: its removal took only the files there were then, so these go now.
  await removeMediaFiles(files, row.store_id, [row]);
  return 'gone';
}

export async function listMedia(em: EntityManager, store: Store, productId: string): Promise<MediaView[]> {
  await productOf(em, store.id, productId);
  return (await listProductMedia(em, productId)).map(presentMedia);
}

/** A change of the product's media in one transaction, raising `product.updated`. */
async function changeMedia<T>(
  em: EntityManager,
  store: Store,
  productId: string,
  change: (tx: EntityManager) => Promise<T>,
): Promise<T> {
  return inTransaction(em, async (tx) => {
    // Locked, so two reorders (or a reorder and an upload) of one product's media do not interleave.
    if (!(await findProductRow(tx, store.id, productId, true))) throw notFound('product', productId);
    const result = await change(tx);
    await touchProduct(tx, productId);
    await recordEvent(tx, store.id, 'product.updated', await presentProduct(tx, store, productId));
    return result;
  });
}

async function mediaOf(em: EntityManager, store: Store, productId: string, mediaId: string) {
  const row = await findProductMedia(em, store.id, productId, mediaId);
  if (!row) throw notFound('media', mediaId);
  return row;
}

export async function updateMedia(
  em: EntityManager,
  store: Store,
  productId: string,
  mediaId: string,
  input: { alt?: string | null },
): Promise<MediaView> {
  return changeMedia(em, store, productId, async (tx) => {
    await mediaOf(tx, store, productId, mediaId);
    if (input.alt !== undefined) await updateMediaAlt(tx, mediaId, input.alt?.trim() || null);
    return presentMedia(await mediaOf(tx, store, productId, mediaId));
  });
}

/** The product's media in the given order; the ids must be exactly the product's media, each once. */
export async function reorderMedia(
  em: EntityManager,
  store: Store,
  productId: string,
  mediaIds: string[],
): Promise<MediaView[]> {
  return changeMedia(em, store, productId, async (tx) => {
    const current = (await listProductMedia(tx, productId)).map((m) => m.id);
    const same = mediaIds.length === current.length && new Set(mediaIds).size === mediaIds.length;
    if (!same || !mediaIds.every((id) => current.includes(id)))
      throw invalidField(
        'body.mediaIds',
        'mismatch',
        `mediaIds must list each of the product's ${current.length} media exactly once`,
      );
    await setMediaOrder(tx, productId, mediaIds);
    return (await listProductMedia(tx, productId)).map(presentMedia);
  });
}

/** Removes the image and then its files (a failed file removal leaves only unreachable files behind). */
export async function deleteProductMedia(
  em: EntityManager,
  files: FileStorage,
  store: Store,
  productId: string,
  mediaId: string,
): Promise<{ id: string; deleted: true }> {
  const row = await changeMedia(em, store, productId, async (tx) => {
    const media = await mediaOf(tx, store, productId, mediaId);
    await deleteMedia(tx, mediaId);
    return media;
  });
  await removeMediaFiles(files, store.id, [row]);
  return { id: mediaId, deleted: true };
}

/** The product's uploaded images, read before the product is deleted so their files can go after it. */
export async function uploadedMediaOf(em: EntityManager, productId: string): Promise<MediaRecordRow[]> {
  return (await listProductMedia(em, productId)).filter((m) => m.storage_key !== null);
}

/** Every copy an uploaded image has or will have: the widths its size gives, and any its record lists. */
const copyWidthsOf = (row: MediaRecordRow) => [
  ...new Set([
    ...(row.width && row.height ? variantSizes(row.width, row.height).map((size) => size.width) : []),
    ...row.variants.map((variant) => variant.width),
  ]),
];

/**
 * The files of removed images: the original and every copy (nothing for a linked image). The copies are named from
 * the image's size, not from its record, so those of an image still being resized are taken too.
 */
export async function removeMediaFiles(files: FileStorage, storeId: string, rows: MediaRecordRow[]): Promise<void> {
  const keys = rows
    .filter((row) => row.storage_key)
    .flatMap((row) =>
      ['original', ...copyWidthsOf(row).map(variantFileName)].map((name) => mediaFileKey(storeId, row.id, name)),
    );
  if (keys.length) await files.remove(keys);
}

/** An uploaded image's resized copy for the public route: its stream, or undefined when there is none to show. */
export async function openVariantFile(em: EntityManager, files: FileStorage, mediaId: string, file: string) {
  const row = await findMediaWithStore(em, mediaId);
  if (!row || row.status !== 'ready' || !row.variants.some((v) => variantFileName(v.width) === file)) return undefined;
  return files.open(mediaFileKey(row.store_id, mediaId, file));
}
