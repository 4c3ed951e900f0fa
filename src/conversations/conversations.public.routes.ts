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
import { findCustomer } from '../customers/accounts.repository';

const ownerOf = (ctx: ApiContext): VisitorOwner => ({
  customerId: ctx.state.customerId,
  cartToken: ctx.state.cartToken,
});

/** A signed-in customer's e-mail stands in when the visitor gives none, so staff can always answer by mail. */
async function signedInEmail(ctx: ApiContext): Promise<string | undefined> {
  if (!ctx.state.customerId) return undefined;
  return (await findCustomer(ctx.state.em, ctx.state.store.id, ctx.state.customerId))?.email;
}

export const conversationsPublicHandlers: Handlers = {
  async openConversation(ctx) {
    const input = ctx.state.input.body;
    const email = input.email ?? (await signedInEmail(ctx));
    ctx.status = 201;
    ctx.body = await openConversation(ctx.state.em, ctx.state.store.id, ownerOf(ctx), { ...input, email });
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
