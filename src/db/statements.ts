import { createHash } from 'node:crypto';
import type { QueryConfig } from 'pg';
import type { Sql } from './sql-template';

/** Distinct statement texts that get a name (and so stay prepared on every pooled connection); the rest run unnamed. */
const MAX_NAMED = 2_000;
/**
 * A prepared `SELECT *` or `RETURNING *` would fail with "cached plan must not change result type" once a migration
 * adds a column, so statements whose result columns depend on the table definition run unnamed.
 */
const STAR_COLUMNS = /(?:\b(?:SELECT|RETURNING)\s+|\.)\*/i;

interface Prepared {
  text: string;
  name: string | undefined;
}

/** Keyed by the SQL as written, so a statement's numbering and name are worked out once, not on every query. */
const prepared = new Map<string, Prepared>();
/** Names of sql`` statements, by their text; they share the MAX_NAMED budget with the `?` statements. */
const templateNames = new Map<string, string | undefined>();
const namedSoFar = () => prepared.size + templateNames.size;
const nameOf = (text: string) =>
  STAR_COLUMNS.test(text) ? undefined : `s_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;

const numbered = (sql: string) => {
  let param = 0;
  return sql.replace(/\?/g, () => `$${++param}`);
};

function preparedFor(sql: string): Prepared {
  const known = prepared.get(sql);
  if (known) return known;
  const text = numbered(sql);
  // Past the cap a text runs unnamed, without hashing it for a name it will not get.
  if (namedSoFar() >= MAX_NAMED) return { text, name: undefined };
  const statement = { text, name: nameOf(text) };
  prepared.set(sql, statement);
  return statement;
}

/** An array binds one value per element, so `IN (?)` takes a list; the text then varies with its length. */
function withArraysExpanded(sql: string, params: readonly unknown[]): QueryConfig {
  const values: unknown[] = [];
  let param = 0;
  const text = sql.replace(/\?/g, () => {
    const value = params[param++];
    return Array.isArray(value)
      ? value.map((element) => `$${values.push(element)}`).join(', ')
      : `$${values.push(value)}`;
  });
  return { text, values };
}

/**
 * The statement node-postgres sends, with knex-style `?` placeholders turned into bound parameters. A statement
 * whose text does not vary between calls is named, so each pooled connection parses it once and PostgreSQL may
 * settle on one generic plan; an unnamed statement is planned for the values of each call.
 */
export function toStatement(sql: string, params: readonly unknown[], planEachCall = false): QueryConfig {
  if (params.some(Array.isArray)) return withArraysExpanded(sql, params);
  const { text, name } = preparedFor(sql);
  const values = [...params];
  return planEachCall || !name ? { text, values } : { text, values, name };
}

/** The statement of an sql`` fragment, named like a `?` statement of the same text would be (see toStatement). */
export function templateStatement(fragment: Sql, planEachCall = false): QueryConfig {
  const text = fragment.text;
  const values = [...fragment.values];
  if (planEachCall) return { text, values };
  let name = templateNames.get(text);
  if (name === undefined && !templateNames.has(text) && namedSoFar() < MAX_NAMED) {
    name = nameOf(text);
    templateNames.set(text, name);
  }
  return name ? { text, values, name } : { text, values };
}
