import type { Middleware } from 'koa';
import type { ApiState } from '../http/context';
import type { Requirement } from '../http/openapi';
import { findLiveSessionWithEmail } from './customer-sessions.repository';
import { sessionInvalid } from './customer-session.errors';

declare module '../http/context' {
  interface ApiState {
    /** The signed-in shopper and their live session, on operations that take X-Customer-Session. */
    customerId?: string;
    /** The signed-in shopper's account address (a cart of no shopper takes it for recovery mails). */
    customerEmail?: string | null;
    customerSessionToken?: string;
    customerSessionId?: string;
    customerSessionExpiresAt?: string;
  }
}

/**
 * X-Customer-Session for operations that declare it: required ones answer 401 session_invalid without a
 * live session; optional ones treat a dead session as a visitor who is not signed in.
 */
export function customerSession(requirement: Exclude<Requirement, 'none'>): Middleware<ApiState> {
  return async (ctx, next) => {
    const token = ctx.get('X-Customer-Session');
    const session = token
      ? await findLiveSessionWithEmail(
          ctx.state.em,
          ctx.state.store.id,
          token,
          ctx.state.deps.config.customerSessionIdleSeconds,
        )
      : undefined;
    if (!session && requirement === 'required') throw sessionInvalid();
    if (session) {
      ctx.state.customerId = session.customerId;
      ctx.state.customerEmail = session.email;
      ctx.state.customerSessionToken = token;
      ctx.state.customerSessionId = session.id;
      ctx.state.customerSessionExpiresAt = session.expiresAt;
    }
    await next();
  };
}
