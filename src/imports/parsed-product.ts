import type { ImportedProduct, RowProblem } from '../catalogue/products/products.import.types';

/** One product as read from a file: whole and checked, or refused with the problems of its rows. */
export interface ParsedProduct {
  handle: string;
  /** Undefined when a row of it has a problem: a product is written whole or not at all. */
  product?: ImportedProduct;
  problems: RowProblem[];
  /** The data rows (CSV) or lines (JSONL) it spans. */
  rows: number;
  firstLine: number;
  lastLine: number;
  /** The file's byte just after its last row, where a later read may start (CSV; not for a row that was unreadable). */
  endByte?: number;
}
