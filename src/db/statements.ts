import { createHash } from 'node:crypto';
import type { QueryConfig } from 'pg';

/** Distinct statement texts that get a name (and so stay prepared on every pooled connection); the rest run unnamed. */
const MAX_NAMED = 2_000;
/**
 * A prepared `SELECT *` would fail with "cached plan must not change result type" once a migration adds a column,
 * so statements whose result columns depend on the table definition run unnamed.
 */
const STAR_COLUMNS = /(?:\bSELECT\s+|\.)\*/i;

const names = new Map<string, string | undefined>();

/** `?` binds a value; an array binds one value per element, so `IN (?)` takes a list. */
function bindPlaceholders(sql: string, params: readonly unknown[]): { text: string; values: unknown[]; expanded: boolean } {
  const values: unknown[] = [];
  let param = 0;
  let expanded = false;
  const text = sql.replace(/\?/g, () => {
    const value = params[param++];
    if (!Array.isArray(value)) return `$${values.push(value)}`;
    expanded = true;
    return value.map((element) => `$${values.push(element)}`).join(', ');
  });
  return { text, values, expanded };
}

function nameOf(text: string): string | undefined {
  if (names.has(text)) return names.get(text);
  if (names.size >= MAX_NAMED) return undefined;
  const name = STAR_COLUMNS.test(text) ? undefined : `s_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
  names.set(text, name);
  return name;
}

/**
 * The statement node-postgres sends, with knex-style `?` placeholders turned into bound parameters. A statement
 * whose text does not vary between calls is named, so each pooled connection parses it once and PostgreSQL may
 * settle on one generic plan; an unnamed statement is planned for the values of each call.
 */
export function toStatement(sql: string, params: readonly unknown[], planEachCall = false): QueryConfig {
  const { text, values, expanded } = bindPlaceholders(sql, params);
  return expanded || planEachCall ? { text, values } : { text, values, name: nameOf(text) };
}
