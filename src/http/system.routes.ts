import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import Router from '@koa/router';
import type { Registry } from 'prom-client';
import type { ApiState, AppDeps } from './context';
import type { OpenApiDocument } from './openapi';
import { CHANGELOG_PATH } from './deprecation';
import { appFile } from './app-files';

const CHANGELOG = appFile('apiChangelog');

const ASSETS = join(require.resolve('swagger-ui-dist/package.json'), '..');
const ASSET_FILES: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'application/javascript; charset=utf-8',
};

const DOCS_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Commerce API v3 reference</title>
<link rel="stylesheet" href="/docs/assets/swagger-ui.css"></head>
<body><div id="reference"></div>
<script src="/docs/assets/swagger-ui-bundle.js"></script>
<script>window.ui = SwaggerUIBundle({ url: '/openapi.json', dom_id: '#reference', deepLinking: true });</script>
</body></html>`;

/** A backing service /readyz asks about besides the database (Temporal), by the name its answer gives it. */
export type ReadinessChecks = Record<string, () => Promise<boolean>>;

async function databaseReachable(deps: AppDeps): Promise<boolean> {
  try {
    await deps.orm.em.getConnection().execute('SELECT 1');
    return true;
  } catch {
    return false;
  }
}

/** Liveness, readiness, Prometheus metrics, the contract itself and the reference page rendered from it. */
export function systemRouter(
  deps: AppDeps,
  doc: OpenApiDocument,
  metrics: Registry | undefined,
  readiness: ReadinessChecks,
): Router<ApiState> {
  const router = new Router<ApiState>();
  router.get('/healthz', (ctx) => {
    ctx.body = { status: 'ok' };
  });
  router.get('/readyz', async (ctx) => {
    const names = Object.keys(readiness);
    const [database, ...others] = await Promise.all([
      databaseReachable(deps),
      ...names.map((name) => readiness[name]()),
    ]);
    const checks = { database, ...Object.fromEntries(names.map((name, i) => [name, others[i]])) };
    ctx.status = Object.values(checks).every(Boolean) ? 200 : 503;
    if (ctx.status === 503) ctx.set('Retry-After', '5');
    ctx.body = {
      status: ctx.status === 200 ? 'ready' : 'unavailable',
      checks,
      // Settings the process started with but should not run long with (a missing SECRETS_KEY, a development secret).
      configurationProblems: deps.config.configurationWarnings,
    };
  });
  if (metrics)
    router.get('/metrics', async (ctx) => {
      ctx.type = metrics.contentType;
      ctx.body = await metrics.metrics();
    });
  router.get('/openapi.json', (ctx) => {
    ctx.body = doc;
  });
  router.get('/docs', (ctx) => {
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = DOCS_PAGE;
  });
  router.get(CHANGELOG_PATH, async (ctx) => {
    ctx.type = 'text/markdown; charset=utf-8';
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.body = await readFile(CHANGELOG);
  });
  router.get('/docs/assets/:file', async (ctx) => {
    const type = ASSET_FILES[ctx.params.file];
    if (!type) return;
    ctx.type = type;
    ctx.set('Cache-Control', 'public, max-age=86400');
    ctx.body = await readFile(join(ASSETS, ctx.params.file));
  });
  return router;
}
