import type { Handler, Handlers } from '../../src/http/context';
import { registeredHandlers } from '../support/handler-registry';

/**
 * The handler registry types each handler's input from openapi.json by its operationId. The type checks below run
 * in `npm test`'s typecheck: a `@ts-expect-error` that no longer finds its error fails it.
 */
const addCartItem: Handler<'addCartItem'> = async (ctx) => {
  const quantity: number = ctx.state.input.body.quantity;
  const productId: string = ctx.state.input.body.productId;
  // @ts-expect-error openapi.json declares no such field
  void ctx.state.input.body.price;
  ctx.body = { quantity, productId };
};

const listProducts: Handler<'listProducts'> = async (ctx) => {
  // The validator fills in defaults, so `limit` is always there.
  const limit: number = ctx.state.input.query.limit;
  // @ts-expect-error a query value is optional unless it has a default
  const q: string = ctx.state.input.query.q;
  ctx.body = { limit, q };
};

const handlers = registeredHandlers();

// @ts-expect-error a handler typed for one operation cannot stand for another
const mismatched: Handlers = { getCart: addCartItem };

describe('when handlers are registered by operationId', () => {
  it('then the registry holds a function for each and the typed handlers above are real handlers', () => {
    expect(Object.values(handlers).every((handler) => typeof handler === 'function')).toBe(true);
    expect([addCartItem, listProducts, mismatched.getCart].every((handler) => typeof handler === 'function')).toBe(
      true,
    );
  });
});
