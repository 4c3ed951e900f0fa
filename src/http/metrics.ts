import type { Middleware } from 'koa';
import type { MikroORM } from '@mikro-orm/postgresql';
import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import { processRegistry } from '../metrics/registry';
import type { ApiState, AppDeps } from './context';
import type { RateLimitLeases } from './rate-limit';

/** Seconds: the catalogue answers in ~1 ms from its cache, a checkout submit takes a few hundred. */
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** A request that matched no operation of openapi.json (/healthz, /docs, an unknown path…). */
const NO_OPERATION = 'none';

interface PoolStats {
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
}

const poolOf = (orm: MikroORM) => (orm.em.getConnection().getKnex().client as { pool?: PoolStats }).pool;

export interface ApiMetrics {
  registry: Registry;
  /** The outermost middleware: in-flight requests, and each request's duration by operationId and status. */
  middleware: Middleware<ApiState>;
}

/** Gauges read at scrape time from what the process already tracks, costing the requests nothing. */
function registerScrapedGauges(registry: Registry, deps: AppDeps, leases: RateLimitLeases): void {
  const { catalogueAnswers, publishableKeys, orm } = deps;
  new Counter({
    name: 'commerce_rate_limit_refusals_total', help: 'Requests refused with 429 by the per-credential rate limit.', registers: [registry],
    collect() {
      this.reset();
      this.inc(leases.refusals);
    },
  });
  new Counter({
    name: 'commerce_catalogue_cache_requests_total', help: 'Catalogue answers looked up in the process cache, by result.',
    labelNames: ['result'], registers: [registry],
    collect() {
      this.reset();
      this.inc({ result: 'hit' }, catalogueAnswers.hits);
      this.inc({ result: 'miss' }, catalogueAnswers.misses);
    },
  });
  new Gauge({
    name: 'commerce_notification_listener_up', help: '1 while the LISTEN connection of a channel is listening, else 0.',
    labelNames: ['channel'], registers: [registry],
    collect() {
      this.set({ channel: 'catalogue_changes' }, catalogueAnswers.isListening() ? 1 : 0);
      this.set({ channel: 'store_credentials' }, publishableKeys.isListening() ? 1 : 0);
    },
  });
  new Gauge({
    name: 'commerce_db_pool_connections', help: 'PostgreSQL pool connections by state (pending: requests waiting for one).',
    labelNames: ['state'], registers: [registry],
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
 * The API's Prometheus metrics. On the hot path a request costs a gauge increment and decrement and one histogram
 * observation: each (operationId, status) pair's child is looked up once and kept, so no label object or key string
 * is made per request.
 */
export function createApiMetrics(deps: AppDeps, leases: RateLimitLeases): ApiMetrics {
  const registry = processRegistry('commerce_api_');
  const inFlight = new Gauge({ name: 'commerce_http_requests_in_flight', help: 'HTTP requests being served.', registers: [registry] });
  const duration = new Histogram({
    name: 'commerce_http_request_duration_seconds', help: 'HTTP request duration by openapi.json operationId and status.',
    labelNames: ['operation', 'status'], buckets: DURATION_BUCKETS, registers: [registry],
  });
  const children = new Map<string, Map<number, Histogram.Internal<'operation' | 'status'>>>();
  const childFor = (operation: string, status: number) => {
    let byStatus = children.get(operation);
    if (!byStatus) children.set(operation, (byStatus = new Map()));
    let child = byStatus.get(status);
    if (!child) byStatus.set(status, (child = duration.labels(operation, String(status))));
    return child;
  };
  registerScrapedGauges(registry, deps, leases);

  const middleware: Middleware<ApiState> = async (ctx, next) => {
    const started = performance.now();
    inFlight.inc();
    try {
      await next();
    } finally {
      inFlight.dec();
      childFor(ctx.state.operation?.operationId ?? NO_OPERATION, ctx.status).observe((performance.now() - started) / 1000);
    }
  };
  return { registry, middleware };
}
