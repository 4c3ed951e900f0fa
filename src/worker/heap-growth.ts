import { setFlagsFromString } from 'node:v8';

/**
 * How far V8 lets the worker's heap grow past what its last full collection kept: 30 % instead of V8's own factor,
 * which reaches 4× on a CPU-starved machine. A 100,000-row import keeps about 60 MB alive but made the heap reach
 * 280 MB before a full collection, and the worker's RSS 456 MiB from 242 idle; at 30 % it peaks at about 295 MiB
 * (issue 48's target is 300), for some 30 full collections instead of 6, about 3 s more of the worker's CPU over the
 * import, which waits on PostgreSQL (docs/performance.md). V8 reads the factor whenever it sets the next limit, so
 * setting it here, first thing in the process, holds however the worker is started (dist/worker.js, tsx, tests).
 */
export const WORKER_HEAP_GROWING_PERCENT = 30;

setFlagsFromString(`--heap-growing-percent=${WORKER_HEAP_GROWING_PERCENT}`);
