import Router from '@koa/router';
import type { ApiContext, ApiState } from './context';
import { DomainError } from '../shared/errors';
import { demoPage, payPage } from './widget-demo-page';
import { loadWidgetAssets, type WidgetAsset } from './widget-assets';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The stable name changes content on every release: short-lived, then revalidated by ETag. */
const REVALIDATE = 'public, max-age=300, stale-while-revalidate=86400';

function encodingFor(ctx: ApiContext): 'br' | 'gzip' | undefined {
  const accepted = ctx.get('Accept-Encoding');
  if (/\bbr\b/.test(accepted)) return 'br';
  return /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
}

function serve(ctx: ApiContext, asset: WidgetAsset, file: string): void {
  const encoding = encodingFor(ctx);
  const etag = `"${asset.etag}${encoding ? `-${encoding}` : ''}"`;
  ctx.set('Cache-Control', file === asset.hashed ? IMMUTABLE : REVALIDATE);
  ctx.set('Vary', 'Accept-Encoding');
  ctx.set('ETag', etag);
  ctx.set('Access-Control-Allow-Origin', '*');
  ctx.type = 'text/javascript; charset=utf-8';
  if (
    ctx
      .get('If-None-Match')
      .split(/\s*,\s*/)
      .includes(etag)
  ) {
    ctx.status = 304;
    return;
  }
  if (encoding) ctx.set('Content-Encoding', encoding);
  ctx.body = encoding === 'br' ? asset.brotli : encoding === 'gzip' ? asset.gzip : asset.identity;
}

/** The storefront widget's bundles (`/widget/v1/commerce.js`, hashed copies immutable) and its demo page. */
export function widgetRouter(): Router<ApiState> {
  let assets: ReturnType<typeof loadWidgetAssets>;
  const built = () => (assets ??= loadWidgetAssets());
  const router = new Router<ApiState>();
  router.get('/widget/v1/:file', (ctx) => {
    const asset = built()?.get(ctx.params.file);
    if (!asset)
      throw new DomainError(
        'resource_not_found',
        built()
          ? `No widget file ${ctx.params.file}; embed /widget/v1/commerce.js.`
          : 'The widget is not built: run "npm run build --workspaces".',
      );
    serve(ctx, asset, ctx.params.file);
  });
  router.get('/widget/demo', (ctx) => {
    const key = (ctx.query['publishable-key'] as string | undefined) ?? ctx.state.deps.config.widgetDemoPublishableKey;
    const lang = ctx.query.lang === 'de' ? 'de' : 'en';
    ctx.type = 'text/html; charset=utf-8';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = demoPage(key, built()?.get('commerce.js')?.hashed, lang);
  });
  router.get('/widget/pay', (ctx) => {
    const key = String(ctx.query['publishable-key'] ?? '');
    const link = String(ctx.query.link ?? '');
    const lang = ctx.query.lang === 'de' ? 'de' : 'en';
    ctx.type = 'text/html; charset=utf-8';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = payPage(key, link, built()?.get('commerce.js')?.hashed, lang);
  });
  return router;
}
