import { DomainError } from './errors';

/** An id a list or export filter names, and how to tell it is one of the caller's store. */
export interface FilterId {
  /** The request field, for example `query.category` or `body.filters.productId`. */
  field: string;
  what: string;
  id: string | undefined;
  inStore: (id: string) => Promise<boolean>;
}

/**
 * A filter naming another store's id (or none) answers 404 resource_not_found like a path id, before anything runs:
 * an empty list or a 202 for an export of nothing would not tell the caller the id is wrong.
 */
export async function checkFilterIds(...ids: FilterId[]): Promise<void> {
  for (const { field, what, id, inStore } of ids) {
    if (id === undefined || (await inStore(id))) continue;
    throw new DomainError('resource_not_found', `No ${what} with id ${id} exists in this store.`, [
      { field, code: 'not_found', message: `${what} ${id} does not exist` },
    ]);
  }
}
