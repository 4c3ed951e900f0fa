import type { WorkflowClientInterceptor } from '@temporalio/client';
import type { ActivityInterceptorsFactory, InjectedSinks } from '@temporalio/worker';
import type { InstrumentationBase } from '@opentelemetry/instrumentation';
import type { OpenTelemetrySinks } from '@temporalio/interceptors-opentelemetry/lib/workflow/definitions';

/**
 * What the process's other parts add when tracing is on (see sdk.ts, started by ./api or ./worker before anything else
 * is loaded). This module imports no OpenTelemetry code: with tracing off, none is ever loaded.
 */
export interface ActiveTracing {
  /** Each call to start or update a workflow gets a span, whose context travels to the workflow in its headers. */
  workflowClientInterceptors: WorkflowClientInterceptor[];
  /** Each activity runs in a span under the workflow's span that scheduled it. */
  activityInterceptors: ActivityInterceptorsFactory[];
  /** The sink the workflow interceptors (in the workflow bundle) export their spans through. */
  workflowSinks: InjectedSinks<OpenTelemetrySinks>;
  /** The HTTP, Koa and pg instrumentations, patching those modules as they are required. */
  instrumentations: InstrumentationBase[];
  /** trace_id and span_id of the active span, for log lines; empty outside any span. */
  logFields(): Record<string, string>;
  /** Flushes the spans still buffered, and unpatches the instrumented modules. */
  shutdown(): Promise<void>;
}

let active: ActiveTracing | undefined;

/** The process's tracing, when OTEL_EXPORTER_OTLP_ENDPOINT (or a test) turned it on. */
export function activeTracing(): ActiveTracing | undefined {
  return active;
}

export function setActiveTracing(tracing: ActiveTracing | undefined): void {
  active = tracing;
}
