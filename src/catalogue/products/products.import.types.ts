import type { ProductOption } from './products.admin.repository';
import type { PriceInput } from './products.admin.rules';
import type { MediaInput } from './product-writes.repository';

/** Where a value came from in an imported file: its line and its column (a CSV header, or a JSON path). */
export interface RowProblem {
  line: number;
  column: string;
  reason: string;
}

export interface ImportedVariant {
  sku: string;
  optionValues: Record<string, string>;
  prices: PriceInput[];
  stock: number;
  gtin: string | null;
  weightGrams: number;
  /** The line it came from, and the column (or JSON path) of its SKU, for problems found when it is written. */
  line: number;
  skuColumn: string;
  stockColumn: string;
}

/** One product of an imported file, whole and checked: the upsert key is its handle, its variants' keys their SKUs. */
export interface ImportedProduct {
  handle: string;
  title: string;
  description: string;
  vendor: string | null;
  status: 'draft' | 'active' | 'archived';
  /** Category paths, each a list of names from the root (`Apparel > Sweaters` → ['Apparel', 'Sweaters']). */
  categories: string[][];
  options: ProductOption[];
  variants: ImportedVariant[];
  media: MediaInput[];
}

/** What writing a batch did: products created, changed or left as they were, and the ones refused. */
export interface ImportBatchResult {
  created: number;
  updated: number;
  unchanged: number;
  /** Handles of products refused while writing, with why. */
  refused: Map<string, RowProblem[]>;
}
