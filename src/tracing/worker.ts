/** Imported first by src/worker.ts: tracing (when configured) is on before pg is loaded. */
import { registerTracing } from './register';

registerTracing('commerce-worker');
