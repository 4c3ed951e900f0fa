import { configOfProcess } from '../config';
import type { ActiveTracing } from './tracing';

/**
 * Starts OTLP tracing when OTEL_EXPORTER_OTLP_ENDPOINT is set; otherwise loads no OpenTelemetry code at all. Called by
 * ./api and ./worker, which the entry points import before anything else, so koa and pg are patched as they load.
 */
export function registerTracing(defaultServiceName: string): ActiveTracing | undefined {
  const config = configOfProcess();
  if (!config.otelExporterEndpoint) return undefined;
  // Required here rather than imported, so that a process without tracing never loads the SDK.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { startOtlpTracing } = require('./sdk') as typeof import('./sdk');
  return startOtlpTracing(config.otelServiceName ?? defaultServiceName);
}
