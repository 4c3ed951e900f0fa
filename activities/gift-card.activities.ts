import { createMailer } from '../src/mail/mailer';
import { keyringOf } from '../src/secrets/keyring';
import type { EntityManager } from '@mikro-orm/postgresql';
import { findOrder, findOrderLines } from '../src/orders/orders.repository';
import {
  issuePurchasedGiftCard,
  mailPurchasedGiftCard,
  type GiftCardPurchase,
} from '../src/balances/gift-card-purchases.service';
import type { ActivityDeps } from './deps';

export function createGiftCardActivities(deps: ActivityDeps) {
  const mailer = createMailer(deps.config, deps.logger);
  return {
    /** Issues a bought card once (by its line and unit); a unit refunded before then gets none. */
    async issuePurchasedGiftCard(purchase: GiftCardPurchase) {
      const liveUnitsOf = async (tx: EntityManager) => {
        const order = await findOrder(tx, purchase.storeId, purchase.orderId, true);
        const line = (await findOrderLines(tx, purchase.orderId)).find((l) => l.id === purchase.orderLineId);
        return order.status === 'cancelled' || !line ? 0 : line.quantity - line.refunded_quantity;
      };
      const issued = await issuePurchasedGiftCard(deps.orm.em.fork(), keyringOf(deps.config), purchase, liveUnitsOf);
      return issued ?? null;
    },
    /** Mails a bought card's code to its recipient, once. */
    mailPurchasedGiftCard: (giftCardId: string) =>
      mailPurchasedGiftCard(deps.orm.em.fork(), keyringOf(deps.config), mailer, giftCardId),
  };
}
