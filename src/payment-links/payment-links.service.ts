import type { EntityManager } from '@mikro-orm/postgresql';
import { money } from '../shared/money';
import { isoTimestamp, isoTimestampOrNull } from '../shared/timestamps';
import type { Store } from '../stores/store.entity';
import { findPaymentLink, type PaymentLinkRow } from './payment-links.repository';

/** The PaymentLink resource: what the public pay page shows. */
export function presentPaymentLink(link: PaymentLinkRow, orderNumber: number | null, language: string) {
  return {
    id: link.id,
    purpose: link.purpose,
    status: link.status,
    amount: money(Number(link.amount), link.currency, language),
    orderNumber,
    createdAt: isoTimestamp(link.created_at),
    paidAt: isoTimestampOrNull(link.paid_at),
  };
}

export type PaymentLinkView = ReturnType<typeof presentPaymentLink>;

/** The link of this store; the order's number is looked up by the caller, which knows orders. */
export async function getPaymentLink(
  em: EntityManager,
  store: Store,
  id: string,
  orderNumberOf: (orderId: string) => Promise<number | null>,
): Promise<PaymentLinkView> {
  const link = await findPaymentLink(em, store.id, id);
  const number = link.order_id ? await orderNumberOf(link.order_id) : null;
  return presentPaymentLink(link, number, store.defaultLanguage);
}
