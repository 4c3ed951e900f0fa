import { proxyActivities, sleep } from '@temporalio/workflow';
import type { Activities } from '../activities';
import type { GiftCardPurchase } from '../src/balances/gift-card-purchases.service';
import { DATABASE_ACTIVITY, MAIL_ACTIVITY } from './policies';

const { issuePurchasedGiftCard } = proxyActivities<Activities>(DATABASE_ACTIVITY);
const { mailPurchasedGiftCard } = proxyActivities<Activities>(MAIL_ACTIVITY);

export interface GiftCardDeliveryEnd {
  giftCardId: string | null;
  outcome: 'sent' | 'already_sent' | 'disabled' | 'refunded';
}

/**
 * One gift card bought in the shop (workflow id `gift-card-delivery-<giftCardId>`), started by the outbox relay when
 * its order is paid: the card is issued (once: its id is its order line's and unit's), then, at once or on the
 * delivery date the shopper chose (a durable timer), its code is mailed to the recipient. The card and its sealed
 * code live in PostgreSQL; the workflow holds neither.
 */
export async function giftCardDeliveryWorkflow(purchase: GiftCardPurchase): Promise<GiftCardDeliveryEnd> {
  const issued = await issuePurchasedGiftCard(purchase);
  if (!issued) return { giftCardId: null, outcome: 'refunded' };
  if (issued.sent) return { giftCardId: issued.giftCardId, outcome: 'already_sent' };
  const wait = issued.deliverAt ? Date.parse(issued.deliverAt) - Date.now() : 0;
  if (wait > 0) await sleep(wait);
  return { giftCardId: issued.giftCardId, outcome: await mailPurchasedGiftCard(issued.giftCardId) };
}
