import Koa from 'koa';
import { DomainError } from './shared/errors';
import { CursorCodec } from './shared/pagination';
import type { ApiState, AppDeps } from './http/context';
import { errorMiddleware } from './http/error-middleware';
import { requestIdMiddleware } from './http/request-id';
import { publicCors } from './http/cors';
import { buildRouter, methodNotAllowed } from './http/router';
import { listOperations, loadOpenApi, type OpenApiDocument } from './http/openapi';
import { RequestValidator } from './http/validator';
import { RateLimitLeases } from './rate-limits/rate-limit-leases';
import { systemRouter } from './http/system.routes';
import { dashboardRouter } from './http/dashboard.routes';
import { handlersOf } from './composition/handlers';
import { afterValidationOf, operationMiddlewareOf } from './composition/operation-middleware';
import { widgetRouter } from './http/widget.routes';
import { createApiMetrics } from './metrics/api-metrics.middleware';
import { redactingSecretsOf } from './logger';

const VERSIONED_PATH = /^\/v(\d+)\//;

/** Builds the Koa app without listening; tests and server.ts share it (a test may give it a fixture spec). */
export function createApp(deps: AppDeps, doc: OpenApiDocument = loadOpenApi()): Koa<ApiState> {
  const operations = listOperations(doc);
  const validator = new RequestValidator(doc, operations);
  const cursors = new CursorCodec(deps.config.cursorSecret);
  const leases = new RateLimitLeases();
  const api = buildRouter({
    operations,
    handlers: handlersOf(deps),
    validator,
    operationMiddleware: operationMiddlewareOf(deps.config),
    afterValidation: afterValidationOf(deps.orm),
  });
  // METRICS_ENABLED=false: no recording on the hot path and no /metrics (the benchmark's baseline).
  const metrics = deps.config.metricsEnabled ? createApiMetrics(deps, leases) : undefined;
  const system = systemRouter(deps, doc, metrics?.registry, { temporal: () => deps.temporal.isReachable() });

  const app = new Koa<ApiState>({ proxy: deps.config.trustProxy });
  app.silent = true;
  if (metrics) app.use(metrics.middleware);
  app.use(async (ctx, next) => {
    ctx.state.deps = deps;
    ctx.state.cursors = cursors;
    ctx.state.leases = leases;
    ctx.state.em = deps.orm.em.fork();
    const secrets = () => [ctx.get('X-Cart-Token'), ctx.get('X-Customer-Session'), ctx.get('Authorization')];
    await redactingSecretsOf(secrets, next);
  });
  app.use(requestIdMiddleware());
  app.use(errorMiddleware());
  app.use(publicCors());
  app.use(async (ctx, next) => {
    const version = VERSIONED_PATH.exec(ctx.path)?.[1];
    if (version && version !== '3') {
      throw new DomainError('unsupported_api_version', `API version v${version} is not available; use /v3/.`);
    }
    await next();
  });
  app.use(system.routes());
  app.use(widgetRouter().routes());
  app.use(dashboardRouter().routes());
  app.use(methodNotAllowed(api));
  app.use(api.routes());
  return app;
}
