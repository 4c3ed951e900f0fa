import type { Client } from 'pg';
import sharp from 'sharp';
import { createAdminClient } from '@commerce-service/sdk';
import { startHarness, type Harness } from '../support/harness';
import { makeStore } from '../support/factories';
import { privateClient, publicClient, request, type ApiResponse } from '../support/http';
import { expectContract } from '../support/contract';
import { eventsOf } from '../support/admin-factories';
import { importFile } from '../support/imports';
import { eventually } from '../support/webhook-receiver';
import { bucketObjects } from '../support/object-storage';
import { freePort } from '../support/ports';
import { connected } from '../support/interleave';

let h: Harness;
let storeId: string;
let secretKey: string;
let api: ReturnType<typeof privateClient>;
let shop: ReturnType<typeof publicClient>;
let n = 0;

type Row = Record<string, any>;

/** A picture as a store owner's camera or editor would save it. */
const picture = (width: number, height: number, format: 'png' | 'jpeg' | 'tiff' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: { r: 31, g: 58, b: 95 } } })
    .toFormat(format)
    .toBuffer();

async function newProduct(): Promise<string> {
  n += 1;
  const res = await api.post('/products', {
    title: `Framed Print ${n}`,
    status: 'active',
    variants: [{ sku: `PRINT-${Date.now().toString(36)}-${n}`, prices: [{ currency: 'USD', amount: 4500 }], stock: 3 }],
  });
  expect(res.status).toBe(201);
  return res.body.id;
}

const upload = (productId: string, body: Uint8Array, contentType: string, query = '', key?: string) =>
  api.post(`/products/${productId}/media${query}`, undefined, {
    rawBody: body,
    headers: { 'content-type': contentType, ...(key ? { 'idempotency-key': key } : {}) },
  });

/** Waits for the worker to make the image's copies. */
async function readyMedia(productId: string, mediaId: string): Promise<Row> {
  return eventually(async () => {
    const res = await api.get(`/products/${productId}/media`);
    const media = (res.body.data as Row[]).find((m) => m.id === mediaId);
    return media?.status === 'ready' && media;
  }, `the variants of ${mediaId}`);
}

const fileOf = (url: string) => request(h.baseUrl, 'GET', new URL(url).pathname);

beforeAll(async () => {
  const port = await freePort();
  // A 1 MB limit, so "too large" needs no large body; the API where PUBLIC_BASE_URL points, so the URLs resolve.
  h = await startHarness({
    worker: true,
    port,
    env: { MEDIA_MAX_MB: '1', PUBLIC_BASE_URL: `http://127.0.0.1:${port}` },
  });
  const store = await makeStore(h.orm.em);
  storeId = store.store.id;
  secretKey = store.secretKey;
  api = privateClient(h.baseUrl, store.secretKey);
  shop = publicClient(h.baseUrl, store.publishableKey);
});
afterAll(() => h?.close());

describe('when a store owner uploads a product image', () => {
  let productId: string;
  let uploaded: ApiResponse;

  beforeAll(async () => {
    productId = await newProduct();
    uploaded = await upload(productId, await picture(1600, 1000), 'image/png', '?alt=Navy%20print');
  });

  it('then it answers at once with the image processing, its size and its future address', () => {
    expectContract('adminUploadProductMedia', uploaded, 201);
    expect(uploaded.body).toMatchObject({
      status: 'processing',
      uploaded: true,
      alt: 'Navy print',
      position: 0,
      width: 1600,
      height: 1000,
      variants: [],
    });
    expect(uploaded.body.url).toBe(`${h.config.publicBaseUrl}/v3/media/${uploaded.body.id}/600.webp`);
  });

  it('then the worker makes WebP copies 200, 600 and 1200 px wide, stored in the bucket and served', async () => {
    const media = await readyMedia(productId, uploaded.body.id);
    expect(media.variants.map((v: Row) => [v.width, v.height])).toEqual([
      [200, 125],
      [600, 375],
      [1200, 750],
    ]);
    const keys = (await bucketObjects(`media/${storeId}/${media.id}/`)).map((o) => o.key.split('/').pop()).sort();
    expect(keys).toEqual(['1200.webp', '200.webp', '600.webp', 'original']);
    const file = await fetch(media.variants[1].url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/webp');
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const served = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
    expect([served.format, served.width, served.height]).toEqual(['webp', 600, 375]);
  });

  it('then the storefront, its product card and the feed show it, and product.updated is raised', async () => {
    const product = await shop.get(`/products/${productId}`);
    expectContract('getProduct', product, 200);
    expect(product.body.media).toEqual([
      expect.objectContaining({ id: uploaded.body.id, alt: 'Navy print', width: 1600, height: 1000 }),
    ]);
    expect(product.body.media[0].variants).toHaveLength(3);
    const list = await shop.get('/products?limit=100');
    expect(list.body.data.find((p: Row) => p.id === productId).image).toEqual({
      url: uploaded.body.url,
      alt: 'Navy print',
    });
    const feed = await shop.get('/feeds/products?platform=google&locale=en');
    expect(feed.text).toContain(`${h.config.publicBaseUrl}/v3/media/${uploaded.body.id}/1200.webp`);
    const events = await eventsOf(h.orm.em, storeId, 'product.updated');
    const objects = events.map((e) => (e.payload as Row).data.object).filter((o) => o.id === productId);
    expect(objects.at(-1).media).toEqual([expect.objectContaining({ id: uploaded.body.id, status: 'ready' })]);
  });

  it('then the same Idempotency-Key answers the same image, and no second one is made', async () => {
    const other = await newProduct();
    const body = await picture(300, 300);
    const first = await upload(other, body, 'image/png', '', `media-retry-${other}`);
    const again = await upload(other, body, 'image/png', '', `media-retry-${other}`);
    expect(first.status).toBe(201);
    expect(again.body.id).toBe(first.body.id);
    expect((await api.get(`/products/${other}/media`)).body.data).toHaveLength(1);
  });
});

describe('when a server uploads an image through the SDK', () => {
  it('then the admin client sends the file as it is with its content type, and reads the image back', async () => {
    const productId = await newProduct();
    const client = createAdminClient({ baseUrl: h.baseUrl, secretKey });
    const made = await client.post('/products/{id}/media', {
      path: { id: productId },
      query: { alt: 'Sent by the SDK' },
      body: new Uint8Array(await picture(400, 400, 'jpeg')),
      contentType: 'image/jpeg',
    });
    expect(made.status).toBe(201);
    expect(made.data).toMatchObject({ status: 'processing', width: 400, height: 400, alt: 'Sent by the SDK' });
    const ready = await readyMedia(productId, made.data.id);
    const listed = await client.get('/products/{id}/media', { path: { id: productId } });
    expect(listed.data.data.map((m) => m.id)).toEqual([ready.id]);
  });
});

describe('when the file is not an image the service takes', () => {
  let productId: string;
  beforeAll(async () => {
    productId = await newProduct();
  });

  it('then text sent as a PNG answers 422 image_unreadable', async () => {
    const res = await upload(productId, Buffer.from('this is a price list, not a photo'), 'image/png');
    expectContract('adminUploadProductMedia', res, 422);
    expect(res.body.error.code).toBe('image_unreadable');
  });

  it('then a TIFF sent as a JPEG answers 415 image_type_unsupported', async () => {
    const res = await upload(productId, await picture(50, 50, 'tiff'), 'image/jpeg');
    expectContract('adminUploadProductMedia', res, 415);
    expect(res.body.error).toMatchObject({ code: 'image_type_unsupported', details: { format: 'tiff' } });
  });

  it('then a PDF content type answers 415 unsupported_media_type', async () => {
    const res = await upload(productId, Buffer.from('%PDF-1.7'), 'application/pdf');
    expectContract('adminUploadProductMedia', res, 415);
    expect(res.body.error.code).toBe('unsupported_media_type');
  });

  it('then a file over MEDIA_MAX_MB answers 413 image_too_large, and nothing is recorded', async () => {
    const noise = await sharp({
      create: {
        width: 1000,
        height: 1000,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noise.length).toBeGreaterThan(1024 * 1024);
    const res = await upload(productId, noise, 'image/png');
    expectContract('adminUploadProductMedia', res, 413);
    expect(res.body.error.code).toBe('image_too_large');
    expect((await api.get(`/products/${productId}/media`)).body.data).toEqual([]);
  });

  it('then an unknown product answers 404', async () => {
    const res = await upload('prod_doesnotexist', await picture(20, 20), 'image/png');
    expectContract('adminUploadProductMedia', res, 404);
  });
});

describe('when the owner edits, reorders and removes a product’s images', () => {
  let productId: string;
  let wide: Row;
  let small: Row;

  beforeAll(async () => {
    productId = await newProduct();
    wide = (await upload(productId, await picture(900, 600, 'jpeg'), 'image/jpeg')).body;
    small = (await upload(productId, await picture(150, 150), 'image/png')).body;
    await readyMedia(productId, wide.id);
    small = await readyMedia(productId, small.id);
  });

  it('then an image narrower than 200 px keeps its own width as its one copy', () => {
    expect(small.variants.map((v: Row) => v.width)).toEqual([150]);
    expect(small.url).toBe(`${h.config.publicBaseUrl}/v3/media/${small.id}/150.webp`);
  });

  it('then the alt text changes, and an empty one removes it', async () => {
    const set = await api.patch(`/products/${productId}/media/${small.id}`, { alt: '  Detail of the frame ' });
    expectContract('adminUpdateProductMedia', set, 200);
    expect(set.body.alt).toBe('Detail of the frame');
    const cleared = await api.patch(`/products/${productId}/media/${small.id}`, { alt: '' });
    expect(cleared.body.alt).toBeNull();
  });

  it('then a new order puts the chosen image first, as the cover of the product card', async () => {
    const res = await api.put(`/products/${productId}/media-order`, { mediaIds: [small.id, wide.id] });
    expectContract('adminReorderProductMedia', res, 200);
    expect(res.body.data.map((m: Row) => [m.id, m.position])).toEqual([
      [small.id, 0],
      [wide.id, 1],
    ]);
    const list = await shop.get('/products?limit=100');
    expect(list.body.data.find((p: Row) => p.id === productId).image.url).toBe(small.url);
  });

  it('then an order that leaves one out or names another answers 400', async () => {
    const missing = await api.put(`/products/${productId}/media-order`, { mediaIds: [small.id] });
    expectContract('adminReorderProductMedia', missing, 400);
    expect(missing.body.error.details[0]).toMatchObject({ field: 'body.mediaIds' });
  });

  it('then a product update listing URLs keeps the uploads and adds the linked image after them', async () => {
    const res = await api.patch(`/products/${productId}`, { media: [{ url: 'https://cdn.example.com/x.jpg' }] });
    expect(res.status).toBe(200);
    expect(res.body.media.map((m: Row) => [m.id, m.uploaded])).toEqual([
      [small.id, true],
      [wide.id, true],
      [expect.stringMatching(/^med_/), false],
    ]);
  });

  it('then an update or an import listing an upload’s own address keeps it once, as the upload', async () => {
    const listed = [{ url: small.url }, { url: 'https://cdn.example.com/x.jpg' }];
    const updated = await api.patch(`/products/${productId}`, { media: listed });
    expect(updated.body.media.map((m: Row) => [m.id, m.uploaded])).toEqual([
      [small.id, true],
      [wide.id, true],
      [expect.stringMatching(/^med_/), false],
    ]);
    // A product export's line names its uploads by their addresses; imported back, it must not copy them as links.
    const { handle, title, status, variants } = updated.body;
    const line = {
      handle,
      title,
      status,
      variants: variants.map((v: Row) => ({ sku: v.sku, prices: [{ currency: 'USD', amount: 4500 }], stock: 3 })),
      media: [{ url: wide.url }, { url: small.url }],
    };
    const { finished } = await importFile(h.baseUrl, secretKey, `${JSON.stringify(line)}\n`, 'application/x-ndjson');
    expect(finished.body.status).toBe('completed');
    const media = (await api.get(`/products/${productId}/media`)).body.data as Row[];
    expect(media.map((m) => [m.id, m.uploaded])).toEqual([
      [small.id, true],
      [wide.id, true],
    ]);
  });

  it('then a removed image leaves the product, the bucket and its address', async () => {
    const res = await api.delete(`/products/${productId}/media/${wide.id}`);
    expectContract('adminDeleteProductMedia', res, 200);
    expect(res.body).toEqual({ id: wide.id, deleted: true });
    expect(await bucketObjects(`media/${storeId}/${wide.id}/`)).toEqual([]);
    expect((await fileOf(wide.url)).status).toBe(404);
    const again = await api.delete(`/products/${productId}/media/${wide.id}`);
    expect(again.status).toBe(404);
    const product = await shop.get(`/products/${productId}`);
    expect(product.body.media.map((m: Row) => m.id)).not.toContain(wide.id);
  });

  it('then a deleted product takes its images’ files from the bucket with it', async () => {
    const doomed = await newProduct();
    const photo = (await upload(doomed, await picture(640, 480), 'image/png')).body;
    await readyMedia(doomed, photo.id);
    expect(await bucketObjects(`media/${storeId}/${photo.id}/`)).toHaveLength(4);
    const res = await api.delete(`/products/${doomed}`);
    expect(res.body).toMatchObject({ id: doomed, deleted: true });
    expect(await bucketObjects(`media/${storeId}/${photo.id}/`)).toEqual([]);
  });

  it('then an unknown image file answers 404 with the error envelope', async () => {
    const res = await fileOf(`${h.config.publicBaseUrl}/v3/media/${small.id}/999.webp`);
    expectContract('getMediaFile', res, 404);
  });
});

/**
 * An image removed while the worker makes its copies. The test holds the image's row locked, so the worker writes
 * the copies and then waits to mark the image ready; the removal lands before (or after) that mark.
 */
describe('when an image is removed while its copies are being made', () => {
  let productId: string;
  beforeAll(async () => {
    productId = await newProduct();
  });

  /**
   * Uploads an image and lets the worker write its copies while the row is locked; `remove` removes the image and
   * commits. Answers the worker's outcome and the removal's answer, if it made a request.
   */
  async function removedMidResize(remove: (db: Client, mediaId: string) => Promise<ApiResponse | undefined>) {
    return connected(h.config.databaseUrl, async (db) => {
      await db.query('BEGIN');
      // Large enough that the copies take the worker a while: the lock is held before it would mark the image.
      const photo = (await upload(productId, await picture(2400, 1600), 'image/png')).body;
      await db.query('SELECT 1 FROM media WHERE id = $1 FOR UPDATE', [photo.id]);
      await eventually(
        async () => (await bucketObjects(`media/${storeId}/${photo.id}/`)).length === 4,
        'the copies written',
      );
      const removal = await remove(db, photo.id);
      const outcome = await h.temporal.client.workflow.getHandle(`media-variants-${photo.id}`).result();
      return { mediaId: photo.id as string, outcome, removal };
    });
  }

  it('then a removal read before the image turned ready still takes every copy from the bucket', async () => {
    const { mediaId, removal } = await removedMidResize(async (db, mediaId) => {
      // The removal reads the image as processing, then waits behind the lock; the worker's mark goes first.
      const removing = api.delete(`/products/${productId}/media/${mediaId}`);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await db.query('COMMIT');
      return removing;
    });
    expect(removal?.status).toBe(200);
    expect(await bucketObjects(`media/${storeId}/${mediaId}/`)).toEqual([]);
  });

  it('then a removal committed before the mark leaves the worker to take the copies it wrote', async () => {
    const { mediaId, outcome } = await removedMidResize(async (db, mediaId) => {
      await db.query('DELETE FROM media WHERE id = $1', [mediaId]);
      await db.query('COMMIT');
      return undefined;
    });
    expect(outcome).toEqual({ outcome: 'gone' });
    expect(await bucketObjects(`media/${storeId}/${mediaId}/`)).toEqual([]);
  });
});
