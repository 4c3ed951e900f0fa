/**
 * Connects to a service the process cannot start without; when it does not answer, start fails with one line that
 * names the variable that points at it (entry points print the message alone), not a driver's stack trace.
 */
export async function connectRequired<T>(variable: string, what: string, connect: () => Promise<T>): Promise<T> {
  try {
    return await connect();
  } catch (error) {
    throw new Error(`${variable}: ${what} is unreachable (${reason(error)})`);
  }
}

/** A connection refused on every address of a host name is an AggregateError with an empty message. */
function reason(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: string }).code;
  return error.message || code || error.name;
}
