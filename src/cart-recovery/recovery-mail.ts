import type { OutgoingMail } from '../mail/mailer';
import { BUTTON_STYLE, escapeHtml } from '../mail/sign-in-mail';

export interface RecoveryMailInput {
  to: string;
  storeName: string;
  units: number;
  restoreLink: string;
  unsubscribeLink: string;
  discountCode: string | null;
  /** Stable for the cart and step, so a receiver can drop a copy a crash between send and commit made. */
  messageId: string;
}

/** One reminder of a recovery sequence, as plain text and HTML. */
export function renderRecoveryMail(input: RecoveryMailInput): OutgoingMail {
  const store = input.storeName;
  const intro = `You left ${input.units} item${input.units === 1 ? '' : 's'} in your cart at ${store}.`;
  const offer = input.discountCode ? `Use the code ${input.discountCode} for a discount at checkout.` : '';
  const leave = 'No more reminders like this:';
  const text = [intro, '', input.restoreLink, '', offer, leave, input.unsubscribeLink, '', `— ${store}`]
    .filter((line, i, all) => line !== '' || all[i - 1] !== '')
    .join('\n');
  const html = `<!doctype html>
<html lang="en"><body style="font-family:sans-serif">
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(input.restoreLink)}" style="${BUTTON_STYLE}">Back to your cart</a></p>
${offer ? `<p>${escapeHtml(offer)}</p>` : ''}
<p style="font-size:12px;color:#555">${escapeHtml(leave)}
<a href="${escapeHtml(input.unsubscribeLink)}">unsubscribe</a></p>
<p>— ${escapeHtml(store)}</p>
</body></html>`;
  return {
    to: input.to,
    subject: `Your cart at ${store} is waiting`,
    text,
    html,
    link: input.restoreLink,
    messageId: input.messageId,
  };
}
