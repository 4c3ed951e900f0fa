import type { Handlers } from '../http/context';
import { getEvent, listEvents } from './events.repository';
import { pathId } from '../http/path-id';

export const eventsPrivateHandlers: Handlers = {
  async adminListEvents(ctx) {
    ctx.body = await listEvents(ctx.state.em, ctx.state.cursors, ctx.state.store.id, ctx.state.input.query);
  },
  async adminGetEvent(ctx) {
    ctx.body = await getEvent(ctx.state.em, ctx.state.store.id, pathId(ctx));
  },
};
