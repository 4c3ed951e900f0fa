import { defineQuery, defineSignal, defineUpdate } from '@temporalio/workflow';
import { defineSearchAttributeKey, SearchAttributeType } from '@temporalio/common';
import type { CheckoutProgress, PaymentActionResult } from '../src/checkout/checkout.types';
import type { CancelRequest, FulfilRequest, OrderSnapshot, RefundRequest } from '../src/orders/order.types';
import type { ImportProgress } from '../src/imports/imports.service';
import type {
  ExchangeLine,
  ReceivedLine,
  ResolutionMethod,
  ReturnState,
  TrackingEntry,
} from '../src/returns/returns.types';
import type { SubscriptionChange, SubscriptionState } from '../src/subscriptions/subscriptions.types';

/** Messages of the checkout and order workflows; the API imports these definitions, never the workflow code. */
export const submitCheckoutUpdate = defineUpdate<CheckoutProgress, []>('submitCheckout');
export const confirmPaymentUpdate = defineUpdate<CheckoutProgress, [PaymentActionResult]>('confirmPayment');
export const checkoutProgressQuery = defineQuery<CheckoutProgress>('checkoutProgress');
/** A provider's webhook reported how a payment waiting on the shopper ended (it or the confirm, whichever is first). */
export const paymentOutcomeSignal = defineSignal<[PaymentActionResult]>('paymentOutcome');

export const fulfilOrderUpdate = defineUpdate<OrderSnapshot, [FulfilRequest]>('fulfilOrder');
export const refundOrderUpdate = defineUpdate<OrderSnapshot, [RefundRequest]>('refundOrder');
export const cancelOrderUpdate = defineUpdate<OrderSnapshot, [CancelRequest]>('cancelOrder');
export const markOrderPaidUpdate = defineUpdate<OrderSnapshot, []>('markOrderPaid');
export const orderSnapshotQuery = defineQuery<OrderSnapshot>('orderSnapshot');
/** An order edit's commit (src/order-edits): refused with 409 unless the order is still at expectedVersion. */
export const commitOrderEditUpdate = defineUpdate<OrderSnapshot, [{ editId: string; expectedVersion: number }]>(
  'commitOrderEdit',
);
/**
 * A payment link's payment of the order's balance due, with the shopper's payment token. A card that asks for 3-D
 * Secure answers at once and waits up to `actionTimeoutSeconds` for confirmOrderLinkUpdate (absent in older calls).
 */
export const payOrderLinkUpdate = defineUpdate<
  OrderSnapshot,
  [{ linkId: string; token: string; actionTimeoutSeconds?: number }]
>('payOrderLink');
/** The pay page's shopper finished the card's second step (approved: the challenge passed); answers the outcome. */
export const confirmOrderLinkUpdate = defineUpdate<OrderSnapshot, [{ paymentId: string; approved: boolean }]>(
  'confirmOrderLink',
);

/** The client confirmed an import after its dry run; the import's progress, as its workflow keeps it. */
export const startImportSignal = defineSignal('startImport');
export const importProgressQuery = defineQuery<ImportProgress>('importProgress');

/** A return's steps, each answered with the return's state after it (src/returns). */
export const approveReturnUpdate = defineUpdate<ReturnState, [string | null]>('approveReturn');
export const refuseReturnUpdate = defineUpdate<ReturnState, [string]>('refuseReturn');
export const receiveReturnUpdate = defineUpdate<ReturnState, [ReceivedLine[]]>('receiveReturn');
/** An exchange also names the variants taken instead (a second argument, so histories of one argument replay). */
export const resolveReturnUpdate = defineUpdate<ReturnState, [ResolutionMethod, ExchangeLine[]?]>('resolveReturn');
export const addReturnTrackingUpdate = defineUpdate<ReturnState, [TrackingEntry]>('addReturnTracking');

/** A cart changed while recoverable: the idle timer starts again, with the store's delays as they are now. */
export const cartActivitySignal = defineSignal<[number[]]>('cartActivity');
/** The cart can no longer be recovered (emptied, or its address unsubscribed): the sequence ends at once. */
export const stopCartRecoverySignal = defineSignal<[string]>('stopCartRecovery');

/** A stock change left the variant available with shoppers waiting: its restock workflow looks again. */
export const stockReturnedSignal = defineSignal('stockReturned');

/** A shopper's or staff's change of a subscription, answered with its state after it (src/subscriptions). */
export const changeSubscriptionUpdate = defineUpdate<SubscriptionState, [SubscriptionChange]>('changeSubscription');
export const subscriptionStateQuery = defineQuery<SubscriptionState>('subscriptionState');

/** A price list was written or deleted: its schedule reads the list's dates again. */
export const priceListChangedSignal = defineSignal('priceListChanged');

export {
  cartRecoveryWorkflowId,
  checkoutWorkflowId,
  draftOrderWorkflowId,
  giftCardDeliveryWorkflowId,
  importWorkflowId,
  orderWorkflowId,
  priceListWorkflowId,
  restockWorkflowId,
  returnWorkflowId,
  subscriptionWorkflowId,
} from '../src/shared/workflow-ids';

/** Search attributes (registered by temporal/search-attributes.ts) an operator filters by in the Temporal UI. */
export const SEARCH = {
  storeId: defineSearchAttributeKey('StoreId', SearchAttributeType.KEYWORD),
  orderId: defineSearchAttributeKey('OrderId', SearchAttributeType.KEYWORD),
  customerEmail: defineSearchAttributeKey('CustomerEmail', SearchAttributeType.KEYWORD),
  orderStatus: defineSearchAttributeKey('OrderStatus', SearchAttributeType.KEYWORD),
  cartId: defineSearchAttributeKey('CartId', SearchAttributeType.KEYWORD),
  /** `void_failed`: the provider may still hold an authorization of a failed checkout; void it by hand. */
  paymentReconciliation: defineSearchAttributeKey('PaymentReconciliation', SearchAttributeType.KEYWORD),
  importId: defineSearchAttributeKey('ImportId', SearchAttributeType.KEYWORD),
  /** validating, validated (waiting for the client's start), importing, completed or failed. */
  importStatus: defineSearchAttributeKey('ImportStatus', SearchAttributeType.KEYWORD),
  /** A return's status: requested, approved, refused, received, resolved or expired. */
  returnStatus: defineSearchAttributeKey('ReturnStatus', SearchAttributeType.KEYWORD),
  /**
   * A subscription's status (active, past_due, paused or cancelled) as a list of one, filtered as a keyword is
   * (`SubscriptionStatus = 'paused'`): the dev server holds at most 10 Keyword attributes, all taken above.
   */
  subscriptionStatus: defineSearchAttributeKey('SubscriptionStatus', SearchAttributeType.KEYWORD_LIST),
};
