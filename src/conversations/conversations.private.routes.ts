import type { Handlers } from '../http/context';
import {
  closeForStaff,
  getConversationForStaff,
  listConversationsForStaff,
  listMessagesForStaff,
  replyAsStaff,
} from './conversations.service';
import { pageQuery } from '../shared/pagination';
import { pathId } from '../http/path-id';

export const conversationsPrivateHandlers: Handlers = {
  async adminListConversations(ctx) {
    ctx.body = await listConversationsForStaff(ctx.state.em, ctx.state.cursors, ctx.state.store.id, {
      ...pageQuery(ctx.state.input.query),
      status: ctx.state.input.query.status,
    });
  },
  async adminGetConversation(ctx) {
    ctx.body = await getConversationForStaff(ctx.state.em, ctx.state.store.id, pathId(ctx));
  },
  async adminListConversationMessages(ctx) {
    ctx.body = await listMessagesForStaff(
      ctx.state.em,
      ctx.state.cursors,
      ctx.state.store.id,
      pathId(ctx),
      pageQuery(ctx.state.input.query),
    );
  },
  async adminReplyToConversation(ctx) {
    ctx.status = 201;
    ctx.body = await replyAsStaff(ctx.state.em, ctx.state.store.id, pathId(ctx), ctx.state.input.body);
  },
  async adminCloseConversation(ctx) {
    ctx.body = await closeForStaff(ctx.state.em, ctx.state.store.id, pathId(ctx));
  },
};
