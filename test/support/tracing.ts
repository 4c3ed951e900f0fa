import { InMemorySpanExporter, SimpleSpanProcessor, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { startTracing } from '../../src/tracing/sdk';
import type { ActiveTracing } from '../../src/tracing/tracing';

export interface TestTracing {
  tracing: ActiveTracing;
  /** Every span ended so far, in the order they ended. */
  spans(): ReadableSpan[];
  stop(): Promise<void>;
}

/**
 * Tracing as production starts it (src/tracing/sdk.ts), its spans kept in memory. In production the instrumentations
 * patch koa, pg and http through Node's require hook; jest loads modules through a registry of its own that the hook
 * never sees, so here each instrumentation's patch is applied to the module as this test file's registry loaded it.
 */
export function startTestTracing(): TestTracing {
  const exporter = new InMemorySpanExporter();
  const tracing = startTracing('commerce-test', new SimpleSpanProcessor(exporter));
  for (const instrumentation of tracing.instrumentations)
    for (const definition of instrumentation.getModuleDefinitions())
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      definition.patch?.(require(definition.name), definition.moduleVersion);
  return { tracing, spans: () => exporter.getFinishedSpans(), stop: () => tracing.shutdown() };
}
