/** Recognises "the database or Temporal cannot be reached" among driver errors, so they answer 503, not 500. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  '57P01',
  '57P02',
  '57P03',
  '08006',
  '08001',
  '08004',
]);

export function isUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const e = error as { code?: string | number; name?: string; message?: string; cause?: unknown };
  if (typeof e.code === 'string' && CONNECTION_CODES.has(e.code)) return true;
  // gRPC UNAVAILABLE (14) and DEADLINE_EXCEEDED (4) from the Temporal client.
  if (e.name === 'ServiceError' || e.name === 'ConnectionError') return true;
  if (typeof e.code === 'number' && (e.code === 14 || e.code === 4)) return true;
  // gRPC NOT_FOUND for the namespace itself: the frontend says so while its namespace registry cannot read
  // PostgreSQL (seen when PostgreSQL restarts under load), not because the namespace is gone.
  if (e.code === 5 && /^Namespace .+ is not found/.test(e.message ?? '')) return true;
  // "Client has encountered a connection error and is not queryable": a transaction's next statement (its COMMIT or
  // ROLLBACK too) on a connection PostgreSQL dropped meanwhile, as on a restart; it never reached the server.
  if (
    e.name === 'KnexTimeoutError' ||
    /Connection terminated|connect ECONNREFUSED|Timeout acquiring a connection|is not queryable/i.test(e.message ?? '')
  )
    return true;
  return e.cause !== undefined && e.cause !== error && isUnavailable(e.cause);
}
