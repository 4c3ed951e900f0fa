import type { Bundle, ZObject } from 'zapier-platform-core';
import { call, type Schema } from './api';

/** The newest order the text matches (its id, number, e-mail or name), in full: lines, payments, refunds. */
async function findOrder(z: ZObject, bundle: Bundle) {
  const query = String(bundle.inputData.query).trim().replace(/^#/, '');
  const page = await call<{ data: Schema<'OrderSummary'>[] }>(z, bundle, '/orders', { params: { q: query, limit: 1 } });
  if (!page.data.length) return [];
  return [await call<Schema<'Order'>>(z, bundle, `/orders/${encodeURIComponent(page.data[0].id)}`)];
}

async function findCustomer(z: ZObject, bundle: Bundle) {
  const email = String(bundle.inputData.email).trim();
  const page = await call<{ data: Schema<'AdminCustomer'>[] }>(z, bundle, '/customers', {
    params: { email, limit: 1 },
  });
  return page.data;
}

export const searches = [
  {
    key: 'find_order',
    noun: 'Order',
    display: { label: 'Find Order', description: 'Finds an order by its number, ID or the customer’s e-mail.' },
    operation: {
      inputFields: [
        { key: 'query', label: 'Order number, ID or e-mail', required: true, helpText: 'The newest match is used.' },
      ],
      perform: findOrder,
      sample: {
        id: 'ord_7c1e0f4a2b9d4e8f9a0b1c2d3e4f5a6b',
        number: 1001,
        status: 'confirmed',
        email: 'ada@example.com',
        total: { amount: 18300, currency: 'USD', formatted: '$183.00' },
      },
    },
  },
  {
    key: 'find_customer',
    noun: 'Customer',
    display: { label: 'Find Customer', description: 'Finds a customer by e-mail.' },
    operation: {
      inputFields: [{ key: 'email', label: 'E-mail', required: true }],
      perform: findCustomer,
      sample: { id: 'cus_3kQ9wXr2LmP7vT4nB8sZ1cY6', email: 'ada@example.com', firstName: 'Ada', orderCount: 3 },
    },
  },
];
