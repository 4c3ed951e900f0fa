import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import Router, { type RouterContext } from '@koa/router';
import type { ApiState } from './context';
import { DomainError } from '../shared/errors';
import { appFile } from './app-files';

/** The built dashboard (packages/dashboard, `npm run build`), served as static files. */
const DIST = appFile('dashboard');
const FILES: Record<string, string> = {
  'index.html': 'text/html; charset=utf-8',
  'app.js': 'text/javascript; charset=utf-8',
  'styles.css': 'text/css; charset=utf-8',
};

/**
 * No inline script or style, nothing from elsewhere but https images (product media), no framing: a store text that
 * slipped into markup could not run, and the page cannot be clickjacked.
 */
export const DASHBOARD_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' https: data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const notBuilt = () =>
  new DomainError(
    'dashboard_not_built',
    'The dashboard is not built: run "npm run build --workspace packages/dashboard" (npm start does it).',
  );

async function serve(ctx: RouterContext<ApiState>, file: string): Promise<void> {
  const body = await readFile(join(DIST, file)).catch(() => undefined);
  if (!body) throw notBuilt();
  ctx.set('Content-Security-Policy', DASHBOARD_CSP);
  ctx.set('X-Frame-Options', 'DENY');
  ctx.set('X-Content-Type-Options', 'nosniff');
  // The sign-in link's token is in the page's address until the app removes it: no Referer may carry it away.
  ctx.set('Referrer-Policy', 'no-referrer');
  ctx.set('Cache-Control', file === 'index.html' ? 'no-store' : 'no-cache');
  ctx.type = FILES[file];
  ctx.body = body;
}

export function dashboardRouter(): Router<ApiState> {
  // Strict, so /admin (redirected) and /admin/ (the page) are different routes.
  const router = new Router<ApiState>({ strict: true });
  router.get('/admin', (ctx) => {
    ctx.status = 301;
    ctx.redirect(`/admin/${ctx.querystring ? `?${ctx.querystring}` : ''}`);
  });
  router.get('/admin/', (ctx) => serve(ctx, 'index.html'));
  router.get('/admin/:file', async (ctx) => {
    if (FILES[ctx.params.file]) await serve(ctx, ctx.params.file);
  });
  return router;
}
