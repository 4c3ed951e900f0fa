import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../shared/errors';
import { importInventoryLevels } from '../catalogue/stock/inventory-import.service';
import { inventoryRows } from './inventory-csv';

/** An inventory file is applied in one transaction, so it is read whole: at most this many bytes. */
export const INVENTORY_IMPORT_MAX_BYTES = 2 * 1024 * 1024;

async function readAtMost(body: AsyncIterable<Buffer>, maxBytes: number): Promise<string> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of body) {
    total += chunk.length;
    if (total > maxBytes)
      throw new DomainError(
        'payload_too_large',
        `An inventory file may have at most ${maxBytes / 1048576} MiB; split it by location.`,
      );
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Shopify's inventory CSV, read and checked, then applied whole or refused whole (src/catalogue). */
export async function importInventoryCsv(
  em: EntityManager,
  storeId: string,
  body: AsyncIterable<Buffer>,
  dryRun: boolean,
) {
  const { rows, problems } = inventoryRows(await readAtMost(body, INVENTORY_IMPORT_MAX_BYTES));
  return importInventoryLevels(em, storeId, rows, problems, dryRun);
}
