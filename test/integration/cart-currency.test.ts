import { startHarness, type Harness } from '../support/harness';
import { expectContract } from '../support/contract';
import { publicClient } from '../support/http';
import { makeProduct } from '../support/factories';
import { randomUUID } from 'node:crypto';
import {
  admin,
  makeCheckoutStore,
  makeReadyCart,
  submit,
  submitSettled,
  type CheckoutStore,
} from '../support/checkout-factories';

// The shopper's choice of currency (issue 44): PATCH /cart { currency } re-prices the cart from the catalogue.
let h: Harness;
let store: CheckoutStore;

beforeAll(async () => {
  h = await startHarness({ worker: true });
  store = await makeCheckoutStore(h.orm.em.fork());
});
afterAll(() => h.close());

const em = () => h.orm.em.fork();
const api = (token: string) => publicClient(h.baseUrl, store.publishableKey, token);

/** A ready cart (address, shipping) of two units of a product priced in both of the store's currencies. */
async function cartInBoth(prices: Record<string, number> = { USD: 2500, EUR: 2300 }) {
  const product = await makeProduct(em(), store.storeId, { variants: [{ stock: 10, prices }] });
  return makeReadyCart(em(), store, [{ productId: product.id, variantId: product.variantIds[0], quantity: 2 }]);
}

describe('when a shopper switches the cart to another of the store currencies', () => {
  it('then lines, shipping and totals are priced in it, back again in the first, and the order is in it', async () => {
    const { token } = await cartInBoth();
    const before = await api(token).get('/cart');
    expect(before.body).toMatchObject({ currency: 'USD', subtotal: { amount: 5000, currency: 'USD' } });

    const euros = await api(token).patch('/cart', { currency: 'EUR' });
    expectContract('updateCart', euros, 200);
    expect(euros.body).toMatchObject({
      currency: 'EUR',
      items: [{ unitPrice: { amount: 2300, currency: 'EUR' }, lineTotal: { amount: 4600, currency: 'EUR' } }],
      subtotal: { amount: 4600, currency: 'EUR' },
      shippingTotal: { amount: 450, currency: 'EUR' },
    });
    expect(euros.body.total.currency).toBe('EUR');
    expect(euros.body.updatedAt).not.toBe(before.body.updatedAt);
    // The same currency again changes nothing.
    const same = await api(token).patch('/cart', { currency: 'EUR' });
    expectContract('updateCart', same, 200);
    expect(same.body.total).toEqual(euros.body.total);
    expect((await api(token).get('/cart/checkout')).body.total).toMatchObject({ currency: 'EUR' });

    const back = await api(token).patch('/cart', { currency: 'USD' });
    expectContract('updateCart', back, 200);
    expect(back.body.total).toEqual(before.body.total);

    expectContract('updateCart', await api(token).patch('/cart', { currency: 'EUR' }), 200);
    const order = await submitSettled(h.baseUrl, store, token, { paymentMethod: 'card', paymentToken: 'tok_visa' });
    expectContract('submitCheckout', order, 201);
    expect(order.body.total).toEqual(euros.body.total);
  });
});

describe('when a gift card is applied to the cart and the shopper switches currency', () => {
  it('then the card stays applied, pays nothing in the other currency and pays again once switched back', async () => {
    const { token } = await cartInBoth();
    const card = await admin(h.baseUrl, store).post(
      '/gift-cards',
      { currency: 'USD', amount: 1000 },
      { headers: { 'idempotency-key': randomUUID() } },
    );
    expectContract('adminIssueGiftCard', card, 201);
    expectContract('applyCartGiftCard', await api(token).post('/cart/gift-cards', { code: card.body.code }), 200);
    const applied = (await api(token).get('/cart/checkout')).body.appliedBalances;
    expect(applied).toMatchObject([{ type: 'gift_card', amount: { amount: 1000 }, unusableReason: null }]);

    expectContract('updateCart', await api(token).patch('/cart', { currency: 'EUR' }), 200);
    const inEuros = await api(token).get('/cart/checkout');
    expectContract('getCheckout', inEuros, 200);
    expect(inEuros.body.appliedBalances).toMatchObject([{ amount: { amount: 0 }, unusableReason: 'currency' }]);
    expect(inEuros.body.amountDue).toEqual(inEuros.body.total);

    expectContract('updateCart', await api(token).patch('/cart', { currency: 'USD' }), 200);
    const back = (await api(token).get('/cart/checkout')).body;
    expect(back.appliedBalances).toMatchObject([{ amount: { amount: 1000 }, unusableReason: null }]);
  });
});

describe('when the switch cannot be made', () => {
  it('then a line without a price in that currency refuses it (400, the line named) and the cart stays', async () => {
    const { token } = await cartInBoth({ USD: 2500 });
    const lineId = (await api(token).get('/cart')).body.items[0].id;
    const refused = await api(token).patch('/cart', { currency: 'EUR' });
    expectContract('updateCart', refused, 400);
    expect(refused.body.error).toMatchObject({
      code: 'currency_not_supported',
      details: [{ field: `items.${lineId}`, code: 'no_price' }],
    });
    expect((await api(token).get('/cart')).body).toMatchObject({ currency: 'USD', subtotal: { amount: 5000 } });
  });

  it('then a currency the store does not take is refused (400), and a malformed one fails validation', async () => {
    const { token } = await cartInBoth();
    const foreign = await api(token).patch('/cart', { currency: 'JPY' });
    expectContract('updateCart', foreign, 400);
    expect(foreign.body.error.code).toBe('currency_not_supported');
    const malformed = await api(token).patch('/cart', { currency: 'eur' });
    expectContract('updateCart', malformed, 400);
    expect(malformed.body.error.code).toBe('validation_failed');
    expect((await api(token).get('/cart')).body.currency).toBe('USD');
  });

  it('then a cart whose checkout was submitted answers 409 cart_not_open', async () => {
    const { token } = await cartInBoth();
    expectContract(
      'submitCheckout',
      await submit(h.baseUrl, store, token, { paymentMethod: 'card', paymentToken: 'tok_visa' }),
      201,
    );
    const late = await api(token).patch('/cart', { currency: 'EUR' });
    expectContract('updateCart', late, 409);
    expect(late.body.error.code).toBe('cart_not_open');
  });
});
