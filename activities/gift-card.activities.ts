import { createMailer } from '../src/mail/mailer';
import { keyringOf } from '../src/secrets/keyring';
import type { EntityManager } from '@mikro-orm/postgresql';
import { findOrder, findOrderLines, paidGiftCardLines } from '../src/orders/orders.repository';
import { deliveredAmong } from '../src/balances/balances.repository';
import {
  issuePurchasedGiftCard,
  mailPurchasedGiftCard,
  purchasedGiftCardId,
  purchasesOf,
  type GiftCardPurchase,
} from '../src/balances/gift-card-purchases.service';
import { objectOrPositional } from './activity-arguments';
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
    /**
     * Bought cards whose delivery never started (its start failed while the relay passed `order.paid`): the units of
     * gift-card lines paid within 30 days, quiet for `quietMinutes`, that have no delivery yet. Pages of 500 lines,
     * at most 20 of them, and at most 200 cards a run: the next run goes on. Takes `{ quietMinutes }` and still the
     * number alone (see objectOrPositional).
     */
    undeliveredGiftCardPurchases: objectOrPositional(
      (quietMinutes: number) => ({ quietMinutes }),
      async ({ quietMinutes }) => {
        const em = deps.orm.em.fork();
        const undelivered = [];
        for (let offset = 0; offset < 20 * 500 && undelivered.length < 200; offset += 500) {
          const lines = await paidGiftCardLines(em, 30, quietMinutes, { limit: 500, offset });
          const purchases = purchasesOf(lines).map((purchase) => ({
            giftCardId: purchasedGiftCardId(purchase.orderLineId, purchase.unit),
            purchase,
          }));
          const delivered = await deliveredAmong(
            em,
            purchases.map((each) => each.giftCardId),
          );
          undelivered.push(...purchases.filter((each) => !delivered.has(each.giftCardId)));
          if (lines.length < 500) break;
        }
        return undelivered.slice(0, 200);
      },
    ),
    /** Mails a bought card's code to its recipient, once. Takes `{ giftCardId }` and still the id alone. */
    mailPurchasedGiftCard: objectOrPositional(
      (giftCardId: string) => ({ giftCardId }),
      ({ giftCardId }) => mailPurchasedGiftCard(deps.orm.em.fork(), keyringOf(deps.config), mailer, giftCardId),
    ),
  };
}
