import type { Handlers } from '../http/context';
import { productFeed } from './feeds.service';

export const feedsPublicHandlers: Handlers = {
  async getProductFeed(ctx) {
    const apiBase = `${ctx.state.deps.config.publicBaseUrl}/v3/public/${ctx.state.credential}`;
    const feed = await productFeed(ctx.state.em, ctx.state.store, ctx.state.input.query, apiBase);
    ctx.set('ETag', feed.etag);
    ctx.set('Cache-Control', 'public, max-age=900');
    ctx.set('Vary', 'Accept-Encoding');
    if (ctx.get('If-None-Match') === feed.etag) {
      ctx.status = 304;
      return;
    }
    ctx.type = feed.contentType;
    ctx.body = feed.open();
  },
};
