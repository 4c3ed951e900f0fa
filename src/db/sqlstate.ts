/** What PostgreSQL's SQLSTATE codes on a driver error mean for the code that caught it. */
const sqlStateOf = (error: unknown): string | undefined => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
};

/**
 * PostgreSQL stopped this transaction to let a concurrent one through (deadlock_detected, serialization_failure):
 * nothing of it was kept, and the same work sent again will normally succeed.
 */
export function isMomentaryConflict(error: unknown): boolean {
  const code = sqlStateOf(error);
  return code === '40P01' || code === '40001';
}

/**
 * PostgreSQL refused the values themselves (data exceptions, class 22; a NOT NULL or CHECK constraint): the same
 * work sent again would be refused again.
 */
export function isRefusedValue(error: unknown): boolean {
  const code = sqlStateOf(error);
  return code !== undefined && (code.startsWith('22') || code === '23502' || code === '23514');
}
