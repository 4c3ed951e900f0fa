/** Shapes shared by the order workflow (type-only imports) and the order services behind its activities. */
import type { TenderKind } from '../balances/tenders';
export type OrderAction = 'fulfil' | 'refund' | 'cancel';
export type OrderStatus = 'pending' | 'confirmed' | 'completed' | 'cancelled';

/** What the order workflow needs to judge an action synchronously in its update validators. */
export interface OrderSnapshot {
  orderId: string;
  storeId: string;
  email: string;
  status: OrderStatus;
  paymentStatus: string;
  fulfillmentStatus: string;
  allowedActions: OrderAction[];
  canMarkPaid: boolean;
  /** Captured minus refunded, in minor units. */
  refundable: number;
}

export interface LineQuantity {
  lineId: string;
  quantity: number;
}

export interface FulfilRequest {
  items?: LineQuantity[];
  /** Ship only what is allocated at this location; without it, one fulfilment per location the units sit at. */
  locationId?: string;
  tracking?: { carrier: string; number: string; url?: string };
  notifyCustomer?: boolean;
}

export interface RefundRequest {
  amount?: number;
  items?: LineQuantity[];
  includeShipping?: boolean;
  restock?: boolean;
  reason?: string;
  /**
   * Staff's order of tenders for this refund (kinds left out follow in the default order: the payment, store credit,
   * gift cards). Absent in requests made before it: the default order.
   */
  tenderOrder?: TenderKind[];
  /**
   * Set by a provider's webhook, never by the API: the provider has refunded this much in all (in our minor units)
   * on its own (its dashboard); what our order does not show yet is recorded without calling the provider.
   */
  refundedAtProvider?: {
    totalRefunded: number;
    reference: string;
    /** The payment the provider refunded (its total is that payment's); absent in requests made before. */
    paymentId?: string;
  };
  /**
   * Set by a return's resolution, never by the API: the refund's id, so its provider idempotency key
   * (`<refundId>:refund`) and its row are the same however often the resolution is retried.
   */
  refundId?: string;
}

export interface CancelRequest {
  reason?: string;
}

export interface OrderWorkflowInput {
  snapshot: OrderSnapshot;
  /** The workflow closes after this long without a step; a later action starts a new one. */
  idleTimeoutSeconds: number;
}
