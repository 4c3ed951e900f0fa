import type { EntityManager } from '@mikro-orm/postgresql';
import { money } from '../shared/money';
import { isoTimestamp, isoTimestampOrNull } from '../shared/timestamps';
import type { Store } from '../stores/store.entity';
import { findPaymentLink, type PaymentLinkRow } from './payment-links.repository';
import { findPaymentAwaitingAction } from '../payments/payments.repository';
import { paymentActionSecret } from '../payments/payments.service';
import type { SecretKeyring } from '../secrets/secret-box';

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

/**
 * An open link whose card waits on its shopper (3-D Secure): what the pay page does next, as a checkout's
 * `nextAction` says it. With a real provider, the client secret its browser library needs is opened here, so it is
 * never in the order workflow's history. Null when nothing waits.
 */
export async function nextActionOfLink(em: EntityManager, keyring: () => SecretKeyring, store: Store, id: string) {
  const link = await findPaymentLink(em, store.id, id);
  const payment = link.status === 'open' && link.order_id && (await findPaymentAwaitingAction(em, link.order_id));
  if (!payment) return null;
  const clientSecret = payment.provider === 'test' ? undefined : await paymentActionSecret(em, keyring, payment.id);
  return {
    type: 'confirm_payment' as const,
    paymentId: payment.id,
    ...(payment.provider !== 'test' && { provider: payment.provider }),
    ...(clientSecret && { clientSecret }),
  };
}
