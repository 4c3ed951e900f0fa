import type { Metadata } from 'sharp';
import { DomainError } from '../../shared/errors';

let sharpModule: Promise<typeof import('sharp')> | undefined;
/**
 * sharp (libvips) loaded at the first image, not at start: it adds about 19 MiB of RSS to every process that loads
 * it, which a worker or an API that never handles an image need not pay (the worker's 300 MiB target, issue 48).
 */
const loadSharp = async () => (await (sharpModule ??= import('sharp'))).default;

/** The upload types the private API takes; what the bytes are is checked too, not only what the header says. */
export const IMAGE_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'];

/** sharp's name of each format taken (AVIF is read through libheif, which names it heif). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);

const TAKEN = 'Upload a JPEG, PNG, WebP, GIF or AVIF picture.';

/** Widths of the resized copies: a card, a product page, a large screen. None is wider than the original. */
export const VARIANT_WIDTHS = [200, 600, 1200];

/** Past 40 million pixels an image costs the worker too much memory to resize; phone photos are 12 to 24. */
export const MAX_IMAGE_PIXELS = 40_000_000;

export interface InspectedImage {
  width: number;
  height: number;
}

export interface ResizedImage {
  width: number;
  height: number;
  body: Buffer;
}

/** The variants' widths and heights for an image of this size, narrowest first, with no duplicates. */
export function variantSizes(width: number, height: number): Array<{ width: number; height: number }> {
  const widths = [...new Set(VARIANT_WIDTHS.map((w) => Math.min(w, width)))];
  return widths.map((w) => ({ width: w, height: Math.max(1, Math.round((height * w) / width)) }));
}

/**
 * Reads the image's header only (no pixels decoded): refuses what is not an image (422 image_unreadable), a format
 * not taken (415 image_type_unsupported) and one with too many pixels (413 image_too_large). The size answered is
 * as shown: EXIF orientation 5 to 8 turns a photo a quarter.
 */
export async function inspectImage(bytes: Buffer): Promise<InspectedImage> {
  const sharp = await loadSharp();
  const metadata = await sharp(bytes)
    .metadata()
    .catch(() => {
      throw new DomainError('image_unreadable', `This file is not an image we can read. ${TAKEN}`);
    });
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format) || (metadata.format === 'heif' && !isAvif(metadata)))
    throw new DomainError(
      'image_type_unsupported',
      `Images of type ${metadata.format ?? 'unknown'} are not supported. ${TAKEN}`,
      { format: metadata.format ?? null },
    );
  const { width, height } = metadata;
  if (!width || !height)
    throw new DomainError('image_unreadable', 'This image has no size we can read. Save it again and upload it.');
  if (width * height > MAX_IMAGE_PIXELS)
    throw new DomainError(
      'image_too_large',
      `This image is ${width} x ${height} pixels; at most ${MAX_IMAGE_PIXELS / 1_000_000} million pixels are taken.`,
      { width, height, maxPixels: MAX_IMAGE_PIXELS },
    );
  const turned = (metadata.orientation ?? 1) >= 5;
  return turned ? { width: height, height: width } : { width, height };
}

const isAvif = (metadata: Metadata) => metadata.compression === 'av1';

/** The image resized to each width (WebP, upright as its EXIF orientation says, metadata stripped). */
export async function resizeImage(bytes: Buffer, sizes: Array<{ width: number; height: number }>) {
  const sharp = await loadSharp();
  const resized: ResizedImage[] = [];
  for (const size of sizes) {
    const body = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS })
      .rotate()
      .resize({ width: size.width, height: size.height, fit: 'fill' })
      .webp({ quality: 80 })
      .toBuffer();
    resized.push({ ...size, body });
  }
  return resized;
}
