import { parse } from 'csv-parse/sync';
import type { RowProblem } from '../catalogue/products/products.import.types';

/** A row of Shopify's inventory CSV: the variant by SKU, the location by name, the on-hand to set there. */
export interface InventoryRow {
  line: number;
  sku: string;
  location: string;
  onHand: number;
}

type Row = Record<string, string | undefined>;
const cell = (row: Row, column: string) => (row[column] ?? '').trim();

/**
 * Reads Shopify's inventory CSV (Products > Inventory > Export, or this service's inventory export): one row per
 * variant and location with `SKU`, `Location` and `On hand` (or, in files without it, `Available`, taken as the
 * on-hand). Other columns (Handle, Title, options, Incoming, Committed…) are read past. A row whose quantity cell is
 * empty or "not stocked" changes nothing; a bad row is a problem naming its line and column.
 */
export function inventoryRows(text: string): { rows: InventoryRow[]; problems: RowProblem[] } {
  const problems: RowProblem[] = [];
  let records: Row[];
  try {
    records = parse(text, { columns: true, bom: true, skip_empty_lines: true, relax_column_count: true }) as Row[];
  } catch (error) {
    return { rows: [], problems: [{ line: 1, column: '', reason: `not CSV: ${(error as Error).message}` }] };
  }
  const header = records.length ? Object.keys(records[0]) : [];
  const quantityColumn = header.includes('On hand') ? 'On hand' : header.includes('Available') ? 'Available' : '';
  for (const column of ['SKU', 'Location'].concat(quantityColumn ? [] : ['On hand']))
    if (!header.includes(column)) problems.push({ line: 1, column, reason: `the header has no "${column}" column` });
  if (problems.length) return { rows: [], problems };
  const rows: InventoryRow[] = [];
  const seen = new Map<string, number>();
  records.forEach((record, index) => {
    const line = index + 2;
    const quantity = cell(record, quantityColumn);
    if (quantity === '' || quantity.toLowerCase() === 'not stocked') return;
    const sku = cell(record, 'SKU');
    const location = cell(record, 'Location');
    const onHand = Number(quantity);
    if (!sku) problems.push({ line, column: 'SKU', reason: 'a row needs the SKU of its variant' });
    if (!location) problems.push({ line, column: 'Location', reason: 'a row needs the name of its location' });
    if (!Number.isInteger(onHand) || onHand < 0 || onHand > 2_000_000_000)
      problems.push({
        line,
        column: quantityColumn,
        reason: `must be a whole number of at least 0, not "${quantity}"`,
      });
    const pair = `${sku}\u0000${location.toLowerCase()}`;
    if (sku && location && seen.has(pair))
      problems.push({ line, column: 'SKU', reason: `${sku} at ${location} is already set on line ${seen.get(pair)}` });
    seen.set(pair, line);
    if (sku && location && Number.isInteger(onHand) && onHand >= 0) rows.push({ line, sku, location, onHand });
  });
  return { rows, problems };
}
