import { proxyActivities, sleep } from '@temporalio/workflow';
import type { Activities } from '../activities';
import type { DraftOrderExpiryInput } from '../src/draft-orders/draft-order-workflows.port';
import { DRAFT_ORDER_EXPIRY_STEP } from './policies';

const steps = proxyActivities<Activities>(DRAFT_ORDER_EXPIRY_STEP);

/**
 * A draft order's sent link (workflow id `draft-order-<draftId>`): a durable timer of the store's linkExpirySeconds,
 * then the expiry step, which cancels the unpaid draft's order through the order's workflow (one step at a time with
 * the link's payment), releasing its stock; a draft paid or cancelled meanwhile is left as it is. Answers the draft's
 * status after the step.
 */
export async function draftOrderWorkflow(input: DraftOrderExpiryInput): Promise<string> {
  await sleep(input.expiresInSeconds * 1000);
  return steps.expireDraftOrderLink(input.storeId, input.draftId);
}
