import { Readable } from 'node:stream';
import { startHarness, type Harness } from '../support/harness';
import { makeStore } from '../support/factories';
import { CSV_HEADER, generatedCsv } from '../support/imports';
import { queryOne, queryRows } from '../../src/db/sql';
import { dryRunImport, importNextRows, storeUpload } from '../../src/imports/imports.service';
import type { ShapeCheck } from '../../src/imports/product-checks';
import { loadOpenApi } from '../../src/http/openapi';
import { componentChecker } from '../../src/http/validator';

let h: Harness;
let checkShape: ShapeCheck;

beforeAll(async () => {
  h = await startHarness();
  checkShape = componentChecker(loadOpenApi(), 'ImportProduct');
});
afterAll(() => h.close());

const row = (handle: string, title: string, body: string, sku: string) =>
  [handle, title, body, 'Acme', 'TRUE', 'Title', 'Default Title', sku, '"12.99"', '4', '', 'Apparel > Shirts'].join(
    ',',
  );

/**
 * 2,500 generated products between a first product whose description spans two lines with a two-byte letter (so the
 * byte offsets after it differ from character counts and line counts), and, after them, products whose problems only
 * a read of the whole file sees: a handle whose rows do not follow each other, and a SKU used on line 12.
 */
function fileWithLateDuplicates(): string {
  const generated = generatedCsv(2_500, 'res').text.split('\n').slice(1).join('\n');
  return [
    CSV_HEADER,
    row('res-first', 'First', '"<p>Zwei\nZeilen, é</p>"', 'RES-FIRST'),
    generated.trimEnd(),
    row('res-5', 'Again', 'again', 'RES-5-AGAIN'),
    row('res-dup-sku', 'Same SKU', 'same', 'RES-9'),
    row('res-last', 'Last', '"<p>Über</p>"', 'RES-LAST'),
    '',
  ].join('\n');
}

/** Uploads the file to a new store and runs the import through the service, `budgetRows` rows per step. */
async function imported(text: string, budgetRows: number) {
  const shop = await makeStore(h.orm.em.fork(), { currencies: ['USD'] });
  const id = await storeUpload(h.orm.em.fork(), h.files, shop.store.id, 'csv', Readable.from([Buffer.from(text)]), 1e9);
  await dryRunImport(h.orm.em.fork(), h.files, id, checkShape, () => undefined);
  const committedBytes: Array<{ line: number; byte: number | null }> = [];
  for (;;) {
    const step = await importNextRows(h.orm.em.fork(), h.files, id, checkShape, budgetRows, () => undefined);
    const at = await queryOne<{ line: number; byte: string | null }>(
      h.orm.em.fork(),
      'SELECT committed_line AS line, committed_byte AS byte FROM imports WHERE id = ?',
      [id],
    );
    committedBytes.push({ line: at?.line ?? 0, byte: at?.byte === null ? null : Number(at?.byte) });
    if (step.done) break;
  }
  const em = h.orm.em.fork();
  const counts = await queryOne(
    em,
    `SELECT rows_done, rows_failed, products_created, products_updated, products_unchanged, committed_line
       FROM imports WHERE id = ?`,
    [id],
  );
  const problems = await queryRows(
    em,
    'SELECT phase, line, "column", reason, store_conflict FROM import_problems WHERE import_id = ? ORDER BY position',
    [id],
  );
  const catalogue = await queryRows(
    em,
    `SELECT p.handle, p.title, p.description, v.sku, v.stock_on_hand, vp.amount::int AS amount
       FROM products p JOIN variants v ON v.product_id = p.id JOIN variant_prices vp ON vp.variant_id = v.id
      WHERE p.store_id = ? ORDER BY p.handle`,
    [shop.store.id],
  );
  return { counts, problems, catalogue, committedBytes };
}

describe('when a CSV import runs in steps of one batch, each reading the file from where the last one ended', () => {
  it('then it accepts and refuses the same rows, for the same reasons, as one read of the whole file', async () => {
    const text = fileWithLateDuplicates();
    const stepped = await imported(text, 1);
    const whole = await imported(text, Number.MAX_SAFE_INTEGER);

    expect(stepped.committedBytes.length).toBeGreaterThan(2);
    // Each step ended where the file's bytes say its last line ends: the next one starts reading there.
    const lines = text.split('\n');
    for (const { line, byte } of stepped.committedBytes)
      expect(byte).toBe(Buffer.byteLength(`${lines.slice(0, line).join('\n')}\n`));
    expect(stepped.counts).toEqual(whole.counts);
    expect(stepped.problems).toEqual(whole.problems);
    expect(stepped.catalogue).toEqual(whole.catalogue);

    const reasons = stepped.problems.map((p) => `${p.line} ${p.column}: ${p.reason}`);
    expect(reasons).toEqual(
      expect.arrayContaining([
        `2504 Handle: the rows of a product follow each other; res-5 began on line 9`,
        `2505 Variant SKU: SKU RES-9 is already used on line 13`,
      ]),
    );
    const handles = stepped.catalogue.map((p) => p.handle);
    expect(handles).toEqual(expect.arrayContaining(['res-first', 'res-last']));
    expect(handles).not.toContain('res-dup-sku');
    expect(stepped.catalogue.find((p) => p.handle === 'res-5')?.title).toBe('Generated product 5');
    expect(stepped.catalogue.find((p) => p.handle === 'res-first')?.description).toBe('<p>Zwei\nZeilen, é</p>');
    expect(stepped.counts).toMatchObject({ rows_done: 2_504, rows_failed: 77 });
  }, 120_000);
});
