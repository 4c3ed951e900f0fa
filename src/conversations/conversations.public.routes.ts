import type { ApiContext, Handlers } from '../http/context';
import type { VisitorOwner } from './conversations.repository';
import {
  getCurrentConversation,
  listVisitorMessages,
  openConversation,
  sendVisitorMessage,
} from './conversations.service';
import { pageQuery } from '../shared/pagination';
import { pathId } from '../http/path-id';

const ownerOf = (ctx: ApiContext): VisitorOwner => ({
  customerId: ctx.state.customerId,
  cartToken: ctx.state.cartToken,
});

export const conversationsPublicHandlers: Handlers = {
  async openConversation(ctx) {
    ctx.status = 201;
    ctx.body = await openConversation(ctx.state.em, ctx.state.store.id, ownerOf(ctx), ctx.state.input.body);
  },
  async getCurrentConversation(ctx) {
    ctx.body = await getCurrentConversation(ctx.state.em, ctx.state.store.id, ownerOf(ctx));
  },
  async listConversationMessages(ctx) {
    ctx.body = await listVisitorMessages(
      ctx.state.em,
      ctx.state.cursors,
      ctx.state.store.id,
      ownerOf(ctx),
      pathId(ctx),
      pageQuery(ctx.state.input.query),
    );
  },
  async sendConversationMessage(ctx) {
    const { body } = ctx.state.input.body;
    ctx.status = 201;
    ctx.body = await sendVisitorMessage(ctx.state.em, ctx.state.store.id, ownerOf(ctx), pathId(ctx), body);
  },
};
