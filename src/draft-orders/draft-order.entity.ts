import { defineEntity, p } from '@mikro-orm/core';

export const DraftOrderSchema = defineEntity({
  name: 'DraftOrder',
  tableName: 'draft_orders',
  properties: {
    id: p.text().primary(),
    storeId: p.text(),
    status: p.enum(['open', 'invoiced', 'paid', 'expired', 'cancelled']),
    customerId: p.text().nullable(),
    email: p.text().nullable(),
    currency: p.text(),
    discountCode: p.text().nullable(),
    shippingOptionId: p.text().nullable(),
    shippingAddress: p.json<Record<string, unknown>>().columnType('jsonb').nullable(),
    note: p.text().nullable(),
    /** The order it became: pending once invoiced (link sent) or marked paid. */
    orderId: p.text().nullable().unique(),
    paymentLinkId: p.text().nullable(),
    linkExpiresAt: p.datetime().columnType('timestamptz').nullable(),
    createdBy: p.text(),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('clock_timestamp()'),
    updatedAt: p.datetime().columnType('timestamptz').defaultRaw('clock_timestamp()'),
    paidAt: p.datetime().columnType('timestamptz').nullable(),
  },
  indexes: [
    {
      name: 'draft_orders_store_created',
      expression:
        'CREATE INDEX draft_orders_store_created ON draft_orders USING btree (store_id, created_at DESC, id DESC)',
    },
    { name: 'draft_orders_customer', properties: ['customerId'] },
  ],
});

export const DraftOrderLineSchema = defineEntity({
  name: 'DraftOrderLine',
  tableName: 'draft_order_lines',
  properties: {
    id: p.text().primary(),
    draftOrderId: p.text(),
    position: p.integer(),
    /** Null for a custom line: a title at a price of its own, naming no catalogue variant. */
    variantId: p.text().nullable(),
    quantity: p.integer(),
    /** A custom unit price; null: the catalogue's price for the draft's customer. */
    unitAmount: p.bigint('string').nullable(),
    /** A custom line's title. */
    title: p.text().nullable(),
    /** Whether the store's tax rate applies to the line. */
    taxable: p.boolean().defaultRaw('true'),
  },
  indexes: [
    { name: 'draft_order_lines_draft', properties: ['draftOrderId', 'position'] },
    { name: 'draft_order_lines_variant', properties: ['variantId'] },
  ],
  checks: [
    { name: 'draft_order_lines_quantity_check', expression: '(quantity > 0)' },
    { name: 'draft_order_lines_unit_amount_check', expression: '(unit_amount >= 0)' },
    {
      name: 'draft_order_lines_custom_check',
      expression:
        '(((variant_id IS NULL) = (title IS NOT NULL)) AND ((variant_id IS NOT NULL) OR (unit_amount IS NOT NULL)))',
    },
  ],
});
