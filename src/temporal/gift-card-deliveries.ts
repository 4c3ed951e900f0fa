import { WorkflowExecutionAlreadyStartedError, type Client } from '@temporalio/client';
import { WorkflowIdReusePolicy } from '@temporalio/common';
import type { giftCardDeliveryWorkflow } from '../../workflows/gift-card-delivery.workflow';
import { SEARCH } from '../../workflows/definitions';
import { giftCardDeliveryWorkflowId } from '../shared/workflow-ids';
import { purchasedGiftCardId, type GiftCardPurchase } from '../balances/gift-card-purchases.service';

/**
 * Starts the delivery workflow of one bought card (`gift-card-delivery-<giftCardId>`), on the background queue.
 * Once per card: a second start (another relay pass over the same event) is refused by the id, even after the first
 * run ended, and the card's issue is keyed by its id besides. Searchable in the Temporal UI by store, order and the
 * recipient's address.
 */
export async function startGiftCardDelivery(
  client: Client,
  taskQueue: string,
  purchase: GiftCardPurchase,
): Promise<void> {
  try {
    await client.workflow.start<typeof giftCardDeliveryWorkflow>('giftCardDeliveryWorkflow', {
      taskQueue,
      workflowId: giftCardDeliveryWorkflowId(purchasedGiftCardId(purchase.orderLineId, purchase.unit)),
      args: [purchase],
      workflowIdReusePolicy: WorkflowIdReusePolicy.REJECT_DUPLICATE,
      typedSearchAttributes: [
        { key: SEARCH.storeId, value: purchase.storeId },
        { key: SEARCH.orderId, value: purchase.orderId },
        { key: SEARCH.customerEmail, value: purchase.recipientEmail },
      ],
    });
  } catch (error) {
    if (!(error instanceof WorkflowExecutionAlreadyStartedError)) throw error;
  }
}
