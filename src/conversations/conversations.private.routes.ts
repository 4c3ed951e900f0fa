import type { ApiContext, Handlers } from '../http/context';
import { closeForStaff, getConversationForStaff, listConversationsForStaff, listMessagesForStaff, replyAsStaff, type PageQuery } from './conversations.service';

const idOf = (ctx: ApiContext) => ctx.state.input.params.id as string;

export const conversationsPrivateHandlers: Handlers = {
  async adminListConversations(ctx) {
    ctx.body = await listConversationsForStaff(ctx.state.em, ctx.state.cursors, ctx.state.store.id, ctx.state.input.query as unknown as PageQuery & { status?: string });
  },
  async adminGetConversation(ctx) {
    ctx.body = await getConversationForStaff(ctx.state.em, ctx.state.store.id, idOf(ctx));
  },
  async adminListConversationMessages(ctx) {
    ctx.body = await listMessagesForStaff(ctx.state.em, ctx.state.cursors, ctx.state.store.id, idOf(ctx), ctx.state.input.query as unknown as PageQuery);
  },
  async adminReplyToConversation(ctx) {
    ctx.status = 201;
    ctx.body = await replyAsStaff(ctx.state.em, ctx.state.store.id, idOf(ctx), ctx.state.input.body as { body: string; authorName?: string });
  },
  async adminCloseConversation(ctx) {
    ctx.body = await closeForStaff(ctx.state.em, ctx.state.store.id, idOf(ctx));
  },
};
