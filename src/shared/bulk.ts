import { DomainError, type ErrorDetails } from './errors';

export type BulkItemResult<Result> =
  | { index: number; ok: true; result: Result }
  | { index: number; ok: false; error: { code: string; message: string; details?: ErrorDetails } };

export interface BulkResults<Result> {
  succeeded: number;
  failed: number;
  results: BulkItemResult<Result>[];
}

/**
 * Applies each item on its own, one after the other (each in its own transaction, through the single-item
 * service): an item the domain refuses answers its error in its place and the others go on. Anything else (the
 * database gone) stops the request and is answered as the single operation would be; every bulk item sets a
 * value, so the whole request can simply be sent again.
 */
export async function applyEach<Item, Result>(
  items: Item[],
  apply: (item: Item) => Promise<Result>,
): Promise<BulkResults<Result>> {
  const results: BulkItemResult<Result>[] = [];
  for (const [index, item] of items.entries()) {
    try {
      results.push({ index, ok: true, result: await apply(item) });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      const { code, message, details } = error;
      results.push({ index, ok: false, error: details === undefined ? { code, message } : { code, message, details } });
    }
  }
  const succeeded = results.filter((r) => r.ok).length;
  return { succeeded, failed: results.length - succeeded, results };
}
