import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';

/** The process that runs a request under an idempotency key, as its lease row names it. */
export interface KeyOwner {
  instance: string;
  host: string;
  pid: number;
}

/** This process: an instance id of its own (a process id alone may be reused), its host and process id. */
export const THIS_PROCESS: KeyOwner = { instance: randomUUID(), host: hostname(), pid: process.pid };

/** Whether a process of this host is gone: signal 0 tests for it without touching it (EPERM: it exists). */
export function goneFromThisHost(owner: Pick<KeyOwner, 'host' | 'pid'>): boolean {
  if (owner.host !== THIS_PROCESS.host) return false;
  try {
    process.kill(owner.pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}
