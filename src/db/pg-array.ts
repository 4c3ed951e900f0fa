/**
 * A PostgreSQL array literal for a `?::text[]` placeholder. The query builder expands a JavaScript array
 * binding into a list of placeholders, so arrays travel as one quoted literal instead.
 */
export function textArray(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}
