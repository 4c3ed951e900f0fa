import type { Handlers } from '../http/context';
import { listKeys, rotateKey } from './stores.service';

export const storesPrivateHandlers: Handlers = {
  async listKeys(ctx) {
    ctx.body = { data: await listKeys(ctx.state.em, ctx.state.store.id), hasMore: false };
  },
  async rotateKey(ctx) {
    const { type } = ctx.state.input.body;
    const key = await rotateKey(ctx.state.em, ctx.state.store.id, type);
    // This process drops the old key now; the others when PostgreSQL's notification reaches them.
    ctx.state.deps.publishableKeys.forgetStore(ctx.state.store.id);
    ctx.status = 201;
    ctx.body = { type, key, createdAt: new Date().toISOString() };
  },
};
