/** Imported first by src/server.ts: tracing (when configured) is on before koa and pg are loaded. */
import { registerTracing } from './register';

registerTracing('commerce-api');
