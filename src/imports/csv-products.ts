import type { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { fromDecimalString } from '../shared/money';
import { slugify } from '../shared/slug';
import type { ImportedProduct, ImportedVariant, RowProblem } from '../catalogue/products/products.import.types';
import {
  categoryPath,
  checkImportedProduct,
  FileKeys,
  onePerCell,
  type Locate,
  type ProductRules,
  type StoreCurrencies,
} from './product-checks';
import type { ParsedProduct } from './parsed-product';

type Row = Record<string, string | undefined>;
interface Line {
  line: number;
  row: Row;
  /** The file's byte just after the row. */
  endByte: number;
}

const OPTION_NUMBERS = [1, 2, 3];
const STATUSES = new Set(['active', 'draft', 'archived']);
const PRICE_IN = /^Variant Price ([A-Z]{3})$/;
const URL = /^https?:\/\/\S+$/;

const cell = (row: Row, column: string) => (row[column] ?? '').trim();

/** Shopify writes a product without options as option "Title" with the value "Default Title". */
const isDefaultTitle = (row: Row) =>
  cell(row, 'Option1 Name') === 'Title' && cell(row, 'Option1 Value') === 'Default Title';

function statusOf(first: Row, problems: RowProblem[], line: number): ImportedProduct['status'] {
  const status = cell(first, 'Status').toLowerCase();
  if (status) {
    if (STATUSES.has(status)) return status as ImportedProduct['status'];
    problems.push({ line, column: 'Status', reason: `"${status}" is not a status (active, draft or archived)` });
    return 'draft';
  }
  const published = cell(first, 'Published').toLowerCase();
  if (published === '' || published === 'true') return 'active';
  if (published === 'false') return 'draft';
  problems.push({ line, column: 'Published', reason: `"${published}" is not TRUE or FALSE` });
  return 'draft';
}

function categoriesOf(first: Row, problems: RowProblem[], line: number): string[][] {
  const paths: string[][] = [];
  for (const column of ['Category', 'Product Category']) {
    for (const text of cell(first, column)
      .split(';')
      .filter((t) => t.trim())) {
      const path = categoryPath(text);
      if (path) paths.push(path);
      else problems.push({ line, column, reason: `"${text.trim()}" is not a category path like "Apparel > Sweaters"` });
    }
  }
  return paths;
}

function integerCell(row: Row, column: string, line: number, problems: RowProblem[], what: string): number {
  const text = cell(row, column);
  if (!text) return 0;
  const value = Number(text);
  if (!Number.isFinite(value) || value < 0 || value > 2_000_000_000) {
    problems.push({ line, column, reason: `${what} must be a whole number of at least 0, not "${text}"` });
    return 0;
  }
  return Math.round(value);
}

function pricesOf(row: Row, line: number, store: StoreCurrencies, problems: RowProblem[]) {
  const prices: ImportedVariant['prices'] = [];
  for (const column of Object.keys(row)) {
    const currency = column === 'Variant Price' ? store.defaultCurrency : PRICE_IN.exec(column)?.[1];
    const text = cell(row, column);
    if (!currency || !text) continue;
    const amount = fromDecimalString(text, currency);
    if (amount === undefined)
      problems.push({ line, column, reason: `"${text}" is not a ${currency} price like 19.99` });
    else prices.push({ currency, amount });
  }
  return prices;
}

const PRODUCT_COLUMNS: Record<string, string> = {
  handle: 'Handle',
  title: 'Title',
  description: 'Body (HTML)',
  vendor: 'Vendor',
  status: 'Status',
  categories: 'Category',
};
const VARIANT_COLUMNS: Record<string, string> = {
  sku: 'Variant SKU',
  stock: 'Variant Inventory Qty',
  gtin: 'Variant Barcode',
  weightGrams: 'Variant Grams',
};

/** The CSV line and column a path of the product's JSON form came from. */
function locator(product: ImportedProduct, firstLine: number, mediaLines: number[], store: StoreCurrencies): Locate {
  const priceColumn = (currency: string | undefined) =>
    !currency || currency === store.defaultCurrency ? 'Variant Price' : `Variant Price ${currency}`;
  return (path) => {
    const [head, index, field, sub] = path.split('.');
    const i = Number(index);
    if (head === 'variants' && product.variants[i]) {
      const variant = product.variants[i];
      const at = (column: string) => ({ line: variant.line, column });
      if (field === 'optionValues') {
        const n = product.options.findIndex((o) => o.name === sub);
        return at(`Option${n < 0 ? 1 : n + 1} Value`);
      }
      if (field === 'prices') return at(priceColumn(variant.prices[Number(sub)]?.currency));
      return at(VARIANT_COLUMNS[field] ?? 'Variant SKU');
    }
    if (head === 'media') return { line: mediaLines[i] ?? firstLine, column: 'Image Src' };
    if (head === 'options') return { line: firstLine, column: `Option${Number.isInteger(i) ? i + 1 : 1} Name` };
    return { line: firstLine, column: PRODUCT_COLUMNS[head] ?? 'Handle' };
  };
}

/**
 * One product from its rows (Shopify's product CSV: the rows sharing a Handle, the first carrying the product's
 * columns; each row with a SKU, price or option value is a variant, a row with only an Image Src adds an image).
 */
function productOf(lines: Line[], keys: FileKeys, store: ProductRules): ParsedProduct {
  const first = lines[0];
  const problems: RowProblem[] = [];
  const handle = cell(first.row, 'Handle');
  const lastLine = lines[lines.length - 1].line;
  const before = keys.handleSeen(handle, first.line);
  if (before !== undefined)
    problems.push({
      line: first.line,
      column: 'Handle',
      reason: `the rows of a product follow each other; ${handle} began on line ${before}`,
    });
  const title = cell(first.row, 'Title');
  if (!title) problems.push({ line: first.line, column: 'Title', reason: 'the first row of a product needs a Title' });
  const optionNames = isDefaultTitle(first.row)
    ? []
    : OPTION_NUMBERS.map((n) => cell(first.row, `Option${n} Name`)).filter(Boolean);
  const options = optionNames.map((name) => ({ name, values: [] as string[] }));
  const variants: ImportedVariant[] = [];
  const media: ImportedProduct['media'] = [];
  const mediaLines: number[] = [];
  for (const { line, row } of lines) {
    const image = cell(row, 'Image Src');
    if (image && !media.some((m) => m.url === image)) {
      if (URL.test(image)) {
        media.push({ url: image, alt: cell(row, 'Image Alt Text') || undefined });
        mediaLines.push(line);
      } else problems.push({ line, column: 'Image Src', reason: `"${image}" is not an http(s) URL` });
    }
    const values = isDefaultTitle(row) ? [] : OPTION_NUMBERS.map((n) => cell(row, `Option${n} Value`));
    const isVariant =
      cell(row, 'Variant SKU') || cell(row, 'Variant Price') || values.some(Boolean) || line === first.line;
    if (!isVariant) continue;
    const optionValues: Record<string, string> = {};
    values.forEach((value, i) => {
      if (!value) return;
      const option = options[i];
      if (!option) {
        problems.push({
          line,
          column: `Option${i + 1} Value`,
          reason: `the product's first row names no Option${i + 1} Name`,
        });
        return;
      }
      optionValues[option.name] = value;
      if (!option.values.includes(value)) option.values.push(value);
    });
    const derived = [handle, ...options.map((o) => optionValues[o.name] ?? '')].filter(Boolean).join('-');
    variants.push({
      sku: cell(row, 'Variant SKU') || slugify(derived).toUpperCase(),
      optionValues,
      prices: pricesOf(row, line, store, problems),
      stock: integerCell(row, 'Variant Inventory Qty', line, problems, 'Variant Inventory Qty'),
      gtin: cell(row, 'Variant Barcode') || null,
      weightGrams: integerCell(row, 'Variant Grams', line, problems, 'Variant Grams'),
      line,
      skuColumn: 'Variant SKU',
      stockColumn: 'Variant Inventory Qty',
    });
  }
  const product: ImportedProduct = {
    handle,
    title,
    description: cell(first.row, 'Body (HTML)'),
    vendor: cell(first.row, 'Vendor') || null,
    status: statusOf(first.row, problems, first.line),
    categories: categoriesOf(first.row, problems, first.line),
    options,
    variants,
    media,
  };
  problems.push(...checkImportedProduct(product, locator(product, first.line, mediaLines, store), keys, store));
  return {
    handle,
    product: problems.length ? undefined : product,
    problems: onePerCell(problems),
    rows: lines.length,
    firstLine: first.line,
    lastLine,
    endByte: lines[lines.length - 1].endByte,
  };
}

/** Where a read of a CSV file starts when not at its beginning: after a row's end, with the file's header. */
export interface CsvResume {
  header: string[];
  /** The line the read starts after, and the byte just after it (the stream starts there). */
  afterLine: number;
  fromByte: number;
}

/** The header row of a CSV file (its column names), read from the file's beginning. */
export async function csvHeader(input: Readable): Promise<string[]> {
  const parser = input.pipe(parse({ bom: true, to_line: 1, relax_column_count: true }));
  try {
    for await (const record of parser as AsyncIterable<string[]>) return record.map((h) => h.trim());
    return [];
  } finally {
    input.destroy();
  }
}

/**
 * Products of a CSV file as it streams in, one at a time: only the rows of the product being read are held.
 * A row csv-parse cannot read (a stray quote, a wrong number of cells) is reported and skipped. With `resume`, the
 * stream starts after a row the file's reading once ended at (a product's last), and lines count from there; the
 * checks that need the rows before (a handle or SKU used twice) are then the caller's, from the dry run.
 */
export async function* csvProducts(
  input: Readable,
  store: ProductRules,
  resume?: CsvResume,
): AsyncGenerator<ParsedProduct> {
  const keys = new FileKeys();
  const unreadable: RowProblem[] = [];
  const lineOffset = resume?.afterLine ?? 0;
  const byteOffset = resume?.fromByte ?? 0;
  const parser = input.pipe(
    parse({
      columns: resume
        ? resume.header
        : (header: string[]) => {
            if (!header.some((h) => h.trim() === 'Handle'))
              unreadable.push({ line: 1, column: 'Handle', reason: 'the header row has no Handle column' });
            return header.map((h) => h.trim());
          },
      bom: true,
      info: true,
      skip_empty_lines: true,
      skip_records_with_error: true,
      on_skip: (error) => {
        if (error)
          unreadable.push({
            line: lineOffset + ((error as { lines?: number }).lines ?? 0),
            column: '(row)',
            reason: error.message,
          });
        return undefined;
      },
    }),
  );
  let group: Line[] = [];
  const takeUnreadable = function* (): Generator<ParsedProduct> {
    for (const problem of unreadable.splice(0))
      yield {
        handle: '',
        problems: [problem],
        rows: problem.line > 1 ? 1 : 0,
        firstLine: problem.line,
        lastLine: problem.line,
      };
  };
  type Parsed = { record: Row; info: { lines: number; bytes: number } };
  for await (const { record, info } of parser as AsyncIterable<Parsed>) {
    // Yielded in the order of their last lines, which is what a resumed run skips by.
    if (group.length && cell(record, 'Handle') !== cell(group[0].row, 'Handle')) {
      yield productOf(group, keys, store);
      group = [];
    }
    yield* takeUnreadable();
    group.push({ line: lineOffset + info.lines, row: record, endByte: byteOffset + info.bytes });
  }
  if (group.length) yield productOf(group, keys, store);
  yield* takeUnreadable();
}
