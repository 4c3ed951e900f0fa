import pino, { type Logger } from 'pino';

/** JSON logs on stdout; keys and secrets are never passed to the logger. */
export function createLogger(level: string, name: string): Logger {
  return pino({ level, name, base: { pid: process.pid }, timestamp: pino.stdTimeFunctions.isoTime });
}
