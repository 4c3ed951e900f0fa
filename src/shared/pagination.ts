import { createHmac, timingSafeEqual } from 'node:crypto';
import { DomainError } from './errors';

/** The list envelope of both surfaces. */
export interface Page<T> {
  data: T[];
  hasMore: boolean;
  nextCursor?: string;
}

export type CursorPosition = Array<string | number | null>;

const invalidCursor = () =>
  new DomainError('invalid_cursor', 'The cursor is not valid for this query; start again without a cursor.');

function sign(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body).digest('base64url').slice(0, 22);
}

/**
 * Opaque, signed keyset cursors. The query fingerprint (filters and sort) is inside the signed body,
 * so a cursor from another query or a tampered one is refused rather than silently misread.
 */
export class CursorCodec {
  constructor(private readonly secret: string) {}

  encode(queryFingerprint: string, position: CursorPosition): string {
    const body = Buffer.from(JSON.stringify({ q: queryFingerprint, p: position })).toString('base64url');
    return `cur_${body}.${sign(this.secret, body)}`;
  }

  decode(queryFingerprint: string, cursor: string): CursorPosition {
    const match = /^cur_([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)$/.exec(cursor);
    if (!match) throw invalidCursor();
    const [, body, signature] = match;
    const expected = Buffer.from(sign(this.secret, body));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw invalidCursor();
    const parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { q: string; p: CursorPosition };
    if (parsed.q !== queryFingerprint || !Array.isArray(parsed.p)) throw invalidCursor();
    return parsed.p;
  }
}

/** Builds a page from rows fetched with limit + 1, so hasMore needs no count(*). */
export function toPage<Row, Item>(
  rows: Row[],
  limit: number,
  toItem: (row: Row) => Item,
  nextCursor: (last: Row) => string,
): Page<Item> {
  const hasMore = rows.length > limit;
  const pageRows = hasMore ? rows.slice(0, limit) : rows;
  const page: Page<Item> = { data: pageRows.map(toItem), hasMore };
  if (hasMore) page.nextCursor = nextCursor(pageRows[pageRows.length - 1]);
  return page;
}

/** The page a list request asks for. The validator has already applied openapi.json's default limit of 20. */
export interface PageQuery {
  limit: number;
  cursor?: string;
}

export function pageQuery(query: Record<string, unknown>): PageQuery {
  return { limit: query.limit as number, cursor: typeof query.cursor === 'string' ? query.cursor : undefined };
}
