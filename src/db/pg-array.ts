/**
 * A PostgreSQL array literal for a `?::text[]` placeholder. db/statements.ts expands a JavaScript array binding
 * into a list of placeholders (for `IN (?)`), so arrays travel as one quoted literal instead.
 */
export function textArray(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}
