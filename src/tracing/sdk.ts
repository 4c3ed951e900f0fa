import { trace } from '@opentelemetry/api';
import type { ReadableSpan, SpanProcessor } from '@opentelemetry/sdk-trace-base';
import { BatchSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { KoaInstrumentation } from '@opentelemetry/instrumentation-koa';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { OpenTelemetryWorkflowClientInterceptor } from '@temporalio/interceptors-opentelemetry/lib/client';
import {
  makeWorkflowExporter,
  OpenTelemetryActivityInboundInterceptor,
  OpenTelemetryActivityOutboundInterceptor,
} from '@temporalio/interceptors-opentelemetry/lib/worker';
import { redactSecrets } from '../logger';
import { setActiveTracing, type ActiveTracing } from './tracing';

/** A workflow span as the interceptors' sink hands it over: shaped like OpenTelemetry SDK 1's ReadableSpan. */
type WorkflowSpan = Omit<ReadableSpan, 'parentSpanContext' | 'instrumentationScope'> & {
  parentSpanId?: string;
  instrumentationLibrary: ReadableSpan['instrumentationScope'];
};

/**
 * The workflow interceptors of @temporalio/interceptors-opentelemetry 1.24 build their spans with SDK 1 inside the
 * workflow sandbox (parentSpanId, instrumentationLibrary); SDK 2's processors and the OTLP exporter read
 * parentSpanContext and instrumentationScope. This passes them on in SDK 2's shape, parent and scope kept.
 */
function workflowSpansTo(processor: SpanProcessor): Pick<SpanProcessor, 'onEnd'> {
  return {
    onEnd(span) {
      const { parentSpanId, instrumentationLibrary } = span as unknown as WorkflowSpan;
      const { traceId, traceFlags } = span.spanContext();
      processor.onEnd({
        ...span,
        parentSpanContext: parentSpanId ? { traceId, spanId: parentSpanId, traceFlags, isRemote: false } : undefined,
        instrumentationScope: instrumentationLibrary,
      });
    },
  };
}

/** Span attributes go through the logs' one redaction (a storefront URL holds the publishable key) before export. */
function redacting(processor: SpanProcessor): SpanProcessor {
  return {
    onStart: (span, context) => processor.onStart(span, context),
    onEnd(span) {
      const attributes = span.attributes as Record<string, unknown>;
      for (const [key, value] of Object.entries(attributes))
        if (typeof value === 'string') attributes[key] = redactSecrets(value);
      processor.onEnd(span);
    },
    forceFlush: () => processor.forceFlush(),
    shutdown: () => processor.shutdown(),
  };
}

/**
 * Turns tracing on for this process: a tracer provider (W3C trace context, AsyncLocalStorage context) whose spans go
 * to `processor`, the HTTP, Koa and pg instrumentations, and what the Temporal client and worker add (activeTracing).
 * Must run before koa and pg are required, which is why the entry points import ./api or ./worker first.
 */
export function startTracing(serviceName: string, exportingProcessor: SpanProcessor): ActiveTracing {
  const processor = redacting(exportingProcessor);
  const resource = resourceFromAttributes({ 'service.name': serviceName });
  const provider = new NodeTracerProvider({ resource, spanProcessors: [processor] });
  provider.register();
  // Constructed enabled: each hooks require() and patches its module when it is loaded.
  const instrumentations = [new HttpInstrumentation(), new KoaInstrumentation(), new PgInstrumentation()];
  const tracing: ActiveTracing = {
    workflowClientInterceptors: [new OpenTelemetryWorkflowClientInterceptor()],
    activityInterceptors: [
      (ctx) => ({
        inbound: new OpenTelemetryActivityInboundInterceptor(ctx),
        outbound: new OpenTelemetryActivityOutboundInterceptor(ctx),
      }),
    ],
    workflowSinks: {
      exporter: makeWorkflowExporter(
        workflowSpansTo(processor) as unknown as Parameters<typeof makeWorkflowExporter>[0],
        resource as unknown as Parameters<typeof makeWorkflowExporter>[1],
      ),
    },
    instrumentations,
    logFields(): Record<string, string> {
      const context = trace.getActiveSpan()?.spanContext();
      return context ? { trace_id: context.traceId, span_id: context.spanId } : {};
    },
    async shutdown() {
      for (const instrumentation of instrumentations) instrumentation.disable();
      setActiveTracing(undefined);
      await provider.shutdown();
      trace.disable();
    },
  };
  setActiveTracing(tracing);
  return tracing;
}

/**
 * Production: spans batched and sent over OTLP/HTTP to OTEL_EXPORTER_OTLP_ENDPOINT (the exporter reads
 * OTEL_EXPORTER_OTLP_*).
 */
export function startOtlpTracing(serviceName: string): ActiveTracing {
  return startTracing(serviceName, new BatchSpanProcessor(new OTLPTraceExporter()));
}
