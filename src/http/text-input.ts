import { validationFailed } from '../shared/errors';

/**
 * Text PostgreSQL cannot store: a NUL (text columns refuse 0x00) or an unpaired UTF-16 surrogate, which JSON.parse
 * and decodeURIComponent accept but which is no Unicode character (jsonb refuses its escape).
 */
const NUL = /\u0000/;
const UNPAIRED_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function problemOf(text: string): string | undefined {
  if (NUL.test(text)) return 'contains a NUL character (\\u0000), which text cannot hold';
  if (UNPAIRED_SURROGATE.test(text)) return 'contains an unpaired UTF-16 surrogate (such as \\ud800), which is not a Unicode character';
  return undefined;
}

function firstProblem(value: unknown, field: string): { field: string; message: string } | undefined {
  if (typeof value === 'string') {
    const problem = problemOf(value);
    return problem ? { field, message: `${field} ${problem}` } : undefined;
  }
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    const keyProblem = problemOf(key);
    if (keyProblem) return { field, message: `a field name in ${field} ${keyProblem}` };
    const found = firstProblem(item, `${field}.${key}`);
    if (found) return found;
  }
  return undefined;
}

/** Refuses, as 400 validation_failed, any text in the request that could not be stored as sent. */
export function requireStorableText(location: string, value: unknown): void {
  const found = firstProblem(value, location);
  if (found) throw validationFailed(`The request is invalid: ${found.message}.`, [{ field: found.field, code: 'text', message: found.message }]);
}
