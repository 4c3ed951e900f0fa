import type { CancelRequest, FulfilRequest, OrderSnapshot, RefundRequest } from './order.types';

/** One lifecycle step of an order, with what the request asked for. */
export type OrderStep =
  | { action: 'fulfil'; request: FulfilRequest }
  | { action: 'refund'; request: RefundRequest }
  | { action: 'cancel'; request: CancelRequest }
  | { action: 'markPaid' }
  /** An order edit's commit (src/order-edits): refused with 409 unless the order is still at expectedVersion. */
  | { action: 'commitEdit'; editId: string; expectedVersion: number }
  /**
   * A payment link's payment of the order's balance due, with the shopper's payment token; a card that asks for 3-D
   * Secure answers at once and waits up to actionTimeoutSeconds for confirmLink.
   */
  | { action: 'payLink'; linkId: string; token: string; actionTimeoutSeconds?: number }
  /** The pay page's shopper finished the card's second step (approved: it passed); answers how the payment ended. */
  | { action: 'confirmLink'; paymentId: string; approved: boolean };

/** The order's workflow as the orders domain drives it; src/temporal/order-workflows.ts implements it. */
export interface OrderWorkflows {
  /**
   * Runs the step in the order's workflow, starting one from the snapshot when none runs; answers the snapshot after
   * the step. The same update id makes a retried request the same step.
   */
  runStep(snapshot: OrderSnapshot, step: OrderStep, updateId?: string): Promise<OrderSnapshot>;
  /**
   * The outcome of the step the order's workflow took with this update id (a retry of a request whose answer was
   * lost), asked without starting a run or taking the step again; undefined when it took no step with that id.
   */
  outcomeOf(orderId: string, updateId: string): Promise<OrderSnapshot | undefined>;
}
