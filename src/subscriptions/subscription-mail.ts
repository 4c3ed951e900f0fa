import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../config';
import type { Mailer, OutgoingMail } from '../mail/mailer';
import { BUTTON_STYLE, escapeHtml } from '../mail/sign-in-mail';
import { notFound } from '../shared/errors';
import { findStore } from '../stores/stores.service';
import { subscriptionSettingsOf } from '../settings/subscription-settings';
import { findSubscription } from './subscriptions.repository';

/** The dunning mail: the renewal's charge failed; the link leads to the account page to update the card. */
export function renderPaymentFailedMail(m: {
  to: string;
  storeName: string;
  item: string;
  link: string;
  final: boolean;
  action: 'pause' | 'cancel';
  messageId: string;
}): OutgoingMail {
  const now = m.action === 'pause' ? 'paused' : 'cancelled';
  const intro = m.final
    ? `We could not charge your card for ${m.item}, so your subscription is now ${now}.`
    : `We could not charge your card for ${m.item}. We will try again soon; please update your card.`;
  const text = [intro, '', m.link, '', `— ${m.storeName}`].join('\n');
  const html = `<!doctype html>
<html lang="en"><body style="font-family:sans-serif">
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(m.link)}" style="${BUTTON_STYLE}">Update your card</a></p>
<p>— ${escapeHtml(m.storeName)}</p>
</body></html>`;
  return { to: m.to, subject: `Payment failed for ${m.item}`, text, html, link: m.link, messageId: m.messageId };
}

/**
 * Mails the shopper that a renewal's charge failed, with a link to update the card. The Message-ID names the
 * subscription and attempt, so a copy a retried step sends can be told apart by the receiver.
 */
export async function sendPaymentFailedMail(
  em: EntityManager,
  mailer: Mailer,
  config: Pick<Config, 'publicBaseUrl'>,
  input: { storeId: string; subscriptionId: string; attempt: number; final: boolean },
): Promise<void> {
  const sub = await findSubscription(em, input.storeId, input.subscriptionId);
  if (!sub) throw notFound('subscription', input.subscriptionId);
  const store = await findStore(em, input.storeId);
  const settings = await subscriptionSettingsOf(em, input.storeId);
  const link = new URL(settings.accountUrl ?? config.publicBaseUrl);
  link.searchParams.set('subscription', sub.id);
  const host = new URL(config.publicBaseUrl).hostname;
  await mailer.send(
    renderPaymentFailedMail({
      to: sub.email,
      storeName: store.name,
      item: sub.title,
      link: link.toString(),
      final: input.final,
      action: settings.afterLastRetry,
      messageId: `<subscription-${sub.id}-${sub.next_cycle}-${input.attempt}@${host}>`,
    }),
  );
}
