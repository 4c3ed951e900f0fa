import type { EntityManager } from '@mikro-orm/postgresql';
import { inTransaction } from '../db/sql';
import { DomainError } from '../shared/errors';
import { money } from '../shared/money';
import { keyedId } from '../shared/ids';
import { isoTimestampOrNull } from '../shared/timestamps';
import type { Store } from '../stores/store.entity';
import { findStore } from '../stores/stores.service';
import { recordEvent } from '../events/outbox';
import type { Mailer, OutgoingMail } from '../mail/mailer';
import { escapeHtml } from '../mail/sign-in-mail';
import { openSecret, sealSecret, type SecretKeyring } from '../secrets/secret-box';
import {
  findGiftCard,
  findGiftCardDelivery,
  giftCardsOfOrderLine,
  insertGiftCard,
  insertGiftCardDelivery,
  markGiftCardDeliverySent,
  setGiftCardDisabled,
  type GiftCardRow,
  type PaidGiftCardLine,
} from './balances.repository';
import { codeHashOf, lastFourOf, newGiftCardCode } from './gift-card-codes';
import { postLedgerEntry } from './ledger';
import { presentGiftCard } from './balances.presenter';

/** One card bought in the shop: one unit of a gift-card line of a paid order. */
export interface GiftCardPurchase {
  storeId: string;
  orderId: string;
  orderLineId: string;
  /** 1 to the line's quantity. */
  unit: number;
  currency: string;
  /** The card's value: the variant's unit price. */
  amount: number;
  /** Who gets the mail: the recipient the shopper named, else the buyer. */
  recipientEmail: string;
  recipientName: string | null;
  senderName: string | null;
  message: string | null;
  /** When to mail it; null: at once. */
  deliverAt: string | null;
}

/**
 * A bought card's id: one per order line and unit, so issuing it again (a retry, a second relay pass) finds it.
 * `gc_<line id without li_>n<unit>`, readable and within the ids' pattern (letters and digits); a line id of another
 * shape is hashed instead.
 */
export function purchasedGiftCardId(orderLineId: string, unit: number): string {
  const readable = `gc_${orderLineId.replace(/^li_/, '')}n${unit}`;
  return /^gc_[A-Za-z0-9]{1,64}$/.test(readable) ? readable : keyedId('gc', `${orderLineId}:${unit}`);
}

/** The cards of the gift-card lines of paid orders, unit by unit. */
export function purchasesOf(lines: PaidGiftCardLine[]): GiftCardPurchase[] {
  return lines.flatMap((line) =>
    Array.from({ length: line.quantity }, (_, index) => ({
      storeId: line.store_id,
      orderId: line.order_id,
      orderLineId: line.line_id,
      unit: index + 1,
      currency: line.currency,
      amount: Number(line.unit_amount),
      recipientEmail: line.gift_card.recipientEmail ?? line.email,
      recipientName: line.gift_card.recipientName ?? null,
      senderName: line.gift_card.senderName ?? null,
      message: line.gift_card.message ?? null,
      deliverAt: line.gift_card.deliverAt ?? null,
    })),
  );
}

const SEAL_PURPOSE = (giftCardId: string) => `gift_card_deliveries.code:${giftCardId}`;

export interface IssuedPurchase {
  giftCardId: string;
  deliverAt: string | null;
  /** Already mailed (a workflow started again after its delivery). */
  sent: boolean;
}

/**
 * Issues a bought card, exactly once (its id is the line's and unit's): the card, its `issue` row, `gift_card.issued`
 * and its delivery, whose code is sealed with the secrets key until it is mailed, in one transaction. A retry finds
 * the delivery and issues nothing again. A unit refunded before its card was issued gets no card.
 */
export async function issuePurchasedGiftCard(
  em: EntityManager,
  keyring: SecretKeyring,
  purchase: GiftCardPurchase,
  /**
   * The line's units neither refunded nor cancelled (refunds take units back from the last), read in the issue's
   * transaction with the order locked, so a refund or cancel racing the issue either sees the card or stops it.
   */
  liveUnitsOf: (tx: EntityManager) => Promise<number> = async () => Infinity,
): Promise<IssuedPurchase | undefined> {
  const id = purchasedGiftCardId(purchase.orderLineId, purchase.unit);
  return inTransaction(em, async (tx) => {
    const before = await findGiftCardDelivery(tx, id);
    if (before) return { giftCardId: id, deliverAt: isoTimestampOrNull(before.deliver_at), sent: !!before.sent_at };
    if (purchase.unit > (await liveUnitsOf(tx))) return undefined;
    const store = await findStore(tx, purchase.storeId);
    const code = newGiftCardCode();
    await insertGiftCard(tx, {
      id,
      store_id: store.id,
      code_hash: codeHashOf(store.id, code),
      last4: lastFourOf(code),
      currency: purchase.currency,
      initial_amount: purchase.amount,
      expires_at: null,
      note: `Bought with order ${purchase.orderId}`,
      order_line_id: purchase.orderLineId,
    });
    await postLedgerEntry(tx, {
      storeId: store.id,
      balance: { giftCardId: id },
      kind: 'issue',
      amount: purchase.amount,
      orderId: purchase.orderId,
      idempotencyKey: `${id}:issue`,
      actor: `order:${purchase.orderId}`,
    });
    await insertGiftCardDelivery(tx, {
      gift_card_id: id,
      store_id: store.id,
      order_id: purchase.orderId,
      recipient_email: purchase.recipientEmail,
      recipient_name: purchase.recipientName,
      sender_name: purchase.senderName,
      message: purchase.message,
      deliver_at: purchase.deliverAt,
      sealed_code: sealSecret(keyring, SEAL_PURPOSE(id), code),
    });
    const card = (await findGiftCard(tx, store.id, id)) as GiftCardRow;
    await recordEvent(tx, store.id, 'gift_card.issued', {
      ...presentGiftCard(card, store.defaultLanguage),
      orderId: purchase.orderId,
    });
    return { giftCardId: id, deliverAt: purchase.deliverAt, sent: false };
  });
}

function giftCardMail(store: Store, card: GiftCardRow, delivery: GiftCardDeliveryView, code: string): OutgoingMail {
  const value = money(Number(card.initial_amount), card.currency, store.defaultLanguage).formatted;
  const from = delivery.sender_name ?? store.name;
  const greeting = delivery.recipient_name ? `Hello ${delivery.recipient_name},` : 'Hello,';
  const intro = `${from} sent you a ${value} gift card for ${store.name}.`;
  const use = `Enter this code at checkout: ${code}`;
  const text = [
    greeting,
    '',
    intro,
    ...(delivery.message ? ['', delivery.message] : []),
    '',
    use,
    '',
    `— ${store.name}`,
  ];
  const html = `<!doctype html>
<html lang="en"><body style="font-family:sans-serif">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
${delivery.message ? `<blockquote>${escapeHtml(delivery.message)}</blockquote>` : ''}
<p>Enter this code at checkout:</p>
<p style="font-size:20px;font-family:monospace;letter-spacing:2px"><strong>${escapeHtml(code)}</strong></p>
<p>— ${escapeHtml(store.name)}</p>
</body></html>`;
  return {
    to: delivery.recipient_email,
    subject: `${from} sent you a ${value} gift card`,
    text: text.join('\n'),
    html,
    // One per card, the same on every retry, so a receiver can drop a copy a crash made.
    messageId: `<${card.id}.gift-card@commerce.invalid>`,
  };
}

type GiftCardDeliveryView = NonNullable<Awaited<ReturnType<typeof findGiftCardDelivery>>>;

/**
 * Mails a bought card's code to its recipient, once: the delivery is marked sent (and its sealed code forgotten)
 * after the mail went. A card disabled before its date (its line refunded) is not mailed.
 */
export async function mailPurchasedGiftCard(
  em: EntityManager,
  keyring: SecretKeyring,
  mailer: Mailer,
  giftCardId: string,
): Promise<'sent' | 'already_sent' | 'disabled'> {
  const delivery = await findGiftCardDelivery(em, giftCardId);
  if (!delivery) throw new DomainError('resource_not_found', `No delivery of gift card ${giftCardId} exists.`);
  if (delivery.sent_at || !delivery.sealed_code) return 'already_sent';
  const card = (await findGiftCard(em, delivery.store_id, giftCardId)) as GiftCardRow;
  if (card.disabled) return 'disabled';
  const store = await findStore(em, delivery.store_id);
  const code = openSecret(keyring, SEAL_PURPOSE(giftCardId), delivery.sealed_code);
  await mailer.send(giftCardMail(store, card, delivery, code));
  await markGiftCardDeliverySent(em, giftCardId);
  return 'sent';
}

/**
 * A refund of units of a gift-card line takes back their cards: the unused ones (balance still the value) are
 * disabled and emptied by an `adjust` row keyed by the refund; a card already spent, even in part, refuses the refund
 * with 409 `gift_card_spent` when the refund is planned (its value is in someone's order; refund by amount if the
 * store agrees). Cards refunded before they were issued are never issued. Units are taken back from the last.
 */
export async function takeBackGiftCards(
  tx: EntityManager,
  storeId: string,
  orderLineId: string,
  units: number,
  refundId: string,
  check: 'plan' | 'record',
): Promise<void> {
  const live = (await giftCardsOfOrderLine(tx, orderLineId)).filter((card) => !card.disabled).reverse();
  for (const card of live.slice(0, units)) {
    const spent = Number(card.balance) < Number(card.initial_amount);
    // Recorded after the money went back, a refund cannot be refused any more: a card spent since its plan stays.
    if (spent && check === 'record') continue;
    if (spent)
      throw new DomainError(
        'gift_card_spent',
        `The gift card ending ${card.last4} bought by this line has been used; its unit cannot be refunded by line. ` +
          'Refund an amount instead if the store agrees.',
        { giftCardId: card.id, balance: Number(card.balance), value: Number(card.initial_amount) },
      );
    if (check === 'plan') continue;
    await postLedgerEntry(tx, {
      storeId,
      balance: { giftCardId: card.id },
      kind: 'adjust',
      amount: -Number(card.balance),
      reason: 'order line refunded',
      actor: `refund:${refundId}`,
      idempotencyKey: `${refundId}:take_back:${card.id}`,
    });
    await setGiftCardDisabled(tx, storeId, card.id, true);
  }
}
