import { randomUUID } from 'node:crypto';
import { newCartToken, publicClient } from './http';
import { untilSettled } from './settled-submit';

/** An order as the submit answers it, with what the browser tests read of it. */
export interface PlacedDemoOrder {
  id: string;
  number: number;
  total: { amount: number };
  lines: { id: string; title: string }[];
}

/** A paid card order of two of the demo store's beanies, shipped to an address in California, nothing shipped yet. */
export async function paidBeanieOrder(baseUrl: string, publishableKey: string, email: string) {
  const api = publicClient(baseUrl, publishableKey, newCartToken());
  const product = (await api.get('/products?q=Beanie')).body.data[0];
  expect((await api.post('/cart/items', { productId: product.id, quantity: 2 })).status).toBe(200);
  const address = { firstName: 'Ada', lastName: 'Lovelace', line1: '1 Main St', city: 'Springfield' };
  const shippingAddress = { ...address, region: 'CA', postalCode: '12345', country: 'US' };
  expect((await api.patch('/cart/checkout', { email, shippingAddress })).status).toBe(200);
  const options = (await api.get('/cart/shipping-options')).body.data;
  expect((await api.put('/cart/shipping', { optionId: options[0].id })).status).toBe(200);
  const key = randomUUID();
  const body = { paymentMethod: 'card', paymentToken: 'tok_visa' };
  const submitted = await untilSettled(() =>
    api.post('/cart/checkout/submit', body, { headers: { 'idempotency-key': key } }),
  );
  expect(submitted.status).toBe(201);
  return submitted.body as PlacedDemoOrder;
}
