/** Shapes shared by the return workflow (type-only imports) and the return services behind its activities. */
import type { RETURN_STATUSES } from './return.entity';

export type ReturnStatus = (typeof RETURN_STATUSES)[number];
export type ResolutionMethod = 'refund' | 'store_credit' | 'exchange';

/** A variant and quantity the shopper takes in exchange for what came back. */
export interface ExchangeLine {
  variantId: string;
  quantity: number;
}

/** The replacement order of an exchange, priced when the resolution is planned. */
export interface PlannedExchange {
  /** Derived from the return, so a retried step finds the order it made. */
  orderId: string;
  /** What the replacement costs with its tax (as a cart would tax it), the return's worth counting towards it. */
  total: number;
  /** The replacement's lines before tax, and their tax: absent (0) in plans recorded before exchanges were taxed. */
  subtotal?: number;
  tax?: number;
  /**
   * What the shopper still pays (total less the return's worth), through a payment link on the replacement; 0 (or
   * absent, in plans recorded before dearer exchanges) when the return covers it all.
   */
  balanceDue?: number;
  lines: Array<{
    productId: string;
    variantId: string;
    title: string;
    variantTitle: string;
    sku: string;
    unitAmount: number;
    quantity: number;
    /** The line's tax and total with it; absent in plans recorded before exchanges were taxed. */
    tax?: number;
    total?: number;
  }>;
}
export type ReturnCondition = 'sellable' | 'damaged';

export interface ReceivedLine {
  /** The order line, as the return lists it. */
  lineId: string;
  quantity: number;
  condition: ReturnCondition;
}

/** A label (staff give the shopper a prepaid label) or the tracking number of the parcel on its way. */
export interface TrackingEntry {
  kind: 'label' | 'tracking';
  carrier: string | null;
  number: string | null;
  url: string | null;
  addedBy: 'customer' | 'guest' | 'staff';
}

/** What the workflow keeps of its return: enough to judge a step in a validator and to time the deadline. */
export interface ReturnState {
  returnId: string;
  storeId: string;
  orderId: string;
  email: string;
  status: ReturnStatus;
  /** Epoch milliseconds when an approved return expires if not received; null before approval. */
  shipBy: number | null;
}

export interface ReturnWorkflowInput {
  state: ReturnState;
  shipWithinSeconds: number;
  reminderBeforeSeconds: number;
}

/** How a received return will be settled, worked out before any money moves. */
export interface PlannedResolution {
  method: ResolutionMethod;
  /**
   * The money to move (minor units): the received units' value less the restocking fee, less for an exchange the
   * replacement order's total (the difference refunded; 0 when the replacement costs more, see balanceDue).
   */
  amount: number;
  restockingFee: number;
  currency: string;
  /** Received units per order line: what the refund lists. */
  items: Array<{ lineId: string; quantity: number }>;
  customerId: string | null;
  /** For an exchange: its replacement order. */
  exchange?: PlannedExchange;
}

/** Statuses after which nothing more happens to a return. */
export const isClosedReturn = (status: ReturnStatus) =>
  status === 'refused' || status === 'resolved' || status === 'expired' || status === 'cancelled';
