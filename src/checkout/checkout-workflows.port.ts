import type { CheckoutInput, CheckoutProgress } from './checkout.types';

/** The submit's answer is due: the call is abandoned (the checkout, if it started, runs on) and the API answers 202. */
export class SubmitAnswerDue extends Error {
  constructor() {
    super('Temporal did not answer the submit before its answer was due.');
  }
}

/** The cart's checkout workflow as the checkout drives it; src/temporal/checkout-workflows.ts implements it. */
export interface CheckoutWorkflows {
  /** Whether the workflow service refuses calls (down), before a submit is sent; a slow answer is no refusal. */
  isRefusing(): Promise<boolean>;
  /**
   * Starts the cart's checkout or joins the running one; answers once it settles or its wait runs out, and by
   * answerBy (epoch ms) whatever happens, throwing SubmitAnswerDue when that is the bound that ended it.
   */
  submit(input: CheckoutInput, answerBy: number): Promise<CheckoutProgress>;
  /**
   * Whether the cart's checkout exists (running or closed; a run started at or after `since` when given); undefined
   * when that cannot be told by answerBy.
   */
  started(cartId: string, answerBy: number, since?: Date): Promise<boolean | undefined>;
  /** A submit of unknown outcome: sees to it in the background that the checkout starts (or is logged lost). */
  keepStarting(input: CheckoutInput): void;
  /** The shopper finished (or failed) the payment's extra step. */
  confirmPayment(cartId: string, approved: boolean): Promise<CheckoutProgress>;
  /** The running checkout's progress; undefined when none runs. */
  progress(cartId: string): Promise<CheckoutProgress | undefined>;
}
