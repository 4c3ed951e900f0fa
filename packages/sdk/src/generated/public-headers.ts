// Generated from the root openapi.json by packages/sdk/scripts/generate.mjs (npm run generate:types).
// Do not edit: the drift check (npm run check -w packages/sdk) fails when this differs from the spec.

/** Public operations (method and path after the publishable key) that take the visitor's cart token. */
export const cartTokenOperations: readonly string[] = [
  'DELETE /cart/balances/{id}',
  'DELETE /cart/discount',
  'DELETE /cart/items/{id}',
  'DELETE /cart/store-credit',
  'GET /cart',
  'GET /cart/checkout',
  'GET /cart/shipping-options',
  'GET /conversations/current',
  'GET /conversations/{id}/messages',
  'PATCH /cart/checkout',
  'PATCH /cart/items/{id}',
  'POST /cart/checkout/submit',
  'POST /cart/estimate',
  'POST /cart/gift-cards',
  'POST /cart/items',
  'POST /conversations',
  'POST /conversations/{id}/messages',
  'POST /customers/verify',
  'PUT /cart/discount',
  'PUT /cart/shipping',
  'PUT /cart/store-credit',
];

/** Public operations that take a signed-in customer's session token. */
export const customerSessionOperations: readonly string[] = [
  'GET /conversations/current',
  'GET /conversations/{id}/messages',
  'GET /customers/me',
  'GET /customers/me/orders',
  'GET /customers/me/orders/{id}',
  'GET /customers/me/returns',
  'GET /customers/me/returns/{id}',
  'GET /customers/me/store-credit',
  'GET /customers/me/subscriptions',
  'GET /customers/me/subscriptions/{id}',
  'GET /customers/status',
  'GET /products',
  'GET /products/{id}',
  'PATCH /customers/me',
  'POST /conversations',
  'POST /conversations/{id}/messages',
  'POST /customers/logout',
  'POST /customers/me/orders/{id}/returns',
  'POST /customers/me/returns/{id}/tracking',
  'POST /customers/me/subscriptions/{id}/actions',
  'POST /customers/me/subscriptions/{id}/payment-method',
  'POST /restock-alerts',
  'PUT /cart/store-credit',
];
