import type { Middleware } from 'koa';
import { DomainError } from '../shared/errors';
import type { ApiState } from '../http/context';

declare module '../http/context' {
  interface ApiState {
    /** The visitor's X-Cart-Token, checked, on operations that take one. */
    cartToken?: string;
  }
}

const CART_TOKEN = /^[A-Za-z0-9_-]{16,128}$/;

/**
 * Cart endpoints need the visitor's X-Cart-Token; where it is optional, a sent one must still be valid.
 */
export function cartTokenCheck(required = true): Middleware<ApiState> {
  return async (ctx, next) => {
    const token = ctx.get('X-Cart-Token');
    if (!token && !required) return next();
    if (!token)
      throw new DomainError('cart_token_required', "Send the visitor's cart token in the X-Cart-Token header.");
    if (!CART_TOKEN.test(token)) {
      throw new DomainError(
        'invalid_cart_token',
        'X-Cart-Token must be 16 to 128 characters of A-Z, a-z, 0-9, "_" or "-".',
      );
    }
    ctx.state.cartToken = token;
    await next();
  };
}
