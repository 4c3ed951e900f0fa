/**
 * Timestamps as the API shows them: ISO 8601 UTC with `Z` (contract §1). Rows carry PostgreSQL's own text form
 * (MikroORM's driver leaves timestamptz unparsed) or a Date; both go through here.
 */
export const isoTimestamp = (value: Date | string): string => new Date(value).toISOString();

export const isoTimestampOrNull = (value: Date | string | null | undefined): string | null => (value === null || value === undefined ? null : isoTimestamp(value));

/** A row's createdAt and updatedAt. */
export const rowTimes = (row: { created_at: Date | string; updated_at: Date | string }) => ({ createdAt: isoTimestamp(row.created_at), updatedAt: isoTimestamp(row.updated_at) });
