import type { Handlers } from '../http/context';
import type { Permission } from '../staff/permissions';
import { search } from './search.service';

export const searchPrivateHandlers: Handlers = {
  async adminSearch(ctx) {
    const { principal } = ctx.state;
    const { q, limit } = ctx.state.input.query as { q: string; limit?: number };
    ctx.body = await search(ctx.state.em, ctx.state.cursors, ctx.state.store, {
      q,
      limit: limit ?? 5,
      may: (permission: Permission) => principal?.type !== 'staff' || principal.permissions.includes(permission),
    });
  },
};
