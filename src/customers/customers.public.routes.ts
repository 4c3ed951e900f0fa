import type { EntityManager } from '@mikro-orm/postgresql';
import type { ApiContext, Handler, Handlers } from '../http/context';
import type { Store } from '../stores/store.entity';
import { limitCustomerAuth } from './auth-rate-limit.middleware';
import type { CustomerSignInMail } from './sign-in-mail.port';
import { LINK_REQUESTED } from './accounts.presenter';
import { revokeSession } from './customer-sessions.repository';
import {
  checkAccount,
  createAccount,
  getAccount,
  requestSignInLink,
  updateAccount,
  verifySignIn,
  type CreateAccountInput,
} from './accounts.service';
import { getOrderOfCustomer, listOrdersOfCustomer } from '../orders/customer-orders.service';
import { pageQuery } from '../shared/pagination';
import { pathId } from '../http/path-id';

/** Set by the session middleware on operations that require X-Customer-Session. */
const signedInCustomer = (ctx: ApiContext) => ctx.state.customerId as string;

/** Sign-in and sign-up both answer 202 with one fixed body, whatever the address, after the hard rate limit. */
function answerLinkRequested<Id extends 'requestCustomerAuthLink' | 'createCustomer'>(
  mail: CustomerSignInMail,
  action: (mail: CustomerSignInMail, em: EntityManager, store: Store, input: CreateAccountInput) => Promise<void>,
): Handler<Id> {
  return async (ctx) => {
    const input = ctx.state.input.body;
    await limitCustomerAuth(ctx, input.email);
    await action(mail, ctx.state.em, ctx.state.store, input);
    ctx.status = 202;
    ctx.body = LINK_REQUESTED;
  };
}

/** The storefront's account operations; sign-in links go out through the durable mail port. */
export const customersPublicHandlers = (mail: CustomerSignInMail): Handlers => ({
  async checkCustomer(ctx) {
    const { email } = ctx.state.input.body;
    await limitCustomerAuth(ctx, email);
    ctx.body = await checkAccount(ctx.state.em, ctx.state.store.id, email);
  },
  requestCustomerAuthLink: answerLinkRequested(mail, requestSignInLink),
  createCustomer: answerLinkRequested(mail, createAccount),
  async verifyCustomer(ctx) {
    const { token } = ctx.state.input.body;
    await limitCustomerAuth(ctx);
    ctx.body = await verifySignIn(ctx.state.deps.config, ctx.state.em, ctx.state.store, token, ctx.state.cartToken);
  },
  async getCustomerStatus(ctx) {
    const { customerId, customerSessionExpiresAt } = ctx.state;
    ctx.body = customerId
      ? {
          signedIn: true,
          customer: await getAccount(ctx.state.em, ctx.state.store.id, customerId),
          expiresAt: customerSessionExpiresAt,
        }
      : { signedIn: false };
  },
  async getCurrentCustomer(ctx) {
    ctx.body = await getAccount(ctx.state.em, ctx.state.store.id, signedInCustomer(ctx));
  },
  async updateCurrentCustomer(ctx) {
    ctx.body = await updateAccount(ctx.state.em, ctx.state.store.id, signedInCustomer(ctx), ctx.state.input.body);
  },
  async listCurrentCustomerOrders(ctx) {
    ctx.body = await listOrdersOfCustomer(
      ctx.state.em,
      ctx.state.cursors,
      ctx.state.store,
      signedInCustomer(ctx),
      pageQuery(ctx.state.input.query),
    );
  },
  async getCurrentCustomerOrder(ctx) {
    ctx.body = await getOrderOfCustomer(ctx.state.em, ctx.state.store, signedInCustomer(ctx), pathId(ctx));
  },
  async logoutCustomer(ctx) {
    await revokeSession(ctx.state.em, ctx.state.customerSessionId as string);
    ctx.status = 204;
  },
});
