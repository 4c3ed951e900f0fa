import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { EntityManager } from '@mikro-orm/postgresql';
import sharp from 'sharp';
import type { Config } from '../config';
import type { FileStorage } from '../shared/file-storage.port';
import { keyedId } from '../shared/ids';
import { findStore } from '../stores/stores.service';
import { makeMediaVariants, uploadProductMedia } from '../catalogue/media/media.service';
import type { MediaWorkflows } from '../catalogue/media/media-workflows.port';
import { deleteLinkedMediaStartingWith, productsWithoutUploads } from '../catalogue/media/media.repository';

/** The demo's pictures: small SVG drawings committed beside this file, one per kind of product. */
const IMAGES_DIR = join(__dirname, 'demo-images');
/** Where the demo's images pointed before it shipped its own (unreachable without internet). */
const OLD_DEMO_IMAGES = 'https://images.example.com/demo/';
/** The drawings' own background, tinted per product so a page of cards is not all alike. */
const BACKGROUND = '#e8edf3';
const TINTS = ['#e8edf3', '#f3ede4', '#e6f0ea', '#f1e8ee', '#ecebf5', '#f4f1e1'];

export interface DemoImageDeps {
  files: FileStorage;
  config: Pick<Config, 'publicBaseUrl' | 'mediaMaxBytes'>;
}

/** One image per demo product: a seed run again finds the one it uploaded. */
const demoMediaId = (productId: string) => keyedId('med', `demo:${productId}`);

/** The drawing of a demo product, as PNG: the picture a store owner would upload. */
async function pictureOf(drawing: string, index: number): Promise<Buffer> {
  const svg = readFileSync(join(IMAGES_DIR, `${drawing}.svg`), 'utf8').replace(BACKGROUND, TINTS[index % TINTS.length]);
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}

/**
 * Gives each product of the demo store without an uploaded image its picture, through the upload path the API uses
 * (checked, stored in the file storage, resized): the worker's step runs here at once, since the worker may not run
 * yet. Keyed by product, so a seed run again (or one interrupted) uploads only what is missing.
 */
export async function seedDemoImages(
  em: EntityManager,
  deps: DemoImageDeps,
  storeId: string,
  drawingOf: (title: string) => string,
): Promise<number> {
  const store = await findStore(em, storeId);
  const inline: MediaWorkflows = {
    makeVariants: async (_storeId, mediaId) => {
      await makeMediaVariants(em, deps.files, deps.config, mediaId);
    },
  };
  const products = await productsWithoutUploads(em, storeId);
  for (const [index, product] of products.entries()) {
    await deleteLinkedMediaStartingWith(em, product.id, OLD_DEMO_IMAGES);
    const picture = await pictureOf(drawingOf(product.title), index);
    const upload = { body: Readable.from([picture]), contentType: 'image/png', alt: product.title };
    await uploadProductMedia({ ...deps, workflows: inline }, em, store, product.id, upload, demoMediaId(product.id));
  }
  return products.length;
}
