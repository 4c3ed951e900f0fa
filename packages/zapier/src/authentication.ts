import type { Bundle, ZObject } from 'zapier-platform-core';
import { call, type Schema } from './api';

/** The store's settings answer only to its own secret key, so reading them tests the connection and names it. */
async function test(z: ZObject, bundle: Bundle) {
  return call<Schema<'AdminStoreSettings'>>(z, bundle, '/settings');
}

export const authentication = {
  type: 'custom' as const,
  fields: [
    {
      key: 'baseUrl',
      label: 'API address',
      type: 'string' as const,
      required: true,
      helpText: 'The address of your store’s API, for example `https://api.yourshop.com`.',
    },
    {
      key: 'secretKey',
      label: 'Secret key',
      type: 'password' as const,
      required: true,
      helpText: 'Your store’s secret key (`sk_live_…`), shown once when the store was created. Keep it private.',
    },
  ],
  test,
  connectionLabel: (_z: ZObject, bundle: Bundle) => String(bundle.inputData.name ?? ''),
};
