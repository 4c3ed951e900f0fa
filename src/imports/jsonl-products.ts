import type { Readable } from 'node:stream';
import { createInterface } from 'node:readline';
import type { ImportedProduct, ImportedVariant } from '../catalogue/products/products.import.types';
import { categoryPath, checkImportedProduct, FileKeys, onePerCell, type ProductRules } from './product-checks';
import type { ParsedProduct } from './parsed-product';

/** A line of a JSONL import as openapi.json's ImportProduct describes it. */
interface ProductLine {
  handle: string;
  title: string;
  description?: string;
  vendor?: string | null;
  status?: ImportedProduct['status'];
  categories?: string[];
  options?: ImportedProduct['options'];
  variants: Array<
    Omit<ImportedVariant, 'line' | 'skuColumn' | 'stockColumn' | 'gtin' | 'weightGrams' | 'optionValues'> & {
      optionValues?: Record<string, string>;
      gtin?: string | null;
      weightGrams?: number;
    }
  >;
  media?: ImportedProduct['media'];
}

function productOf(value: ProductLine, line: number, keys: FileKeys, store: ProductRules): ParsedProduct {
  const problems = store.checkShape(value).map((p) => ({ line, column: p.field || '(line)', reason: p.message }));
  const handle = typeof value?.handle === 'string' ? value.handle : '';
  if (problems.length) return { handle, problems, rows: 1, firstLine: line, lastLine: line };
  const before = keys.handleSeen(handle, line);
  if (before !== undefined)
    problems.push({ line, column: 'handle', reason: `handle ${handle} is already used on line ${before}` });
  const categories = (value.categories ?? []).map((text, i) => {
    const path = categoryPath(text);
    if (!path)
      problems.push({
        line,
        column: `categories.${i}`,
        reason: `"${text}" is not a category path like "Apparel > Sweaters"`,
      });
    return path ?? [];
  });
  const product: ImportedProduct = {
    handle,
    title: value.title,
    description: value.description ?? '',
    vendor: value.vendor ?? null,
    status: value.status ?? 'draft',
    categories,
    options: value.options ?? [],
    media: value.media ?? [],
    variants: value.variants.map((v, i) => ({
      sku: v.sku,
      optionValues: v.optionValues ?? {},
      prices: v.prices,
      stock: v.stock,
      gtin: v.gtin ?? null,
      weightGrams: v.weightGrams ?? 0,
      line,
      skuColumn: `variants.${i}.sku`,
      stockColumn: `variants.${i}.stock`,
    })),
  };
  problems.push(...checkImportedProduct(product, (path) => ({ line, column: path }), keys, store));
  return {
    handle,
    product: problems.length ? undefined : product,
    problems: onePerCell(problems),
    rows: 1,
    firstLine: line,
    lastLine: line,
  };
}

/** Products of a JSONL file (one product per line) as it streams in; blank lines are skipped. */
export async function* jsonlProducts(input: Readable, store: ProductRules): AsyncGenerator<ParsedProduct> {
  const keys = new FileKeys();
  let line = 0;
  for await (const text of createInterface({ input, crlfDelay: Infinity })) {
    line += 1;
    if (!text.trim()) continue;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      yield {
        handle: '',
        problems: [{ line, column: '(line)', reason: `not JSON: ${(error as Error).message}` }],
        rows: 1,
        firstLine: line,
        lastLine: line,
      };
      continue;
    }
    yield productOf(value as ProductLine, line, keys, store);
  }
}
