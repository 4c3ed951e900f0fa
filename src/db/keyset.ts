import type { EntityManager } from '@mikro-orm/postgresql';
import { queryRows } from './sql';
import { toPage, type CursorCodec, type Page, type PageQuery } from '../shared/pagination';

/** One sort key of a keyset: an SQL expression and the type its text form casts back to. */
export interface SortKey {
  expr: string;
  type: 'timestamptz' | 'integer' | 'text' | 'boolean';
}

/** WHERE conditions with their parameters, added only for the filters a request actually sent. */
export class SqlFilters {
  readonly where: string[] = [];
  readonly params: unknown[] = [];

  constructor(condition: string, ...values: unknown[]) {
    this.when(true, condition, ...values);
  }

  when(applies: unknown, condition: string, ...values: unknown[]): this {
    if (applies === undefined || applies === null || applies === false || applies === '') return this;
    this.where.push(condition);
    this.params.push(...values);
    return this;
  }
}

export type PageRequest = PageQuery;

/** Newest first, ties broken by id: the order of every admin list that grows over time. */
export function newestFirst(alias: string): Pick<KeysetQuery, 'keys' | 'direction'> {
  return {
    keys: [
      { expr: `${alias}.created_at`, type: 'timestamptz' },
      { expr: `${alias}.id`, type: 'text' },
    ],
    direction: 'desc',
  };
}

export interface KeysetQuery {
  /** Everything between SELECT and WHERE, for example `p.* FROM products p`. */
  selectFrom: string;
  filters: SqlFilters;
  keys: SortKey[];
  direction: 'asc' | 'desc';
  page: PageRequest;
  /** Identifies the query (operation and filters) so a cursor from another query is refused. */
  fingerprint: string;
}

type Positioned<Row> = Row & Record<`k${number}`, string>;

/**
 * Keyset pagination over any row source: the cursor holds the sort keys of the last row as text, so the next
 * page starts strictly after it and stays stable when rows are inserted meanwhile.
 */
export async function fetchKeysetPage<Row, Item>(
  em: EntityManager,
  cursors: CursorCodec,
  query: KeysetQuery,
  toItems: (rows: Row[]) => Promise<Item[]> | Item[],
): Promise<Page<Item>> {
  const { limit } = query.page;
  const where = [...query.filters.where];
  const params = [...query.filters.params];
  if (query.page.cursor) {
    const position = cursors.decode(query.fingerprint, query.page.cursor);
    const comparison = query.direction === 'desc' ? '<' : '>';
    where.push(
      `(${query.keys.map((k) => k.expr).join(', ')}) ${comparison} ` +
        `(${query.keys.map((k) => `?::${k.type}`).join(', ')})`,
    );
    params.push(...position);
  }
  const keyColumns = query.keys.map((k, i) => `${k.expr}::text AS k${i}`).join(', ');
  const order = query.keys.map((k) => `${k.expr} ${query.direction.toUpperCase()}`).join(', ');
  const rows = await queryRows<Positioned<Row>>(
    em,
    `SELECT ${keyColumns}, ${query.selectFrom} WHERE ${where.join(' AND ')} ORDER BY ${order} LIMIT ?`,
    [...params, limit + 1],
  );
  const page = toPage(
    rows,
    limit,
    (row) => row,
    (last) =>
      cursors.encode(
        query.fingerprint,
        query.keys.map((_, i) => last[`k${i}`]),
      ),
  );
  return { ...page, data: await toItems(page.data) };
}
