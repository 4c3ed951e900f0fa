import { startHarness, type Harness } from '../support/harness';
import { makeProduct, makeStore } from '../support/factories';
import { address, makeDiscount, makeRedemption, makeShippingZone, makeTaxRate } from '../support/storefront-factories';
import { newCartToken, publicClient } from '../support/http';
import { expectContract } from '../support/contract';
import { findOrCreateCart } from '../../src/cart/cart.repository';
import { quoteCart } from '../../src/cart/cart-quote.service';
import { execute, queryOne } from '../../src/db/sql';
import type { DomainError } from '../../src/shared/errors';
import { interleave } from '../support/interleave';

let h: Harness;
let store: Awaited<ReturnType<typeof makeStore>>;
let standard: string;
let express: string;
let parcel: string;

beforeAll(async () => {
  h = await startHarness();
  store = await makeStore(h.orm.em);
  const em = h.orm.em.fork();
  [standard, express] = await makeShippingZone(
    em,
    store.store.id,
    ['US'],
    [
      { name: 'Standard', kind: 'free_over', prices: { USD: 500 }, freeOver: { USD: 10000 }, minDays: 3, maxDays: 5 },
      { name: 'Express', kind: 'flat', prices: { USD: 1500 }, minDays: 1, maxDays: 2 },
    ],
  );
  [parcel] = await makeShippingZone(
    em,
    store.store.id,
    ['DE', 'FR'],
    [
      {
        name: 'Parcel',
        kind: 'weight',
        tiers: [
          { upToGrams: 1000, prices: { USD: 900 } },
          { upToGrams: 5000, prices: { USD: 1800 } },
        ],
      },
    ],
  );
  await makeTaxRate(em, store.store.id, 'US', 500);
  await makeTaxRate(em, store.store.id, 'US', 725, 'CA');
  await makeTaxRate(em, store.store.id, 'DE', 1900);
});
afterAll(() => h.close());

const em = () => h.orm.em.fork();
const visitor = () => publicClient(h.baseUrl, store.publishableKey, newCartToken());

async function cartWith(unitAmount = 2500, quantity = 2, stock = 10, weightGrams = 400) {
  const product = await makeProduct(em(), store.store.id, {
    variants: [{ prices: { USD: unitAmount, EUR: unitAmount }, stock, weightGrams }],
  });
  const cart = visitor();
  const added = await cart.post('/cart/items', { productId: product.id, quantity });
  expectContract('addCartItem', added, 200);
  return { cart, product, lineId: added.body.items[0].id as string };
}

describe('when a visitor changes or removes a line', () => {
  it('then a first add makes the cart with its line; a later add to it raises it and moves updatedAt', async () => {
    const { cart, product } = await cartWith(2500, 2);
    const first = (await cart.get('/cart')).body;
    expect([first.items.length, first.items[0].quantity, first.updatedAt]).toEqual([1, 2, first.createdAt]);
    const again = await cart.post('/cart/items', { productId: product.id, quantity: 3 });
    expectContract('addCartItem', again, 200);
    expect([again.body.id, again.body.items.length, again.body.items[0].quantity, again.body.total.amount]).toEqual([
      first.id,
      1,
      5,
      12500,
    ]);
    // In microseconds, as stored: the API shows milliseconds, and two quick requests can share one.
    expect(await queryOne(em(), 'SELECT updated_at > created_at AS moved FROM carts WHERE id = ?', [first.id])).toEqual(
      { moved: true },
    );
  });

  it('then the new quantity is kept and the totals follow', async () => {
    const { cart, lineId } = await cartWith(2500, 1);
    const res = await cart.patch(`/cart/items/${lineId}`, { quantity: 3 });
    expectContract('updateCartItem', res, 200);
    expect(res.body.items[0]).toMatchObject({
      quantity: 3,
      lineTotal: { amount: 7500, currency: 'USD', formatted: '$75.00' },
    });
    expect(res.body.total.amount).toBe(7500);
  });

  it('then more than is in stock answers 409 with what is available and the cart is left as it was', async () => {
    const { cart, lineId, product } = await cartWith(2500, 2, 4);
    const res = await cart.patch(`/cart/items/${lineId}`, { quantity: 5 });
    expectContract('updateCartItem', res, 409);
    expect(res.body.error).toMatchObject({
      code: 'cart_item_out_of_stock',
      details: { productId: product.id, requested: 5, available: 4 },
    });
    expect((await cart.get('/cart')).body.items[0].quantity).toBe(2);
  });

  it.each([[0], [-1], [1.5], [1000], ['2']])(
    'then quantity %p answers 400 validation_failed and the cart is left as it was',
    async (quantity) => {
      const { cart, lineId } = await cartWith(2500, 2);
      const res = await cart.patch(`/cart/items/${lineId}`, { quantity });
      expectContract('updateCartItem', res, 400);
      expect(res.body.error.code).toBe('validation_failed');
      expect((await cart.get('/cart')).body.items[0].quantity).toBe(2);
    },
  );

  it('then an unknown line, or a line of another cart, answers 404', async () => {
    const { lineId } = await cartWith();
    const other = visitor();
    expectContract('updateCartItem', await other.patch(`/cart/items/${lineId}`, { quantity: 1 }), 404);
    expectContract('removeCartItem', await other.delete('/cart/items/li_doesnotexist0000000000'), 404);
  });

  it('then lines keep the order they were added in, through changes and reads', async () => {
    const { cart, lineId, product } = await cartWith(2500, 1);
    const [second, third] = [await makeProduct(em(), store.store.id), await makeProduct(em(), store.store.id)];
    await cart.post('/cart/items', { productId: second.id });
    await cart.post('/cart/items', { productId: third.id });
    const changed = await cart.patch(`/cart/items/${lineId}`, { quantity: 3 });
    const order = [product.id, second.id, third.id];
    expect(changed.body.items.map((i: { productId: string }) => i.productId)).toEqual(order);
    expect((await cart.get('/cart')).body.items.map((i: { productId: string }) => i.productId)).toEqual(order);
  });

  it('then removing a line leaves the others', async () => {
    const { cart, lineId } = await cartWith();
    const second = await makeProduct(em(), store.store.id);
    await cart.post('/cart/items', { productId: second.id });
    const res = await cart.delete(`/cart/items/${lineId}`);
    expectContract('removeCartItem', res, 200);
    expect(res.body.items.map((i: { productId: string }) => i.productId)).toEqual([second.id]);
  });
});

describe('when a visitor adds something that cannot be added', () => {
  it('then a variant of another product, or none for a product with options, answers its code, no change', async () => {
    const cart = visitor();
    const plain = await makeProduct(em(), store.store.id);
    const withOptions = await makeProduct(em(), store.store.id, {
      options: [{ name: 'Size', values: ['S', 'M'] }],
      variants: [{ optionValues: { Size: 'S' } }, { optionValues: { Size: 'M' } }],
    });
    const foreignVariant = await cart.post('/cart/items', {
      productId: plain.id,
      variantId: withOptions.variantIds[0],
    });
    expectContract('addCartItem', foreignVariant, 404);
    const missing = await cart.post('/cart/items', { productId: withOptions.id });
    expectContract('addCartItem', missing, 400);
    expect(missing.body.error.details[0].field).toBe('body.variantId');
    for (const quantity of [0, -2, 2.5, 1000])
      expectContract('addCartItem', await cart.post('/cart/items', { productId: plain.id, quantity }), 400);
    expect((await cart.get('/cart')).body.items).toEqual([]);
  });

  it('then units adding up past 999 on one line answer 400 and the line and the cart keep their state', async () => {
    const { cart, product } = await cartWith(100, 600, 5000);
    const before = (await cart.get('/cart')).body;
    const res = await cart.post('/cart/items', { productId: product.id, quantity: 400 });
    expectContract('addCartItem', res, 400);
    expect(res.body.error).toMatchObject({
      code: 'validation_failed',
      details: [{ field: 'body.quantity', code: 'maximum' }],
    });
    expect(res.body.error.message).toContain('it would hold 1000');
    const after = (await cart.get('/cart')).body;
    expect([after.items[0].quantity, after.updatedAt]).toEqual([600, before.updatedAt]);
    expect((await cart.post('/cart/items', { productId: product.id, quantity: 399 })).body.items[0].quantity).toBe(999);
  });

  it('then a 101st different item answers 400, while more of an item already in the cart is still added', async () => {
    const product = await makeProduct(em(), store.store.id, { variants: Array.from({ length: 101 }, () => ({})) });
    const cart = visitor();
    const first = await cart.post('/cart/items', { productId: product.id, variantId: product.variantIds[0] });
    await execute(
      em(),
      `INSERT INTO cart_lines (id, cart_id, product_id, variant_id, quantity)
       SELECT 'li_fill' || n, ?, ?, (?::text[])[n], 1 FROM generate_series(2, 100) n`,
      [first.body.id, product.id, `{${product.variantIds.join(',')}}`],
    );
    const refused = await cart.post('/cart/items', { productId: product.id, variantId: product.variantIds[100] });
    expectContract('addCartItem', refused, 400);
    expect(refused.body.error).toMatchObject({
      code: 'validation_failed',
      message: 'A cart holds at most 100 different items.',
    });
    const more = await cart.post('/cart/items', { productId: product.id, variantId: product.variantIds[99] });
    expect([more.status, more.body.items.length, more.body.itemCount]).toEqual([200, 100, 101]);
  });

  it('then a product without a price in the cart currency answers 400 currency_not_supported', async () => {
    const euroOnly = await makeProduct(em(), store.store.id, { variants: [{ prices: { EUR: 900 } }] });
    const cart = visitor();
    const res = await cart.post('/cart/items', { productId: euroOnly.id });
    expectContract('addCartItem', res, 400);
    expect(res.body.error).toMatchObject({
      code: 'currency_not_supported',
      message: 'This product has no price in USD.',
    });
    expect((await cart.get('/cart')).body.items).toEqual([]);
  });

  it('then an unknown or draft product, with or without variant, answers 404; the new cart stays empty', async () => {
    const draft = await makeProduct(em(), store.store.id, { status: 'draft' });
    const cart = visitor();
    for (const body of [
      { productId: 'prod_doesnotexist000000000000' },
      { productId: draft.id },
      { productId: draft.id, variantId: draft.variantIds[0] },
    ]) {
      const res = await cart.post('/cart/items', body);
      expectContract('addCartItem', res, 404);
      expect(res.body.error).toMatchObject({ code: 'resource_not_found' });
      expect(res.body.error.message).toContain(body.productId);
    }
    const shown = (await cart.get('/cart')).body;
    expect([shown.items, shown.updatedAt]).toEqual([[], shown.createdAt]);
  });

  it('then a line whose product was taken off sale cannot be raised but can still be removed', async () => {
    const { cart, product, lineId } = await cartWith(2500, 1);
    await execute(em(), `UPDATE products SET status = 'archived' WHERE id = ?`, [product.id]);
    const raised = await cart.patch(`/cart/items/${lineId}`, { quantity: 2 });
    expectContract('updateCartItem', raised, 404);
    expect(raised.body.error.message).toContain(product.id);
    const removed = await cart.delete(`/cart/items/${lineId}`);
    expect([removed.status, removed.body.items]).toEqual([200, []]);
  });
});

describe('when the cart is being checked out', () => {
  it('then adding, changing and removing lines answer 409 cart_not_open and change nothing', async () => {
    const { cart, product, lineId } = await cartWith(2500, 1);
    const cartId = (await cart.get('/cart')).body.id;
    await execute(em(), `UPDATE carts SET status = 'checking_out' WHERE id = ?`, [cartId]);
    const attempts = [
      ['addCartItem', await cart.post('/cart/items', { productId: product.id })],
      ['updateCartItem', await cart.patch(`/cart/items/${lineId}`, { quantity: 2 })],
      ['removeCartItem', await cart.delete(`/cart/items/${lineId}`)],
    ] as const;
    for (const [operation, res] of attempts) {
      expectContract(operation, res, 409);
      expect(res.body.error).toMatchObject({ code: 'cart_not_open', details: { currentState: 'checking_out' } });
    }
    expect((await cart.get('/cart')).body.items.map((i: { quantity: number }) => i.quantity)).toEqual([1]);
  });
});

describe('when a visitor applies a discount code', () => {
  it('then a percentage code (any case) is allocated and shown, and removing it restores the totals', async () => {
    await makeDiscount(em(), store.store.id, { code: 'TENOFF', type: 'percentage', value: 10 });
    const { cart } = await cartWith(3333, 3);
    const res = await cart.put('/cart/discount', { code: 'tenoff' });
    expectContract('applyCartDiscount', res, 200);
    expect(res.body.discount).toEqual({ code: 'TENOFF', type: 'percentage', value: 10 });
    expect([res.body.subtotal.amount, res.body.discountTotal.amount, res.body.total.amount]).toEqual([
      9999, 1000, 8999,
    ]);
    const removed = await cart.delete('/cart/discount');
    expectContract('removeCartDiscount', removed, 200);
    expect([removed.body.discount, removed.body.discountTotal.amount, removed.body.total.amount]).toEqual([
      null,
      0,
      9999,
    ]);
  });

  it('then a fixed amount never takes the subtotal below zero', async () => {
    await makeDiscount(em(), store.store.id, {
      code: 'BIGFIXED',
      type: 'fixed_amount',
      value: 100000,
      currency: 'USD',
    });
    const { cart } = await cartWith(2500, 2);
    const res = await cart.put('/cart/discount', { code: 'BIGFIXED' });
    expectContract('applyCartDiscount', res, 200);
    expect([res.body.discountTotal.amount, res.body.total.amount]).toEqual([5000, 0]);
  });

  it.each([
    ['not_found', 'NOSUCHCODE', {}],
    ['expired', 'OLDCODE', { endsAt: new Date(Date.now() - 60_000) }],
    ['not_started', 'SOONCODE', { startsAt: new Date(Date.now() + 3_600_000) }],
    ['usage_limit_reached', 'USEDUP', { usageLimit: 5, usageCount: 5 }],
    ['minimum_not_met', 'BIGSPEND', { minimumSubtotal: 100000 }],
  ])(
    'then a code that is %s answers 422 with that reason and the cart is left as it was',
    async (reason, code, extra) => {
      if (reason !== 'not_found')
        await makeDiscount(em(), store.store.id, { code, type: 'percentage', value: 20, ...extra });
      const { cart } = await cartWith();
      const before = (await cart.get('/cart')).body;
      const res = await cart.put('/cart/discount', { code });
      expectContract('applyCartDiscount', res, 422);
      expect(res.body.error).toMatchObject({ code: 'discount_code_invalid', details: { reason } });
      const after = (await cart.get('/cart')).body;
      expect([after.discount, after.total, after.updatedAt]).toEqual([before.discount, before.total, before.updatedAt]);
    },
  );

  it('then a code this customer already used up answers usage_limit_reached', async () => {
    const id = await makeDiscount(em(), store.store.id, {
      code: 'ONCEEACH',
      type: 'percentage',
      value: 5,
      usageLimitPerCustomer: 1,
    });
    await makeRedemption(em(), id, 'Repeat@Example.com');
    const { cart } = await cartWith();
    expectContract('saveCheckoutDetails', await cart.patch('/cart/checkout', { email: 'repeat@example.com' }), 200);
    const res = await cart.put('/cart/discount', { code: 'ONCEEACH' });
    expect(res.body.error).toMatchObject({ code: 'discount_code_invalid', details: { reason: 'usage_limit_reached' } });
  });
});

describe('when a visitor saves checkout details', () => {
  it('then a partial save keeps what was saved before', async () => {
    const { cart } = await cartWith();
    const first = await cart.patch('/cart/checkout', { email: 'ada@example.com', shippingAddress: address() });
    expectContract('saveCheckoutDetails', first, 200);
    const second = await cart.patch('/cart/checkout', { note: 'Leave at the door' });
    expectContract('saveCheckoutDetails', second, 200);
    expect(second.body).toMatchObject({
      email: 'ada@example.com',
      shippingAddress: address(),
      billingAddress: null,
      note: 'Leave at the door',
    });
  });

  it('then an address the store does not ship to, a bad e-mail or an empty body is refused, not saved', async () => {
    const { cart } = await cartWith();
    await cart.patch('/cart/checkout', { email: 'keep@example.com' });
    const nowhere = await cart.patch('/cart/checkout', {
      email: 'other@example.com',
      shippingAddress: address('JP', 'Tokyo'),
    });
    expectContract('saveCheckoutDetails', nowhere, 422);
    expect(nowhere.body.error).toMatchObject({ code: 'shipping_option_unavailable', details: { country: 'JP' } });
    expectContract('saveCheckoutDetails', await cart.patch('/cart/checkout', { email: 'not-an-email' }), 400);
    expectContract('saveCheckoutDetails', await cart.patch('/cart/checkout', {}), 400);
    expectContract(
      'saveCheckoutDetails',
      await cart.patch('/cart/checkout', { shippingAddress: { country: 'US' } }),
      400,
    );
    const after = (await cart.get('/cart')).body;
    expect([after.email, after.shippingAddress]).toEqual(['keep@example.com', null]);
  });
});

describe('when a visitor picks shipping', () => {
  it('then without an address the options answer 422 shipping_address_required', async () => {
    const { cart } = await cartWith();
    const res = await cart.get('/cart/shipping-options');
    expectContract('listCartShippingOptions', res, 422);
    expect(res.body.error.code).toBe('shipping_address_required');
    expect((await cart.put('/cart/shipping', { optionId: standard })).body.error.code).toBe(
      'shipping_address_required',
    );
  });

  it('then the options of the address are priced for the cart; the chosen one is added with regional tax', async () => {
    const { cart } = await cartWith(2500, 2);
    await cart.patch('/cart/checkout', { shippingAddress: address('US', 'CA') });
    const options = await cart.get('/cart/shipping-options');
    expectContract('listCartShippingOptions', options, 200);
    expect(options.body.data.map((o: { id: string; price: { amount: number } }) => [o.id, o.price.amount])).toEqual([
      [standard, 500],
      [express, 1500],
    ]);
    const chosen = await cart.put('/cart/shipping', { optionId: express });
    expectContract('chooseCartShipping', chosen, 200);
    expect(chosen.body.shippingOption).toMatchObject({ id: express, name: 'Express', price: { amount: 1500 } });
    // 5000 subtotal, 7.25% CA tax = 362.5 -> 363 (half up), plus 1500 shipping.
    expect([chosen.body.taxTotal.amount, chosen.body.shippingTotal.amount, chosen.body.total.amount]).toEqual([
      363, 1500, 6863,
    ]);
  });

  it('then free-over shipping is free above its threshold and weight tiers follow the parcel weight', async () => {
    const { cart } = await cartWith(6000, 2, 10, 800);
    await cart.patch('/cart/checkout', { shippingAddress: address('US', 'NY') });
    expect((await cart.get('/cart/shipping-options')).body.data[0].price.amount).toBe(0);
    await cart.patch('/cart/checkout', { shippingAddress: address('DE', 'BE') });
    const parcelRate = (await cart.get('/cart/shipping-options')).body.data;
    expect(parcelRate.map((o: { id: string; price: { amount: number } }) => [o.id, o.price.amount])).toEqual([
      [parcel, 1800],
    ]);
  });

  it('then an option of another zone answers 422 shipping_option_unavailable; a moved address drops it', async () => {
    const { cart } = await cartWith();
    await cart.patch('/cart/checkout', { shippingAddress: address('US', 'CA') });
    const wrong = await cart.put('/cart/shipping', { optionId: parcel });
    expectContract('chooseCartShipping', wrong, 422);
    expect(wrong.body.error.code).toBe('shipping_option_unavailable');
    await cart.put('/cart/shipping', { optionId: express });
    const moved = await cart.patch('/cart/checkout', { shippingAddress: address('DE', 'BE') });
    expect([moved.body.shippingOption, moved.body.shippingTotal.amount]).toEqual([null, 0]);
    expect(moved.body.taxTotal.amount).toBe(950);
  });

  it('then a free-shipping code zeroes the shipping', async () => {
    await makeDiscount(em(), store.store.id, { code: 'SHIPFREE', type: 'free_shipping' });
    const { cart } = await cartWith();
    await cart.patch('/cart/checkout', { shippingAddress: address('US', 'CA') });
    await cart.put('/cart/shipping', { optionId: express });
    const res = await cart.put('/cart/discount', { code: 'SHIPFREE' });
    expect([res.body.shippingTotal.amount, res.body.discountTotal.amount]).toEqual([0, 0]);
  });
});

describe('when a visitor asks for an estimate', () => {
  it('then tax and the cheapest shipping for the place are shown without changing the cart', async () => {
    const { cart } = await cartWith(2500, 2);
    const res = await cart.post('/cart/estimate', { shippingAddress: { country: 'us', region: 'CA' } });
    expectContract('estimateCart', res, 200);
    expect(res.body).toMatchObject({
      country: 'US',
      taxRateBasisPoints: 725,
      shippingOption: { id: standard },
      shippingTotal: { amount: 500 },
      taxTotal: { amount: 363 },
      total: { amount: 5863 },
    });
    expect(res.body.shippingOptions).toHaveLength(2);
    const after = (await cart.get('/cart')).body;
    expect([after.shippingAddress, after.taxTotal.amount]).toEqual([null, 0]);
  });

  it('then a place the store does not ship to answers 422, no place at all shipping_address_required', async () => {
    const { cart } = await cartWith();
    const nowhere = await cart.post('/cart/estimate', { shippingAddress: { country: 'JP' } });
    expectContract('estimateCart', nowhere, 422);
    expect(nowhere.body.error.code).toBe('shipping_option_unavailable');
    expect((await cart.post('/cart/estimate', {})).body.error.code).toBe('shipping_address_required');
  });
});

describe('when a store prices tax-inclusive', () => {
  it('then the tax is extracted from the prices and not added to the total', async () => {
    const inclusive = await makeStore(h.orm.em);
    await execute(em(), 'UPDATE stores SET tax_inclusive = true WHERE id = ?', [inclusive.store.id]);
    await makeShippingZone(em(), inclusive.store.id, ['DE'], [{ name: 'Flat', kind: 'flat', prices: { USD: 0 } }]);
    await makeTaxRate(em(), inclusive.store.id, 'DE', 1900);
    const product = await makeProduct(em(), inclusive.store.id, { variants: [{ prices: { USD: 11900 } }] });
    const cart = publicClient(h.baseUrl, inclusive.publishableKey, newCartToken());
    await cart.post('/cart/items', { productId: product.id });
    const res = await cart.patch('/cart/checkout', { shippingAddress: address('DE', 'BE') });
    expect([res.body.taxInclusive, res.body.taxTotal.amount, res.body.total.amount]).toEqual([true, 1900, 11900]);
  });
});

describe('when two requests change one cart at the same time', () => {
  it('then neither change is lost', async () => {
    const { cart, lineId } = await cartWith(1000, 1);
    const other = await makeProduct(em(), store.store.id);
    await makeDiscount(em(), store.store.id, { code: 'RACE5', type: 'percentage', value: 5 });
    const results = await Promise.all([
      cart.patch(`/cart/items/${lineId}`, { quantity: 4 }),
      cart.post('/cart/items', { productId: other.id, quantity: 2 }),
      cart.patch('/cart/checkout', { email: 'race@example.com' }),
      cart.put('/cart/discount', { code: 'RACE5' }),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const after = (await cart.get('/cart')).body;
    expect(after.items.map((i: { quantity: number }) => i.quantity)).toEqual([4, 2]);
    expect([after.email, after.discount?.code]).toEqual(['race@example.com', 'RACE5']);
  });
});

describe('when a cart change deadlocks with another transaction', () => {
  it('then a request PostgreSQL stops answers 503 service_unavailable, Retry-After; the cart stays', async () => {
    const { cart } = await cartWith(2500, 1);
    const cartId = (await cart.get('/cart')).body.id as string;
    const other = await makeProduct(em(), store.store.id);
    // The add locks its cart, then waits for the variant to check the new line's key; the cart is what this
    // transaction asks for next. The add, waiting first, is the one PostgreSQL stops.
    const stopped = await interleave(
      h.config.databaseUrl,
      (db) => db.query('SELECT 1 FROM variants WHERE id = $1 FOR UPDATE', [other.variantIds[0]]),
      () => cart.post('/cart/items', { productId: other.id, quantity: 1 }),
      (db) => db.query('SELECT 1 FROM carts WHERE id = $1 FOR UPDATE', [cartId]),
    );
    expect([stopped.status, stopped.body.error.code, stopped.headers.get('retry-after')]).toEqual([
      503,
      'service_unavailable',
      '1',
    ]);
    expect((await cart.get('/cart')).body.items).toHaveLength(1);
  });
});

describe('when checkout recomputes the cart (quoteCart in checkout mode)', () => {
  async function storedCart(token: string) {
    return findOrCreateCart(em(), store.store.id, token, 'USD');
  }

  it('then a code no longer applying, a missing address or an unavailable option throws its error', async () => {
    const token = newCartToken();
    const cart = publicClient(h.baseUrl, store.publishableKey, token);
    const product = await makeProduct(em(), store.store.id);
    await cart.post('/cart/items', { productId: product.id });
    const failure = (p: Promise<unknown>) =>
      p.then(
        () => undefined,
        (e: DomainError) => [e.code, e.details],
      );
    const row = await storedCart(token);
    expect(await failure(quoteCart(em(), store.store, row, 'checkout'))).toEqual([
      'shipping_address_required',
      undefined,
    ]);
    await cart.patch('/cart/checkout', { shippingAddress: address('US', 'CA') });
    await cart.put('/cart/shipping', { optionId: standard });
    const discountId = await makeDiscount(em(), store.store.id, { code: 'VANISH', type: 'percentage', value: 50 });
    await cart.put('/cart/discount', { code: 'VANISH' });
    const ready = await quoteCart(em(), store.store, await storedCart(token), 'checkout');
    expect([ready.discountTotal, ready.shippingTotal, ready.taxRateBasisPoints]).toEqual([1250, 500, 725]);
    await execute(em(), "UPDATE discounts SET ends_at = now() - interval '1 minute' WHERE id = ?", [discountId]);
    expect(await failure(quoteCart(em(), store.store, await storedCart(token), 'checkout'))).toEqual([
      'discount_code_invalid',
      { reason: 'expired' },
    ]);
    const shown = await quoteCart(em(), store.store, await storedCart(token), 'display');
    expect([shown.discount, shown.discountTotal]).toEqual([null, 0]);
    await execute(em(), 'UPDATE shipping_options SET active = false WHERE id = ?', [standard]);
    await execute(em(), 'UPDATE carts SET discount_code = NULL WHERE token = ?', [token]);
    expect(await failure(quoteCart(em(), store.store, await storedCart(token), 'checkout'))).toEqual([
      'shipping_option_unavailable',
      { optionId: standard },
    ]);
    await execute(em(), 'UPDATE shipping_options SET active = true WHERE id = ?', [standard]);
  });
});
