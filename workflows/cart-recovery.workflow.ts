import { condition, continueAsNew, proxyActivities, setHandler, workflowInfo } from '@temporalio/workflow';
import type { Activities } from '../activities';
import { cartActivitySignal, stopCartRecoverySignal } from './definitions';
import { MAIL_ACTIVITY } from './policies';

const { sendCartRecoveryStep } = proxyActivities<Activities>(MAIL_ACTIVITY);

export interface CartRecoveryInput {
  storeId: string;
  cartId: string;
  delaysSeconds: number[];
  /** The step to wait for: above 0 after a continue-as-new. */
  step?: number;
}

export interface CartRecoveryEnd {
  outcome: 'completed' | 'stopped';
  /** Steps done: mailed now or before. */
  steps: number;
}

/**
 * Abandoned-cart recovery of one cart (workflow id `cart-recovery-<cartId>`): waits the store's delay for the next
 * step; cart activity (a signal) starts the wait again; when it runs out, one activity re-reads the cart and sends
 * that step's mail at most once, or answers that the sequence is over (cart submitted, emptied, unsubscribed,
 * recovery off). The mailed steps live in PostgreSQL, so the workflow holds no state that a retry could double.
 */
export async function cartRecoveryWorkflow(input: CartRecoveryInput): Promise<CartRecoveryEnd> {
  let delays = input.delaysSeconds;
  let step = input.step ?? 0;
  let touched = false;
  let stopped = false;
  setHandler(cartActivitySignal, (delaysSeconds) => {
    delays = delaysSeconds;
    touched = true;
  });
  setHandler(stopCartRecoverySignal, () => {
    stopped = true;
  });
  while (step < delays.length) {
    if (workflowInfo().continueAsNewSuggested)
      await continueAsNew<typeof cartRecoveryWorkflow>({ ...input, delaysSeconds: delays, step });
    touched = false;
    const woken = await condition(() => touched || stopped, delays[step] * 1000);
    if (stopped) return { outcome: 'stopped', steps: step };
    if (woken) continue;
    const outcome = await sendCartRecoveryStep({
      storeId: input.storeId,
      cartId: input.cartId,
      step,
      last: step === delays.length - 1,
    });
    if (outcome === 'stopped') return { outcome: 'stopped', steps: step };
    step += 1;
  }
  return { outcome: 'completed', steps: step };
}
