import { validationFailed } from '../shared/errors';

/**
 * Text PostgreSQL cannot store: a NUL (text columns refuse 0x00) or an unpaired UTF-16 surrogate, which JSON.parse
 * and decodeURIComponent accept but which is no Unicode character (jsonb refuses its escape).
 */
const NUL = /\u0000/;
const UNPAIRED_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function problemOf(text: string): string | undefined {
  if (NUL.test(text)) return 'contains a NUL character (\\u0000), which text cannot hold';
  if (UNPAIRED_SURROGATE.test(text))
    return 'contains an unpaired UTF-16 surrogate (such as \\ud800), which is not a Unicode character';
  return undefined;
}

/** Deeper than any body of openapi.json nests; code that walks a body (hashing, presenting) recurses. */
const MAX_DEPTH = 32;

/** Walks with a stack of its own, not by recursion: a 40 KB body can nest 20,000 levels deep. */
function firstProblem(value: unknown, location: string): { field: string; message: string } | undefined {
  const pending: Array<{ value: unknown; field: string; depth: number }> = [{ value, field: location, depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (typeof next.value === 'string') {
      const problem = problemOf(next.value);
      if (problem) return { field: next.field, message: `${next.field} ${problem}` };
      continue;
    }
    if (next.value === null || typeof next.value !== 'object') continue;
    if (next.depth === MAX_DEPTH)
      return { field: next.field, message: `${next.field} nests more than ${MAX_DEPTH} levels deep` };
    const entries = Object.entries(next.value);
    for (const [key] of entries) {
      const keyProblem = problemOf(key);
      if (keyProblem) return { field: next.field, message: `a field name in ${next.field} ${keyProblem}` };
    }
    for (let i = entries.length - 1; i >= 0; i -= 1)
      pending.push({ value: entries[i][1], field: `${next.field}.${entries[i][0]}`, depth: next.depth + 1 });
  }
  return undefined;
}

/**
 * Refuses, as 400 validation_failed, any text in the request that could not be stored as sent, or a body nested past
 * reason.
 */
export function requireStorableInput(location: string, value: unknown): void {
  const found = firstProblem(value, location);
  if (found)
    throw validationFailed(`The request is invalid: ${found.message}.`, [
      { field: found.field, code: 'storable', message: found.message },
    ]);
}
