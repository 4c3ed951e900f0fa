import { startHarness, type Harness } from '../support/harness';
import { makeStore } from '../support/factories';
import { privateClient } from '../support/http';
import { expectContract } from '../support/contract';
import {
  CSV_HEADER,
  generatedCsv,
  getImport,
  importFile,
  startImport,
  uploadImport,
  waitForImport,
} from '../support/imports';
import { execute, inTransaction, queryOne, queryRows } from '../../src/db/sql';
import { importFileKey } from '../../src/imports/imports.service';
import { importWorkflowId } from '../../src/shared/workflow-ids';
import { bucketObjects } from '../support/object-storage';

let h: Harness;

beforeAll(async () => {
  h = await startHarness({ worker: true });
});
afterAll(() => h.close());

/** What the import can change of a store's catalogue, as plain rows. */
async function catalogueOf(storeId: string) {
  const em = h.orm.em.fork();
  return queryOne<Record<string, unknown>>(
    em,
    `SELECT (SELECT count(*)::int FROM products WHERE store_id = ?) AS products,
            (SELECT count(*)::int FROM variants WHERE store_id = ?) AS variants,
            (SELECT count(*)::int FROM stock_ledger WHERE store_id = ?) AS ledger,
            (SELECT count(*)::int FROM categories WHERE store_id = ?) AS categories,
            (SELECT max(updated_at) FROM products WHERE store_id = ?) AS products_changed,
            (SELECT max(updated_at) FROM variants WHERE store_id = ?) AS variants_changed,
            (SELECT sum(amount)::bigint FROM variant_prices vp JOIN variants v ON v.id = vp.variant_id
              WHERE v.store_id = ?) AS prices`,
    Array(7).fill(storeId),
  );
}

describe('when a generated CSV of 10,000 products with 3 % bad rows is imported twice', () => {
  const { text, bad } = generatedCsv(10_000);
  let shop: Awaited<ReturnType<typeof makeStore>>;
  let first: Awaited<ReturnType<typeof catalogueOf>>;

  it('then the dry run names each bad row and writes nothing, and the run writes the others', async () => {
    shop = await makeStore(h.orm.em.fork());
    const uploaded = await uploadImport(h.baseUrl, shop.secretKey, text);
    expectContract('adminCreateImport', uploaded, 202);
    // The upload is in the S3 bucket, whole, where any worker reads it from.
    expect(await bucketObjects(importFileKey(shop.store.id, uploaded.body.id, 'csv'))).toEqual([
      { key: importFileKey(shop.store.id, uploaded.body.id, 'csv'), size: Buffer.byteLength(text) },
    ]);
    expect(uploaded.body.fileBytes).toBe(Buffer.byteLength(text));
    const early = await startImport(h.baseUrl, shop.secretKey, uploaded.body.id);
    // The start waits for the dry run: refused while it reads (or accepted if it was that quick).
    expect([early.status, early.body.error?.code]).toEqual(
      early.status === 409 ? [409, 'invalid_state_transition'] : [202, undefined],
    );
    const validated = await waitForImport(h.baseUrl, shop.secretKey, uploaded.body.id, [
      'validated',
      'importing',
      'completed',
    ]);
    if (validated.body.status === 'validated') {
      expectContract('adminGetImport', validated, 200);
      expect((await catalogueOf(shop.store.id))?.products).toBe(0);
      expect(validated.body).toMatchObject({ totalRows: 10_000, totalProducts: 10_000, badRows: bad.length });
      expect(
        validated.body.problems.map((p: { line: number; column: string }) => ({ line: p.line, column: p.column })),
      ).toEqual(bad);
      expect(validated.body.problems[0].reason).toMatch(/12,50/);
      expectContract('adminStartImport', await startImport(h.baseUrl, shop.secretKey, uploaded.body.id), 202);
    }
    const done = await waitForImport(h.baseUrl, shop.secretKey, uploaded.body.id, ['completed', 'failed']);
    expect(done.body).toMatchObject({
      status: 'completed',
      rowsDone: 10_000,
      rowsFailed: 300,
      productsCreated: 9_700,
      productsUpdated: 0,
      problemCount: 300,
    });
    expect(done.body.rowsPerSecond).toBeGreaterThan(0);
    first = await catalogueOf(shop.store.id);
    expect(first).toMatchObject({ products: 9_700, variants: 9_700, categories: 3 });
    const event = await queryOne<{ n: number }>(
      h.orm.em.fork(),
      `SELECT count(*)::int AS n FROM events WHERE store_id = ? AND type = 'import.completed' ` +
        `AND payload->'data'->'object'->>'id' = ?`,
      [shop.store.id, uploaded.body.id],
    );
    expect(event?.n).toBe(1);
  }, 90_000);

  it('then importing the same file again changes nothing', async () => {
    const again = await importFile(h.baseUrl, shop.secretKey, text);
    expect(again.validated.body.problemCount).toBe(300);
    expect(again.finished.body).toMatchObject({
      status: 'completed',
      productsCreated: 0,
      productsUpdated: 0,
      productsUnchanged: 9_700,
    });
    expect(await catalogueOf(shop.store.id)).toEqual(first);
  }, 90_000);
});

/** The store's product prices and category listings, as rows in a stable order. */
async function derivedRowsOf(em: Parameters<typeof queryRows>[0], storeId: string) {
  const [prices, listings] = await Promise.all([
    queryRows(
      em,
      `SELECT p.handle, pp.currency, pp.min_amount::int, pp.max_amount::int, pp.in_stock
         FROM product_prices pp JOIN products p ON p.id = pp.product_id
        WHERE pp.store_id = ? ORDER BY 1, 2`,
      [storeId],
    ),
    queryRows(
      em,
      `SELECT p.handle, c.name, l.product_active, l.product_created_at = p.created_at AS created_matches
         FROM category_listings l JOIN products p ON p.id = l.product_id JOIN categories c ON c.id = l.category_id
        WHERE p.store_id = ? ORDER BY 1, 2`,
      [storeId],
    ),
  ]);
  return { prices, listings };
}

/** The same rows derived again from scratch by the catalogue's own functions, in a transaction rolled back. */
async function rederivedRowsOf(storeId: string) {
  let rows: Awaited<ReturnType<typeof derivedRowsOf>> | undefined;
  await inTransaction(h.orm.em.fork(), async (tx) => {
    const ids = `ARRAY(SELECT id FROM products WHERE store_id = ?)`;
    await execute(tx, `SELECT category_listings_lock(ARRAY[?::text], false)`, [storeId]);
    await execute(tx, `DELETE FROM category_listings l USING products p WHERE p.id = l.product_id AND p.store_id = ?`, [
      storeId,
    ]);
    await execute(tx, `DELETE FROM product_prices WHERE store_id = ?`, [storeId]);
    await execute(tx, `SELECT refresh_product_prices(${ids}), category_listings_rebuild(${ids})`, [storeId, storeId]);
    rows = await derivedRowsOf(tx, storeId);
    throw new Error('rolled back');
  }).catch((error: Error) => expect(error.message).toBe('rolled back'));
  return rows;
}

describe('when an import creates products and then changes them', () => {
  const csv = (...rows: string[]) => `${[CSV_HEADER, ...rows].join('\n')}\n`;

  it('then their product prices and category listings are what the catalogue derives from their rows', async () => {
    const shop = await makeStore(h.orm.em.fork());
    const first = await importFile(
      h.baseUrl,
      shop.secretKey,
      csv(
        'shirt,Shirt,,Acme,TRUE,Size,S,SH-S,10.00,5,,Apparel > Shirts',
        'shirt,,,,,,M,SH-M,12.00,0,,',
        'cup,Cup,,Acme,FALSE,Title,Default Title,CUP-1,20.00,0,,Home > Kitchen > Cups',
        'cap,Cap,,Acme,TRUE,Title,Default Title,CAP-1,30.00,3,,Apparel',
      ),
    );
    expect(first.finished.body).toMatchObject({ status: 'completed', productsCreated: 3, rowsFailed: 0 });
    const created = await derivedRowsOf(h.orm.em.fork(), shop.store.id);
    expect(created.prices).toEqual([
      { handle: 'cap', currency: 'USD', min_amount: 3000, max_amount: 3000, in_stock: true },
      { handle: 'cup', currency: 'USD', min_amount: 2000, max_amount: 2000, in_stock: false },
      { handle: 'shirt', currency: 'USD', min_amount: 1000, max_amount: 1200, in_stock: true },
    ]);
    expect(created.listings.map((l) => [l.handle, l.name, l.product_active, l.created_matches])).toEqual([
      ['cap', 'Apparel', true, true],
      ['cup', 'Cups', false, true],
      ['cup', 'Home', false, true],
      ['cup', 'Kitchen', false, true],
      ['shirt', 'Apparel', true, true],
      ['shirt', 'Shirts', true, true],
    ]);
    expect(await rederivedRowsOf(shop.store.id)).toEqual(created);

    // Changed prices and a new variant, a product moved to another category, one published, and a new product.
    const second = await importFile(
      h.baseUrl,
      shop.secretKey,
      csv(
        'shirt,Shirt,,Acme,TRUE,Size,S,SH-S,9.00,5,,Apparel > Shirts',
        'shirt,,,,,,M,SH-M,12.00,0,,',
        'shirt,,,,,,L,SH-L,15.00,2,,',
        'cup,Cup,,Acme,TRUE,Title,Default Title,CUP-1,20.00,4,,Home > Kitchen > Mugs',
        'cap,Cap,,Acme,TRUE,Title,Default Title,CAP-1,30.00,3,,Apparel',
        'sock,Sock,,Acme,TRUE,Title,Default Title,SO-1,5.00,0,,Apparel > Socks',
      ),
    );
    expect(second.finished.body).toMatchObject({
      status: 'completed',
      productsCreated: 1,
      productsUpdated: 2,
      productsUnchanged: 1,
    });
    const changed = await derivedRowsOf(h.orm.em.fork(), shop.store.id);
    expect(changed.prices).toEqual([
      { handle: 'cap', currency: 'USD', min_amount: 3000, max_amount: 3000, in_stock: true },
      { handle: 'cup', currency: 'USD', min_amount: 2000, max_amount: 2000, in_stock: true },
      { handle: 'shirt', currency: 'USD', min_amount: 900, max_amount: 1500, in_stock: true },
      { handle: 'sock', currency: 'USD', min_amount: 500, max_amount: 500, in_stock: false },
    ]);
    expect(changed.listings.map((l) => [l.handle, l.name, l.product_active])).toEqual([
      ['cap', 'Apparel', true],
      ['cup', 'Home', true],
      ['cup', 'Kitchen', true],
      ['cup', 'Mugs', true],
      ['shirt', 'Apparel', true],
      ['shirt', 'Shirts', true],
      ['sock', 'Apparel', true],
      ['sock', 'Socks', true],
    ]);
    expect(await rederivedRowsOf(shop.store.id)).toEqual(changed);
  }, 90_000);
});

describe('when a Shopify product CSV export is imported', () => {
  const shopify = [
    'Handle,Title,Body (HTML),Vendor,Product Category,Type,Tags,Published,Option1 Name,Option1 Value,' +
      'Option2 Name,Option2 Value,Option3 Name,Option3 Value,Variant SKU,Variant Grams,Variant Inventory Tracker,' +
      'Variant Inventory Qty,Variant Inventory Policy,Variant Fulfillment Service,Variant Price,' +
      'Variant Compare At Price,Variant Requires Shipping,Variant Taxable,Variant Barcode,Image Src,Image Position,' +
      'Image Alt Text,Gift Card,SEO Title,SEO Description,Status',
    'ocean-blue-shirt,Ocean Blue Shirt,' +
      '"<p>Ocean blue cotton shirt with a narrow collar and buttons down the front and long sleeves. ' +
      'Comfortable fit and tiled kalidoscope patterns.</p>",' +
      'partners-demo,Apparel & Accessories > Clothing > Shirts,,men,TRUE,Size,xs,Color,Blue,,,OBS-XS,0,shopify,50,' +
      'deny,manual,50.00,,TRUE,TRUE,,https://cdn.example.com/ocean-blue-shirt.jpg,1,Ocean blue shirt,FALSE,,,active',
    'ocean-blue-shirt,,,,,,,,,s,,Blue,,,OBS-S,0,shopify,50,deny,manual,50.00,,TRUE,TRUE,,,,,,,,',
    'ocean-blue-shirt,,,,,,,,,m,,Blue,,,,0,shopify,50,deny,manual,55.00,,TRUE,TRUE,,,,,,,,',
    'ocean-blue-shirt,,,,,,,,,,,,,,,,,,,,,,,,,https://cdn.example.com/ocean-blue-shirt-back.jpg,2,Back,,,,',
    'classic-varsity-top,Classic Varsity Top,' +
      '"<p>Womens casual varsity top, This grey and black buttoned top is a sport-inspired piece.</p>",' +
      'partners-demo,,,women,FALSE,Title,Default Title,,,,,,0,shopify,0,deny,manual,60.00,,TRUE,TRUE,0123456789012,' +
      'https://cdn.example.com/varsity.jpg,1,,FALSE,,,',
  ].join('\r\n');

  it('then its products, variants, options, images and categories are there as the admin API shows them', async () => {
    const shop = await makeStore(h.orm.em.fork());
    const { validated, finished } = await importFile(h.baseUrl, shop.secretKey, `${shopify}\r\n`);
    expect(validated.body.problems).toEqual([]);
    expect(finished.body).toMatchObject({
      status: 'completed',
      totalRows: 5,
      totalProducts: 2,
      productsCreated: 2,
      rowsFailed: 0,
    });
    const admin = privateClient(h.baseUrl, shop.secretKey);
    const shirts = await admin.get('/products?q=Ocean');
    const shirt = (await admin.get(`/products/${shirts.body.data[0].id}`)).body;
    expect(shirt).toMatchObject({
      title: 'Ocean Blue Shirt',
      handle: 'ocean-blue-shirt',
      status: 'active',
      vendor: 'partners-demo',
      options: [
        { name: 'Size', values: ['xs', 's', 'm'] },
        { name: 'Color', values: ['Blue'] },
      ],
    });
    expect(shirt.media.map((m: { url: string }) => m.url)).toEqual([
      'https://cdn.example.com/ocean-blue-shirt.jpg',
      'https://cdn.example.com/ocean-blue-shirt-back.jpg',
    ]);
    // A variant without a SKU gets one from its handle and option values, the same on every import.
    expect(shirt.variants.map((v: { sku: string }) => v.sku)).toEqual(['OBS-XS', 'OBS-S', 'OCEAN-BLUE-SHIRT-M-BLUE']);
    expect(shirt.variants[2].prices).toEqual([expect.objectContaining({ currency: 'USD', amount: 5500 })]);
    const path = await queryRows<{ name: string }>(
      h.orm.em.fork(),
      `WITH RECURSIVE up AS (SELECT c.id, c.parent_id, c.name, 0 AS depth FROM categories c
                               JOIN product_categories pc ON pc.category_id = c.id WHERE pc.product_id = ?
                             UNION ALL SELECT c.id, c.parent_id, c.name, up.depth + 1 FROM categories c JOIN up
                               ON c.id = up.parent_id)
       SELECT name FROM up ORDER BY depth DESC`,
      [shirt.id],
    );
    expect(path.map((c) => c.name)).toEqual(['Apparel & Accessories', 'Clothing', 'Shirts']);
    const tops = await admin.get('/products?q=Varsity');
    const top = (await admin.get(`/products/${tops.body.data[0].id}`)).body;
    expect(top).toMatchObject({ status: 'draft', options: [] });
    expect(top.variants).toEqual([
      expect.objectContaining({ gtin: '0123456789012', stock: expect.objectContaining({ onHand: 0 }) }),
    ]);
  });
});

describe('when a JSONL file is imported', () => {
  it('then each line is a product, and a bad line is named with its JSON path', async () => {
    const shop = await makeStore(h.orm.em.fork());
    const good = {
      handle: 'merino-crew',
      title: 'Merino Crew Sweater',
      status: 'active',
      categories: ['Apparel > Sweaters'],
      options: [{ name: 'Size', values: ['M', 'L'] }],
      variants: [
        {
          sku: 'MERINO-M',
          optionValues: { Size: 'M' },
          prices: [
            { currency: 'USD', amount: 8900 },
            { currency: 'EUR', amount: 8200 },
          ],
          stock: 3,
        },
        { sku: 'MERINO-L', optionValues: { Size: 'L' }, prices: [{ currency: 'USD', amount: 8900 }], stock: 0 },
      ],
    };
    const wrong = {
      handle: 'cap',
      title: 'Cap',
      variants: [{ sku: 'CAP', prices: [{ currency: 'JPY', amount: 100 }], stock: 1 }],
    };
    const text = [JSON.stringify(good), '{not json', JSON.stringify(wrong)].join('\n');
    const { validated, finished } = await importFile(h.baseUrl, shop.secretKey, text, 'application/x-ndjson');
    expect(validated.body.problems.map((p: { line: number; column: string }) => [p.line, p.column])).toEqual([
      [2, '(line)'],
      [3, 'variants.0.prices.0.currency'],
    ]);
    expect(finished.body).toMatchObject({ status: 'completed', productsCreated: 1, rowsFailed: 2 });
    const found = await privateClient(h.baseUrl, shop.secretKey).get('/products?q=Merino');
    expect(found.body.data).toHaveLength(1);
  });

  it('then a file over IMPORT_MAX_MB answers 413 and leaves neither an import nor a file behind', async () => {
    const small = await startHarness({ env: { IMPORT_MAX_MB: '6' } });
    try {
      const shop = await makeStore(small.orm.em.fork());
      const { text } = generatedCsv(60_000);
      expect(Buffer.byteLength(text)).toBeGreaterThan(6 * 1024 * 1024);
      const res = await uploadImport(small.baseUrl, shop.secretKey, text);
      expectContract('adminCreateImport', res, 413);
      expect(res.body.error.code).toBe('payload_too_large');
      expect(await bucketObjects(`imports/${shop.store.id}/`)).toEqual([]);
      const rows = await queryRows(small.orm.em.fork(), 'SELECT id FROM imports WHERE store_id = ?', [shop.store.id]);
      expect(rows).toEqual([]);
    } finally {
      await small.close();
    }
  });

  it('then a file of another type answers 415 and an unknown import 404', async () => {
    const shop = await makeStore(h.orm.em.fork());
    const wrongType = await uploadImport(h.baseUrl, shop.secretKey, '{}', 'application/json');
    expectContract('adminCreateImport', wrongType, 415);
    const missing = await getImport(h.baseUrl, shop.secretKey, 'imp_missing000000000000000');
    expectContract('adminGetImport', missing, 404);
  });
});

describe('when imports are cancelled', () => {
  const cancel = (secretKey: string, id: string) =>
    privateClient(h.baseUrl, secretKey).post(`/imports/${id}/cancel`, {});
  /** The import's workflow once it has closed, by its status name (CANCELLED, COMPLETED, …). */
  const closedWorkflow = async (id: string) => {
    const handle = h.temporal.client.workflow.getHandle(importWorkflowId(id));
    for (;;) {
      const { status } = await handle.describe();
      if (status.name !== 'RUNNING') return status.name;
      await new Promise((r) => setTimeout(r, 200));
    }
  };
  const importEvents = (storeId: string) =>
    queryRows<{ type: string }>(
      h.orm.em.fork(),
      `SELECT type FROM events WHERE store_id = ? AND type LIKE 'import.%'`,
      [storeId],
    );

  it('then one waiting for its start is cancelled with its workflow; a start or cancel after is 409', async () => {
    const shop = await makeStore(h.orm.em.fork());
    const uploaded = await uploadImport(h.baseUrl, shop.secretKey, generatedCsv(20, 'wait').text);
    await waitForImport(h.baseUrl, shop.secretKey, uploaded.body.id, ['validated']);
    const cancelled = await cancel(shop.secretKey, uploaded.body.id);
    expectContract('adminCancelImport', cancelled, 200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', rowsDone: 0 });
    expect(cancelled.body.finishedAt).not.toBeNull();
    expect(await closedWorkflow(uploaded.body.id)).toBe('CANCELLED');
    const start = await startImport(h.baseUrl, shop.secretKey, uploaded.body.id);
    expectContract('adminStartImport', start, 409);
    const again = await cancel(shop.secretKey, uploaded.body.id);
    expectContract('adminCancelImport', again, 409);
    expect(again.body.error).toMatchObject({
      code: 'invalid_state_transition',
      details: { currentState: 'cancelled' },
    });
    expect((await getImport(h.baseUrl, shop.secretKey, uploaded.body.id)).body.status).toBe('cancelled');
    expect((await catalogueOf(shop.store.id))?.products).toBe(0);
    expect(await importEvents(shop.store.id)).toEqual([]);
    expectContract('adminCancelImport', await cancel(shop.secretKey, 'imp_unknown'), 404);
  });

  it('then one that runs stops: the batches written before stay, counted, and nothing after', async () => {
    const shop = await makeStore(h.orm.em.fork());
    const uploaded = await uploadImport(h.baseUrl, shop.secretKey, generatedCsv(10_000, 'run').text);
    await waitForImport(h.baseUrl, shop.secretKey, uploaded.body.id, ['validated']);
    expect((await startImport(h.baseUrl, shop.secretKey, uploaded.body.id)).status).toBe(202);
    const cancelled = await cancel(shop.secretKey, uploaded.body.id);
    expectContract('adminCancelImport', cancelled, 200);
    // The row is the authority. The workflow closes cancelled when Temporal's cancel reaches it first, or completes
    // when its next activity finds the row cancelled first (a run that just started, on a quiet machine).
    expect(['CANCELLED', 'COMPLETED']).toContain(await closedWorkflow(uploaded.body.id));
    // The activity that was writing a batch when the cancel came may finish it; give it time to try.
    await new Promise((r) => setTimeout(r, 3000));
    const after = await getImport(h.baseUrl, shop.secretKey, uploaded.body.id);
    expect(after.body.status).toBe('cancelled');
    expect(after.body.rowsDone).toBeLessThan(10_000);
    expect((await catalogueOf(shop.store.id))?.products).toBe(after.body.productsCreated);
    expect(await importEvents(shop.store.id)).toEqual([]);
    expectContract('adminCancelImport', await cancel(shop.secretKey, uploaded.body.id), 409);
  }, 60_000);

  it('then a completed import answers 409', async () => {
    const shop = await makeStore(h.orm.em.fork());
    const done = await importFile(h.baseUrl, shop.secretKey, generatedCsv(5, 'done').text);
    expect(done.finished.body.status).toBe('completed');
    const res = await cancel(shop.secretKey, done.uploaded.body.id);
    expectContract('adminCancelImport', res, 409);
    expect(res.body.error.details.currentState).toBe('completed');
  });
});
