import type { Middleware } from 'koa';
import { Counter, Gauge, type Registry } from 'prom-client';
import { processRegistry } from './registry';
import { poolOf } from '../db/orm';
import { RequestDurations } from '../http/request-durations';
import type { ApiState, AppDeps } from '../http/context';
import type { RateLimitLeases } from '../rate-limits/rate-limit-leases';

/** A request that matched no operation of openapi.json (/healthz, /docs, an unknown path…). */
const NO_OPERATION = 'none';

export interface ApiMetrics {
  registry: Registry;
  /** The outermost middleware: in-flight requests, and each request's duration by operationId and status. */
  middleware: Middleware<ApiState>;
}

/** Gauges read at scrape time from what the process already tracks, costing the requests nothing. */
function registerScrapedGauges(registry: Registry, deps: AppDeps, leases: RateLimitLeases): void {
  const { catalogueAnswers, publishableKeys, orm } = deps;
  new Counter({
    name: 'commerce_rate_limit_refusals_total',
    help: 'Requests refused with 429 by the per-credential rate limit.',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(leases.refusals);
    },
  });
  new Counter({
    name: 'commerce_catalogue_cache_requests_total',
    help: 'Catalogue answers looked up in the process cache, by result.',
    labelNames: ['result'],
    registers: [registry],
    collect() {
      this.reset();
      this.inc({ result: 'hit' }, catalogueAnswers.hits);
      this.inc({ result: 'miss' }, catalogueAnswers.misses);
    },
  });
  new Gauge({
    name: 'commerce_notification_listener_up',
    help: '1 while the LISTEN connection of a channel is listening, else 0.',
    labelNames: ['channel'],
    registers: [registry],
    collect() {
      this.set({ channel: 'catalogue_changes' }, catalogueAnswers.isListening() ? 1 : 0);
      this.set({ channel: 'store_credentials' }, publishableKeys.isListening() ? 1 : 0);
    },
  });
  new Gauge({
    name: 'commerce_db_pool_connections',
    help: 'PostgreSQL pool connections by state (pending: requests waiting for one).',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const pool = poolOf(orm);
      if (!pool) return;
      this.set({ state: 'used' }, pool.numUsed());
      this.set({ state: 'idle' }, pool.numFree());
      this.set({ state: 'pending' }, pool.numPendingAcquires());
    },
  });
}

/**
 * The API's Prometheus metrics. On the hot path a request costs a gauge increment and decrement and one observation
 * of RequestDurations, which makes no label object or key string per request.
 */
export function createApiMetrics(deps: AppDeps, leases: RateLimitLeases): ApiMetrics {
  const registry = processRegistry('commerce_api_');
  const inFlight = new Gauge({
    name: 'commerce_http_requests_in_flight',
    help: 'HTTP requests being served.',
    registers: [registry],
  });
  const durations = new RequestDurations();
  registry.registerMetric(durations.asMetric());
  registerScrapedGauges(registry, deps, leases);

  const middleware: Middleware<ApiState> = async (ctx, next) => {
    const started = performance.now();
    inFlight.inc();
    try {
      await next();
    } finally {
      inFlight.dec();
      durations.observe(
        ctx.state.operation?.operationId ?? NO_OPERATION,
        ctx.status,
        (performance.now() - started) / 1000,
      );
    }
  };
  return { registry, middleware };
}
