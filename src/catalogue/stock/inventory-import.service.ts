import type { EntityManager } from '@mikro-orm/postgresql';
import { inTransaction } from '../../db/sql';
import { DomainError } from '../../shared/errors';
import type { RowProblem } from '../products/products.import.types';
import { listLocations } from './locations.repository';
import { findVariantsBySku } from '../products/products.import.repository';
import { locationLevelsOf } from './location-stock.repository';
import { changeVariantStock } from './stock.admin.service';

export interface InventoryLevelInput {
  line: number;
  sku: string;
  /** The location's name, matched without regard to case. */
  location: string;
  onHand: number;
}

/** A file with problems changes nothing: its transaction ends by this, carrying them. */
class Refused extends Error {
  constructor(readonly problems: RowProblem[]) {
    super('refused');
  }
}

const refusal = (problems: RowProblem[]) =>
  new DomainError(
    'validation_failed',
    `${new Set(problems.map((p) => p.line)).size} rows of the file have problems; nothing was changed.`,
    problems
      .sort((a, b) => a.line - b.line)
      .map((p) => ({ field: `line ${p.line}${p.column ? ` ${p.column}` : ''}`, code: 'invalid', message: p.reason })),
  );

/**
 * Sets on-hand per variant (by SKU) and location (by name) in one transaction: every level or none. Each change is
 * a ledger row (`reason: import`) and an inventory.updated event with its location, as any stock change; a level
 * already at its value is left alone. A dry run checks everything and changes nothing. Variants are taken in id
 * order, as checkouts take them, so an import and a checkout never wait on each other in a cycle.
 */
export async function importInventoryLevels(
  em: EntityManager,
  storeId: string,
  rows: InventoryLevelInput[],
  problems: RowProblem[],
  dryRun: boolean,
) {
  try {
    return await inTransaction(em, async (tx) => {
      const locations = new Map<string, { id: string }>();
      for (const location of await listLocations(tx, storeId))
        if (!locations.has(location.name.toLowerCase())) locations.set(location.name.toLowerCase(), location);
      const skus = [...new Set(rows.map((r) => r.sku))];
      const variants = new Map((await findVariantsBySku(tx, storeId, skus, false)).map((v) => [v.sku, v.id]));
      const planned: Array<{ line: number; variantId: string; locationId: string; onHand: number }> = [];
      for (const row of rows) {
        const variantId = variants.get(row.sku);
        const location = locations.get(row.location.toLowerCase());
        if (!variantId) problems.push({ line: row.line, column: 'SKU', reason: `no variant has SKU "${row.sku}"` });
        if (!location)
          problems.push({ line: row.line, column: 'Location', reason: `no location is named "${row.location}"` });
        if (variantId && location) planned.push({ ...row, variantId, locationId: location.id });
      }
      const levels = await locationLevelsOf(tx, storeId, [...new Set(planned.map((p) => p.variantId))]);
      const current = new Map(levels.map((l) => [`${l.variant_id} ${l.location_id}`, l.on_hand]));
      const changes = planned
        .filter((p) => (current.get(`${p.variantId} ${p.locationId}`) ?? 0) !== p.onHand)
        .sort((a, b) => a.variantId.localeCompare(b.variantId) || a.locationId.localeCompare(b.locationId));
      if (!dryRun && problems.length === 0)
        for (const change of changes) {
          try {
            await changeVariantStock(tx, storeId, { ...change, set: change.onHand, reason: 'import' });
          } catch (error) {
            // Refused before it wrote anything (below what checkouts reserved): a problem of its row.
            if (!(error instanceof DomainError) || error.code !== 'insufficient_stock') throw error;
            problems.push({ line: change.line, column: 'On hand', reason: error.message });
          }
        }
      if (problems.length) throw new Refused(problems);
      return { dryRun, rows: rows.length, changed: changes.length, unchanged: planned.length - changes.length };
    });
  } catch (error) {
    if (error instanceof Refused) throw refusal(error.problems);
    throw error;
  }
}
