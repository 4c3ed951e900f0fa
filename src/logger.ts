import { AsyncLocalStorage } from 'node:async_hooks';
import pino, { type Logger } from 'pino';
import { activeTracing } from './tracing/tracing';

/** Credentials that have a shape of their own, wherever they appear in a line (a path, an error message, a header). */
const SHAPED_SECRETS: Array<[RegExp, string]> = [
  [/\b(pk|sk)_(live|test)_[A-Za-z0-9]+/g, '$1_$2_[redacted]'],
  [/\bwhsec_[A-Za-z0-9+/=]+/g, 'whsec_[redacted]'],
  [/\bcs_[A-Za-z0-9_-]{43}/g, 'cs_[redacted]'],
  [/\b(Bearer\s+)[^\s"\\]+/gi, '$1[redacted]'],
];

/**
 * A request's own credentials without a shape (a cart token is any 16 to 128 characters), read when a line is written.
 */
const requestSecrets = new AsyncLocalStorage<() => Array<string | undefined>>();

/** Runs a request's handling so that every line logged meanwhile has the secrets it carries taken out. */
export function redactingSecretsOf<T>(secrets: () => Array<string | undefined>, run: () => T): T {
  return requestSecrets.run(secrets, run);
}

/** The one redaction every log line passes through, whichever logger and call site wrote it. */
export function redactSecrets(line: string): string {
  let redacted = line;
  for (const [pattern, replacement] of SHAPED_SECRETS) redacted = redacted.replace(pattern, replacement);
  for (const secret of requestSecrets.getStore()?.() ?? []) {
    // JSON.stringify's escaping, so a secret is found as the line spells it; short values would redact noise.
    const spelled = secret ? JSON.stringify(secret).slice(1, -1) : '';
    if (spelled.length >= 8) redacted = redacted.split(spelled).join('[redacted]');
  }
  return redacted;
}

/**
 * JSON logs on stdout, every line redacted of credentials before it is written. With tracing on, a line written
 * within a span (a request, an activity) carries its trace_id and span_id.
 */
export function createLogger(level: string, name: string): Logger {
  const tracing = activeTracing();
  return pino({
    level,
    name,
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    hooks: { streamWrite: redactSecrets },
    ...(tracing && { mixin: () => tracing.logFields() }),
  });
}
