import { money } from '../shared/money';
import { allowedActions } from './order-states';
import type { OrderDetail, OrderRow } from './orders.repository';
import { isoTimestamp, isoTimestampOrNull } from '../shared/timestamps';

/** Where an operator sees this order's workflow history. */
export interface WorkflowLinks {
  temporalUiUrl: string;
  namespace: string;
}

export function workflowOf(order: OrderRow, links: WorkflowLinks) {
  return {
    id: order.workflow_id,
    url:
      `${links.temporalUiUrl}/namespaces/${encodeURIComponent(links.namespace)}` +
      `/workflows/${encodeURIComponent(order.workflow_id)}`,
  };
}

/** What the shopper and the admin both see of an order's row. */
function presentOrderBasics(order: OrderRow, language: string) {
  return {
    id: order.id,
    number: Number(order.number),
    status: order.status,
    paymentStatus: order.payment_status,
    fulfillmentStatus: order.fulfillment_status,
    email: order.email,
    currency: order.currency,
    paymentMethod: order.payment_method,
    total: money(Number(order.total_amount), order.currency, language),
    createdAt: isoTimestamp(order.created_at),
    updatedAt: isoTimestamp(order.updated_at),
  };
}

/** The order as the admin's lists show it: one row, no child collections. */
export function presentOrderSummary(order: OrderRow, language: string) {
  return {
    ...presentOrderBasics(order, language),
    allowedActions: allowedActions(order),
    customerId: order.customer_id,
  };
}

/**
 * The order as the shopper who placed it sees it (what submit and the payment callback answer): no admin actions,
 * no internal timeline, no link into the operators' Temporal UI.
 */
export function presentShopperOrder(detail: OrderDetail, language: string) {
  const { order } = detail;
  const m = (amount: string | number) => money(Number(amount), order.currency, language);
  return {
    ...presentOrderBasics(order, language),
    cartId: order.cart_id,
    lines: detail.lines.map((l) => ({
      id: l.id,
      // A custom line (a draft order's title and price) names no product or variant: the released schema answers
      // strings, so empty ones, and `custom` says which.
      productId: l.product_id ?? '',
      variantId: l.variant_id ?? '',
      custom: l.variant_id === null,
      taxable: l.taxable,
      title: l.title,
      variantTitle: l.variant_title,
      sku: l.sku,
      imageUrl: l.image_url,
      quantity: l.quantity,
      unitPrice: m(l.unit_amount),
      subtotal: m(l.subtotal_amount),
      discount: m(l.discount_amount),
      tax: m(l.tax_amount),
      total: m(l.total_amount),
      fulfilledQuantity: l.fulfilled_quantity,
      refundedQuantity: l.refunded_quantity,
      // A gift-card line: who gets its cards (`{}`: the buyer, on payment). Null for other lines.
      giftCard: l.gift_card ?? null,
    })),
    subtotal: m(order.subtotal_amount),
    discountTotal: m(order.discount_amount),
    shippingTotal: m(order.shipping_amount),
    taxTotal: m(order.tax_amount),
    capturedAmount: m(order.captured_amount),
    refundedAmount: m(order.refunded_amount),
    /** What an order edit added that the shopper still has to pay through its payment link. */
    balanceDue: m(order.balance_due_amount ?? 0),
    /** Bumped by each committed edit; an edit's commit names it in If-Match. */
    version: order.version ?? 0,
    discountCode: order.discount_code,
    shippingAddress: order.shipping_address,
    billingAddress: order.billing_address,
    shippingOption: order.shipping_option,
    note: order.note,
    payments: detail.payments.map((p) => ({
      id: p.id,
      provider: p.provider,
      method: p.method,
      status: p.status,
      amount: m(p.amount),
      declineCode: p.decline_code,
      createdAt: isoTimestampOrNull(p.created_at),
    })),
    refunds: detail.refunds.map((r) => ({
      id: r.id,
      amount: m(r.amount),
      reason: r.reason,
      restock: r.restock,
      includeShipping: r.include_shipping,
      items: r.lines,
      createdAt: isoTimestampOrNull(r.created_at),
    })),
    fulfilments: detail.fulfilments.map((f) => ({
      id: f.id,
      items: f.lines,
      tracking: f.tracking,
      notifyCustomer: f.notify_customer,
      locationId: f.location_id ?? null,
      createdAt: isoTimestampOrNull(f.created_at),
    })),
    cancelReason: order.cancel_reason,
    cancelledAt: isoTimestampOrNull(order.cancelled_at),
  };
}

export type ShopperOrderView = ReturnType<typeof presentShopperOrder>;

/** The whole Order resource of the private API (and what order actions answer). */
export function presentOrder(detail: OrderDetail, language: string, links?: WorkflowLinks) {
  const { order } = detail;
  return {
    ...presentShopperOrder(detail, language),
    allowedActions: allowedActions(order),
    customerId: order.customer_id,
    timeline: detail.timeline.map((t) => ({
      type: t.type,
      actor: t.actor,
      message: t.message,
      data: t.data,
      createdAt: isoTimestampOrNull(t.created_at),
    })),
    workflow: links ? workflowOf(order, links) : { id: order.workflow_id },
  };
}

export type OrderView = ReturnType<typeof presentOrder>;
