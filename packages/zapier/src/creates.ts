import type { Bundle, ZObject } from 'zapier-platform-core';
import { call, idempotencyKeyField, stepIdempotencyKey, type Schema } from './api';

const orderIdField = {
  key: 'orderId',
  label: 'Order ID',
  type: 'string' as const,
  required: true,
  helpText: 'The order’s ID (`ord_…`), from a trigger or the Find Order search.',
};

const inputs = (bundle: Bundle) => bundle.inputData as Record<string, string | number | boolean | undefined>;
const integer = (value: unknown) => (value === undefined || value === '' ? undefined : Number(value));
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

async function createProduct(z: ZObject, bundle: Bundle) {
  const input = inputs(bundle);
  const body = {
    title: input.title,
    description: text(input.description),
    status: text(input.status) ?? 'active',
    variants: [
      {
        sku: input.sku,
        prices: [{ currency: String(input.currency).toUpperCase(), amount: integer(input.price) }],
        stock: integer(input.stock) ?? 0,
      },
    ],
    media: text(input.imageUrl) ? [{ url: text(input.imageUrl) }] : undefined,
  };
  return call<Schema<'AdminProduct'>>(z, bundle, '/products', {
    method: 'POST',
    body,
    removeMissingValuesFrom: { body: true },
    idempotencyKey: stepIdempotencyKey(bundle, 'create-product', [body]),
  });
}

/** The variant with exactly this SKU, found by the product search (which covers SKUs). */
async function variantBySku(z: ZObject, bundle: Bundle, sku: string) {
  const page = await call<{ data: Schema<'AdminProduct'>[] }>(z, bundle, '/products', {
    params: { q: sku, limit: 100 },
  });
  for (const product of page.data) {
    const variant = product.variants.find((v) => v.sku === sku);
    if (variant) return { productId: product.id, variantId: variant.id };
  }
  throw new z.errors.Error(`No product variant has the SKU ${sku}.`, 'resource_not_found', 404);
}

async function adjustStock(z: ZObject, bundle: Bundle) {
  const input = inputs(bundle);
  const { productId, variantId } = await variantBySku(z, bundle, String(input.sku));
  const quantity = integer(input.quantity);
  return call<Schema<'AdminInventoryLevel'>>(z, bundle, `/products/${encodeURIComponent(productId)}/stock`, {
    method: 'POST',
    body: {
      variantId,
      ...(input.mode === 'set' ? { set: quantity } : { delta: quantity }),
      reason: text(input.reason),
    },
    removeMissingValuesFrom: { body: true },
    // Adding 1 twice is a rightful Zap (two sales elsewhere): only a mapped key makes a replay safe.
    idempotencyKey: stepIdempotencyKey(bundle, 'adjust-stock'),
  });
}

async function fulfilOrder(z: ZObject, bundle: Bundle) {
  const input = inputs(bundle);
  const tracking = text(input.trackingNumber)
    ? { carrier: text(input.carrier) ?? 'Other', number: text(input.trackingNumber), url: text(input.trackingUrl) }
    : undefined;
  const body = { tracking, notifyCustomer: input.notifyCustomer !== false && input.notifyCustomer !== 'false' };
  return call<Schema<'Order'>>(z, bundle, `/orders/${encodeURIComponent(String(input.orderId))}/fulfil`, {
    method: 'POST',
    body,
    removeMissingValuesFrom: { body: true },
    idempotencyKey: stepIdempotencyKey(bundle, 'fulfil', [input.orderId, body]),
  });
}

async function refundOrder(z: ZObject, bundle: Bundle) {
  const input = inputs(bundle);
  const body = {
    amount: integer(input.amount),
    reason: text(input.reason),
    restock: input.restock === true || input.restock === 'true',
  };
  return call<Schema<'Order'>>(z, bundle, `/orders/${encodeURIComponent(String(input.orderId))}/refund`, {
    method: 'POST',
    body,
    removeMissingValuesFrom: { body: true },
    // Required by the API; the same Zap refunding the same order the same way is answered, not refunded, twice.
    idempotencyKey: stepIdempotencyKey(bundle, 'refund', [input.orderId, body]),
  });
}

const sampleOrder = {
  id: 'ord_7c1e0f4a2b9d4e8f9a0b1c2d3e4f5a6b',
  number: 1001,
  status: 'confirmed',
  paymentStatus: 'paid',
  fulfillmentStatus: 'fulfilled',
  email: 'ada@example.com',
  total: { amount: 18300, currency: 'USD', formatted: '$183.00' },
};

export const creates = [
  {
    key: 'create_product',
    noun: 'Product',
    display: { label: 'Create Product', description: 'Creates a product with one variant, its price and stock.' },
    operation: {
      inputFields: [
        { key: 'title', label: 'Title', required: true },
        { key: 'description', label: 'Description', type: 'text', required: false },
        { key: 'sku', label: 'SKU', required: true, helpText: 'Unique in the store.' },
        {
          key: 'currency',
          label: 'Currency',
          required: true,
          default: 'USD',
          helpText: 'A currency your store sells in (ISO code).',
        },
        {
          key: 'price',
          label: 'Price (minor units)',
          type: 'integer',
          required: true,
          helpText: 'In the currency’s smallest unit: 2500 is 25.00 USD, 2500 JPY is ¥2500.',
        },
        { key: 'stock', label: 'Stock', type: 'integer', required: false, default: '0' },
        { key: 'status', label: 'Status', required: false, choices: ['active', 'draft'], default: 'active' },
        { key: 'imageUrl', label: 'Image URL', required: false },
      ],
      perform: createProduct,
      sample: { id: 'prod_2bX9kQ7mLp4RtY6vN8wZ3cD5', title: 'Merino Crew Sweater', status: 'active' },
    },
  },
  {
    key: 'adjust_stock',
    noun: 'Stock Level',
    display: {
      label: 'Adjust Stock',
      description: 'Changes a variant’s on-hand stock by an amount, or sets it, found by SKU.',
    },
    operation: {
      inputFields: [
        { key: 'sku', label: 'SKU', required: true },
        {
          key: 'mode',
          label: 'Change',
          required: true,
          choices: { delta: 'Add (negative to remove)', set: 'Set to' },
          default: 'delta',
        },
        { key: 'quantity', label: 'Quantity', type: 'integer', required: true },
        { key: 'reason', label: 'Reason', required: false, helpText: 'Written in the stock ledger.' },
        idempotencyKeyField,
      ],
      perform: adjustStock,
      sample: { productId: 'prod_2bX9kQ7mLp4RtY6vN8wZ3cD5', sku: 'MCS-M-NAVY', onHand: 12, reserved: 0, available: 12 },
    },
  },
  {
    key: 'fulfil_order',
    noun: 'Order',
    display: { label: 'Fulfil Order', description: 'Marks everything still unfulfilled in an order as shipped.' },
    operation: {
      inputFields: [
        orderIdField,
        { key: 'carrier', label: 'Carrier', required: false },
        { key: 'trackingNumber', label: 'Tracking number', required: false },
        { key: 'trackingUrl', label: 'Tracking URL', required: false },
        { key: 'notifyCustomer', label: 'E-mail the customer', type: 'boolean', required: false, default: 'true' },
      ],
      perform: fulfilOrder,
      sample: sampleOrder,
    },
  },
  {
    key: 'refund_order',
    noun: 'Refund',
    display: { label: 'Refund Order', description: 'Refunds an order, in full or an amount of it.' },
    operation: {
      inputFields: [
        orderIdField,
        {
          key: 'amount',
          label: 'Amount (minor units)',
          type: 'integer',
          required: false,
          helpText: 'In the order currency’s smallest unit (2500 is 25.00 USD). Empty: everything still refundable.',
        },
        { key: 'reason', label: 'Reason', required: false },
        { key: 'restock', label: 'Restock the items', type: 'boolean', required: false, default: 'false' },
        idempotencyKeyField,
      ],
      perform: refundOrder,
      sample: { ...sampleOrder, paymentStatus: 'refunded' },
    },
  },
];
