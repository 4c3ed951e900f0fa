import type { Bundle, ZObject } from 'zapier-platform-core';
import {
  verifyWebhook,
  WebhookVerificationError,
  type WebhookEvent,
  type WebhookEventType,
} from '@commerce-service/sdk';
import { call, type Schema } from './api';

/** What Zapier keeps for an enabled Zap (`bundle.subscribeData`): our endpoint's id and its signing secret. */
interface Subscription {
  id: string;
  secret: string;
}

type EventList = { data: WebhookEvent[]; hasMore: boolean; nextCursor?: string };

interface HookTriggerSpec {
  key: string;
  noun: string;
  label: string;
  description: string;
  eventType: WebhookEventType;
  /** The trigger's output names the event's object by what it is: `order`, `product`, `giftCard`, `stock`, … */
  objectKey: string;
  inputFields?: object[];
  /** Whether an event of the type fires this Zap (every one, unless the trigger narrows it). */
  fires?: (event: WebhookEvent, bundle: Bundle) => boolean;
  sampleObject: object;
}

/** Zapier hands a hook's headers as `Http-Webhook-Id`; the Standard Webhooks names are `webhook-id`. */
function deliveryHeaders(raw: Record<string, string> = {}): Record<string, string> {
  return Object.fromEntries(
    Object.entries(raw).map(([name, value]) => [name.toLowerCase().replace(/^http-/, ''), value]),
  );
}

function hookTrigger(spec: HookTriggerSpec) {
  const fires = spec.fires ?? (() => true);
  const output = (event: WebhookEvent) => ({
    id: event.id,
    type: event.type,
    createdAt: event.createdAt,
    [spec.objectKey]: event.data.object,
  });

  /** Registers a webhook endpoint for this event at the Zap's own hook URL. */
  async function performSubscribe(z: ZObject, bundle: Bundle): Promise<Subscription> {
    const endpoint = await call<Schema<'WebhookEndpointWithSecret'>>(z, bundle, '/webhooks', {
      method: 'POST',
      body: { url: bundle.targetUrl, events: [spec.eventType], description: `Zapier: ${spec.label}` },
    });
    return { id: endpoint.id, secret: endpoint.secret };
  }

  /** Removes the Zap's endpoint; one the store already deleted is gone all the same. */
  async function performUnsubscribe(z: ZObject, bundle: Bundle) {
    const { id } = bundle.subscribeData as unknown as Subscription;
    await call(z, bundle, `/webhooks/${encodeURIComponent(id)}`, { method: 'DELETE', skipThrowForStatus: true });
    return {};
  }

  /**
   * One delivery at the hook URL: its Standard Webhooks signature is checked against the secret of this Zap's
   * endpoint before anything is read, so a forged or altered request (or a replay over 5 minutes old) halts the run.
   */
  async function perform(z: ZObject, bundle: Bundle) {
    const secret = (bundle.subscribeData as Partial<Subscription> | undefined)?.secret;
    if (!secret) throw new z.errors.HaltedError('This Zap has no signing secret: turn it off and on again.');
    let event: WebhookEvent;
    try {
      event = await verifyWebhook(
        bundle.rawRequest?.content ?? '',
        deliveryHeaders(bundle.rawRequest?.headers),
        secret,
      );
    } catch (error) {
      if (error instanceof WebhookVerificationError)
        throw new z.errors.HaltedError(`Delivery refused: ${error.message}`);
      throw error;
    }
    return event.type === spec.eventType && fires(event, bundle) ? [output(event)] : [];
  }

  /** Recent events of the type, from the private events API, shaped as deliveries are: the Zap editor's samples. */
  async function performList(z: ZObject, bundle: Bundle) {
    const page = await call<EventList>(z, bundle, '/events', { params: { type: spec.eventType, limit: 50 } });
    return page.data.filter((event) => fires(event, bundle)).map(output);
  }

  return {
    key: spec.key,
    noun: spec.noun,
    display: { label: spec.label, description: spec.description },
    operation: {
      type: 'hook' as const,
      inputFields: spec.inputFields ?? [],
      performSubscribe,
      performUnsubscribe,
      perform,
      performList,
      sample: {
        id: 'evt_2Hk9Lm4Qx7Rt1Vb8Nc3Zs6Pd',
        type: spec.eventType,
        createdAt: '2026-11-22T10:15:30.123Z',
        [spec.objectKey]: spec.sampleObject,
      },
    },
  };
}

const sampleOrder = {
  id: 'ord_5Jw2Xc8Vb4Nm7Lk1Qp9Rt3Zs',
  number: 1001,
  status: 'confirmed',
  paymentStatus: 'paid',
  fulfillmentStatus: 'unfulfilled',
  email: 'ada@example.com',
  total: { amount: 4599, currency: 'USD', formatted: '$45.99' },
  updatedAt: '2026-11-22T10:15:30.123Z',
};

const sampleLedgerEntry = {
  id: 'bal_3kQ9wXr2LmP7vT4nB8sZ1cY6',
  kind: 'adjust',
  amount: { amount: 2500, currency: 'USD', formatted: '$25.00' },
  balanceAfter: { amount: 2500, currency: 'USD', formatted: '$25.00' },
  orderId: null,
  reason: 'Late delivery',
  createdAt: '2026-11-22T10:15:30.123Z',
};

const sampleDraftOrder = {
  id: 'dord_4fH8kLm2Qx9ZtB7nVw3Yc1Rd',
  status: 'invoiced',
  customerId: null,
  email: 'ada@example.com',
  currency: 'USD',
  total: { amount: 16500, currency: 'USD', formatted: '$165.00' },
  orderId: 'ord_7c1e0f4a2b9d4e8f9a0b1c2d3e4f5a6b',
  paymentLinkId: 'plink_9sK2mP4qR6tV8xZ0bD2fH4jL',
  createdAt: '2026-11-29T10:15:30.123Z',
  paidAt: null as string | null,
};

const sampleGiftCard = {
  id: 'gc_5tG7hJ9kL1zX3cV5bN7mQ9wE',
  last4: 'QX7K',
  currency: 'USD',
  initialValue: { amount: 5000, currency: 'USD', formatted: '$50.00' },
  balance: { amount: 5000, currency: 'USD', formatted: '$50.00' },
  status: 'active',
  expiresAt: null,
  updatedAt: '2026-11-22T10:15:30.123Z',
};

const samplePriceList = {
  id: 'plist_2Hk9Lm4Qx7Rt1Vb8Nc3Zs6Pd',
  name: 'Winter sale',
  kind: 'percentage',
  customerGroupId: null,
  status: 'active',
  startsAt: '2026-12-01T08:00:00.000Z',
  endsAt: '2026-12-24T23:00:00.000Z',
};

const sampleReturn = {
  id: 'ret_4fH8kLm2Qx9ZtB7nVw3Yc1Rd',
  orderId: 'ord_5Jw2Xc8Vb4Nm7Lk1Qp9Rt3Zs',
  orderNumber: 1001,
  status: 'requested',
  email: 'ada@example.com',
  reason: 'damaged',
  note: 'The seam came apart.',
  staffMessage: null,
  lines: [
    {
      lineId: 'li_8sK2mP4qR6tV8xZ0bD2fH4jL',
      variantId: 'var_7hJ3kL9mN2pQ4rS6tU8vW0xY',
      title: 'Merino Crew Sweater',
      quantity: 1,
      receivedQuantity: 0,
      sellableQuantity: 0,
      damagedQuantity: 0,
      value: { amount: 4099, currency: 'USD', formatted: '$40.99' },
    },
  ],
  value: { amount: 4099, currency: 'USD', formatted: '$40.99' },
  resolution: null,
  shipBy: null,
  tracking: [],
  createdAt: '2026-11-22T10:15:30.123Z',
  updatedAt: '2026-11-22T10:15:30.123Z',
};

/** A subscription as its events carry it (the Subscription of openapi.json). */
const sampleSubscription = {
  id: 'sub_4fH8kLm2Qx9ZtB7nVw3Yc1Rd',
  status: 'active',
  customerId: 'cus_8sK2mP4qR6tV8xZ0bD2fH4jL',
  email: 'ada@example.com',
  productId: 'prod_2Bc4De6Fg8Hj1Kl3Mn5Pq7Rs',
  variantId: 'var_7hJ3kL9mN2pQ4rS6tU8vW0xY',
  title: 'Coffee beans',
  sellingPlanId: 'sp_4fH8kLm2Qx9ZtB7nVw3Yc1Rd',
  quantity: 2,
  currency: 'USD',
  interval: 'week',
  intervalCount: 4,
  discountPercent: 10,
  minimumCycles: 3,
  cyclesPaid: 1,
  failedAttempts: 0,
  nextBillingAt: '2026-12-27T10:15:30.123Z',
  schedule: ['2026-12-27T10:15:30.123Z', '2027-01-24T10:15:30.123Z', '2027-02-21T10:15:30.123Z'],
  firstOrderId: 'ord_6tY2uI8oP4aS1dF7gH3jK9lZ',
  allowedActions: ['pause', 'skip', 'change_quantity', 'cancel'],
  cancelledAt: null,
  createdAt: '2026-11-29T10:15:30.123Z',
  updatedAt: '2026-11-29T10:15:30.123Z',
};

const sampleClaim = {
  id: 'clm_9dK2mQ4xR7tB1nVw3Yc5Lp8Z',
  orderId: 'ord_5Jw2Xc8Vb4Nm7Lk1Qp9Rt3Zs',
  orderNumber: 1001,
  reason: 'damaged',
  resolution: 'refund',
  status: 'open',
  note: 'The parcel arrived crushed.',
  lines: [
    {
      lineId: 'li_8sK2mP4qR6tV8xZ0bD2fH4jL',
      variantId: 'var_7hJ3kL9mN2pQ4rS6tU8vW0xY',
      title: 'Merino Crew Sweater',
      quantity: 1,
      value: { amount: 4099, currency: 'USD', formatted: '$40.99' },
    },
  ],
  value: { amount: 4099, currency: 'USD', formatted: '$40.99' },
  refundId: null,
  fulfilmentId: null,
  failure: null,
  createdAt: '2026-11-22T10:15:30.123Z',
  updatedAt: '2026-11-22T10:15:30.123Z',
};

type StockObject = Schema<'EventInventoryObject'>;

/** Low stock fires once per fall: when on-hand stock reaches the threshold from above it, not on every later sale. */
function fellToThreshold(event: WebhookEvent, bundle: Bundle): boolean {
  const threshold = Number(bundle.inputData.threshold ?? 5);
  const { onHand, ledgerEntry } = event.data.object as StockObject;
  if (onHand === undefined || !ledgerEntry) return false;
  return onHand <= threshold && onHand - ledgerEntry.delta > threshold;
}

export const triggers = [
  hookTrigger({
    key: 'new_order',
    noun: 'Order',
    label: 'New Order',
    description: 'Triggers when a shopper places an order (before it is paid, for bank transfers).',
    eventType: 'order.created',
    objectKey: 'order',
    sampleObject: { ...sampleOrder, status: 'pending', paymentStatus: 'pending' },
  }),
  hookTrigger({
    key: 'paid_order',
    noun: 'Order',
    label: 'Paid Order',
    description: 'Triggers when an order’s payment is captured or a bank transfer is marked paid.',
    eventType: 'order.paid',
    objectKey: 'order',
    sampleObject: sampleOrder,
  }),
  hookTrigger({
    key: 'refunded_order',
    noun: 'Order',
    label: 'Refunded Order',
    description: 'Triggers when an order is refunded, in full or in part.',
    eventType: 'order.refunded',
    objectKey: 'order',
    sampleObject: { ...sampleOrder, paymentStatus: 'refunded' },
  }),
  hookTrigger({
    key: 'edited_order',
    noun: 'Order',
    label: 'Order Edited',
    description: 'Triggers when staff commit an edit of a paid order (lines, shipping or discount changed).',
    eventType: 'order.edited',
    objectKey: 'order',
    sampleObject: { ...sampleOrder, version: 1 },
  }),
  hookTrigger({
    key: 'product_updated',
    noun: 'Product',
    label: 'Product Updated',
    description: 'Triggers when a product (its text, status, variants or prices) is changed.',
    eventType: 'product.updated',
    objectKey: 'product',
    sampleObject: {
      id: 'prod_2bX9kQ7mLp4RtY6vN8wZ3cD5',
      title: 'Merino Crew Sweater',
      status: 'active',
      handle: 'merino-crew-sweater',
      updatedAt: '2026-11-22T10:15:30.123Z',
    },
  }),
  hookTrigger({
    key: 'low_stock',
    noun: 'Stock Level',
    label: 'Low Stock',
    description: 'Triggers when a variant’s on-hand stock falls to or below the threshold you choose.',
    eventType: 'inventory.updated',
    objectKey: 'stock',
    inputFields: [
      {
        key: 'threshold',
        label: 'Threshold',
        type: 'integer',
        required: true,
        default: '5',
        helpText:
          'Fires once when on-hand stock drops from above this number to it or below (a sale or an adjustment).',
      },
    ],
    fires: fellToThreshold,
    sampleObject: {
      id: 'var_7hJ3kL9mN2pQ4rS6tU8vW0xY',
      productId: 'prod_2bX9kQ7mLp4RtY6vN8wZ3cD5',
      variantId: 'var_7hJ3kL9mN2pQ4rS6tU8vW0xY',
      sku: 'MCS-M-NAVY',
      onHand: 4,
      reserved: 1,
      available: 3,
      ledgerEntry: {
        id: 'stk_4Qz8rT2mXc9LpV7nB3kJ1sYd',
        delta: -2,
        stockAfter: 4,
        reason: 'sale',
        createdAt: '2026-11-22T10:15:30.123Z',
      },
      updatedAt: '2026-11-22T10:15:30.123Z',
    },
  }),
  hookTrigger({
    key: 'new_customer',
    noun: 'Customer',
    label: 'New Customer',
    description: 'Triggers when a customer is added: a storefront sign-up or a first checkout with a new e-mail.',
    eventType: 'customer.created',
    objectKey: 'customer',
    sampleObject: {
      id: 'cus_3kQ9wXr2LmP7vT4nB8sZ1cY6',
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: null,
      acceptsMarketing: true,
      note: null,
      hasAccount: true,
      createdAt: '2026-11-22T10:15:30.123Z',
      updatedAt: '2026-11-22T10:15:30.123Z',
    },
  }),
  hookTrigger({
    key: 'gift_card_issued',
    noun: 'Gift Card',
    label: 'Gift Card Issued',
    description:
      'Triggers when a gift card is issued, by staff or bought in the shop (never its code, only its last four).',
    eventType: 'gift_card.issued',
    objectKey: 'giftCard',
    sampleObject: sampleGiftCard,
  }),
  hookTrigger({
    key: 'gift_card_redeemed',
    noun: 'Gift Card',
    label: 'Gift Card Redeemed',
    description: 'Triggers when a checkout pays with a gift card.',
    eventType: 'gift_card.redeemed',
    objectKey: 'redemption',
    sampleObject: {
      id: sampleGiftCard.id,
      last4: sampleGiftCard.last4,
      orderId: 'ord_5Jw2Xc8Vb4Nm7Lk1Qp9Rt3Zs',
      entry: { ...sampleLedgerEntry, kind: 'redeem', amount: { amount: -3000, currency: 'USD', formatted: '-$30.00' } },
    },
  }),
  hookTrigger({
    key: 'store_credit_changed',
    noun: 'Store Credit',
    label: 'Store Credit Changed',
    description: 'Triggers when a customer’s store credit changes: added or removed by staff, spent or given back.',
    eventType: 'store_credit.changed',
    objectKey: 'storeCredit',
    sampleObject: { customerId: 'cus_3kQ9wXr2LmP7vT4nB8sZ1cY6', currency: 'USD', entry: sampleLedgerEntry },
  }),
  hookTrigger({
    key: 'draft_order_created',
    noun: 'Draft Order',
    label: 'New Draft Order',
    description: 'Triggers when staff create a draft order.',
    eventType: 'draft_order.created',
    objectKey: 'draftOrder',
    sampleObject: sampleDraftOrder,
  }),
  hookTrigger({
    key: 'draft_order_paid',
    noun: 'Draft Order',
    label: 'Draft Order Paid',
    description: 'Triggers when a draft order is paid: its payment link was paid, or staff marked it paid.',
    eventType: 'draft_order.paid',
    objectKey: 'draftOrder',
    sampleObject: { ...sampleDraftOrder, status: 'paid', paidAt: '2026-11-29T11:02:00.000Z' },
  }),
  hookTrigger({
    key: 'return_requested',
    noun: 'Return',
    label: 'New Return Request',
    description: 'Triggers when a shopper asks to return items of an order.',
    eventType: 'return.requested',
    objectKey: 'return',
    sampleObject: sampleReturn,
  }),
  hookTrigger({
    key: 'return_resolved',
    noun: 'Return',
    label: 'Return Resolved',
    description: 'Triggers when a return is refunded or credited and its items restocked or written off.',
    eventType: 'return.resolved',
    objectKey: 'return',
    sampleObject: {
      ...sampleReturn,
      status: 'resolved',
      resolution: {
        method: 'refund',
        amount: { amount: 4099, currency: 'USD', formatted: '$40.99' },
        restockingFee: { amount: 0, currency: 'USD', formatted: '$0.00' },
      },
    },
  }),
  hookTrigger({
    key: 'claim_created',
    noun: 'Claim',
    label: 'New Claim',
    description: 'Triggers when staff claim items of an order lost or damaged in transit.',
    eventType: 'claim.created',
    objectKey: 'claim',
    sampleObject: sampleClaim,
  }),
  hookTrigger({
    key: 'claim_resolved',
    noun: 'Claim',
    label: 'Claim Resolved',
    description: 'Triggers when a claim is settled: the items sent again, or their value refunded.',
    eventType: 'claim.resolved',
    objectKey: 'claim',
    sampleObject: { ...sampleClaim, status: 'resolved', refundId: 'ref_clm_9dK2mQ4xR7tB1nVw3Yc5Lp8Z' },
  }),
  hookTrigger({
    key: 'cart_abandoned',
    noun: 'Cart',
    label: 'Cart Abandoned',
    description: 'Triggers when a cart with an e-mail and items is left idle for the store’s first recovery delay.',
    eventType: 'cart.abandoned',
    objectKey: 'cart',
    sampleObject: { id: 'cart_4fH8kLm2Qx9ZtB7nVw3Yc1Rd', email: 'ada@example.com', units: 2 },
  }),
  hookTrigger({
    key: 'inventory_back_in_stock',
    noun: 'Variant',
    label: 'Variant Back in Stock',
    description: 'Triggers when a variant shoppers wait for is available again and their alerts go out.',
    eventType: 'inventory.back_in_stock',
    objectKey: 'variant',
    sampleObject: {
      id: 'var_7Gh2Jk4Lm6Np8Qr1St3Vw5Xy',
      variantId: 'var_7Gh2Jk4Lm6Np8Qr1St3Vw5Xy',
      productId: 'prod_2Bc4De6Fg8Hj1Kl3Mn5Pq7Rs',
      sku: 'LS-M-BLUE',
      available: 5,
      waiting: 42,
    },
  }),
  hookTrigger({
    key: 'subscription_created',
    noun: 'Subscription',
    label: 'New Subscription',
    description: 'Triggers when a shopper subscribes at checkout and the first order is paid.',
    eventType: 'subscription.created',
    objectKey: 'subscription',
    sampleObject: { ...sampleSubscription },
  }),
  hookTrigger({
    key: 'subscription_renewed',
    noun: 'Subscription',
    label: 'Subscription Renewed',
    description: "Triggers when a renewal's order is created and charged off-session.",
    eventType: 'subscription.renewed',
    objectKey: 'subscription',
    sampleObject: { ...sampleSubscription, cyclesPaid: 2 },
  }),
  hookTrigger({
    key: 'subscription_payment_failed',
    noun: 'Subscription',
    label: 'Subscription Payment Failed',
    description: "Triggers when a renewal's charge fails; the shopper is mailed a link to update the card.",
    eventType: 'subscription.payment_failed',
    objectKey: 'subscription',
    sampleObject: { ...sampleSubscription, status: 'past_due', failedAttempts: 1 },
  }),
  hookTrigger({
    key: 'subscription_paused',
    noun: 'Subscription',
    label: 'Subscription Paused',
    description: 'Triggers when a subscription is paused by the shopper, staff or the last failed retry.',
    eventType: 'subscription.paused',
    objectKey: 'subscription',
    sampleObject: { ...sampleSubscription, status: 'paused', nextBillingAt: null, schedule: [] },
  }),
  hookTrigger({
    key: 'subscription_cancelled',
    noun: 'Subscription',
    label: 'Subscription Cancelled',
    description: 'Triggers when a subscription is cancelled; no further charge is made.',
    eventType: 'subscription.cancelled',
    objectKey: 'subscription',
    sampleObject: { ...sampleSubscription, status: 'cancelled', nextBillingAt: null, schedule: [] },
  }),
  hookTrigger({
    key: 'price_list_started',
    noun: 'Price List',
    label: 'Price List Started',
    description: 'Triggers when a price list (a sale, or a customer group’s prices) starts at its start date.',
    eventType: 'price_list.started',
    objectKey: 'priceList',
    sampleObject: samplePriceList,
  }),
  hookTrigger({
    key: 'price_list_ended',
    noun: 'Price List',
    label: 'Price List Ended',
    description: 'Triggers when a price list ends: at its end date, or when it is deleted.',
    eventType: 'price_list.ended',
    objectKey: 'priceList',
    sampleObject: { ...samplePriceList, status: 'ended' },
  }),
];
