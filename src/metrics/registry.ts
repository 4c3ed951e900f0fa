import { collectDefaultMetrics, Registry } from 'prom-client';

/**
 * A registry of one process's metrics, with Node's own (CPU, memory, event-loop delay, GC) under `prefix`. One per
 * app or worker rather than prom-client's global one, so the tests' several apps in one process keep apart.
 */
export function processRegistry(prefix: string): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix });
  return registry;
}
