import type { OutgoingMail } from '../mail/mailer';
import { escapeHtml } from '../mail/sign-in-mail';
import type { ReturnTrackingRow } from './returns.repository';

export interface ReturnReminderMailInput {
  to: string;
  storeName: string;
  returnId: string;
  orderNumber: number;
  shipBy: Date;
  staffMessage: string | null;
  /** The prepaid labels staff added, so the shopper has what they need in the reminder itself. */
  labels: ReturnTrackingRow[];
  /** Stable for the return, so a receiver can drop a copy a crash between send and commit made. */
  messageId: string;
}

/** The reminder that an approved return has not been sent yet, as plain text and HTML. */
export function renderReturnReminderMail(input: ReturnReminderMailInput): OutgoingMail {
  const store = input.storeName;
  const date = input.shipBy.toISOString().slice(0, 10);
  const intro = `Your return ${input.returnId} for order #${input.orderNumber} at ${store} was approved.`;
  const deadline = `Please send it by ${date}, and add the parcel's tracking number; after that date it expires.`;
  const labels = input.labels.map((l) => [l.carrier, l.number, l.url].filter((v) => v !== null).join(' '));
  const text = [
    intro,
    deadline,
    ...(input.staffMessage ? ['', input.staffMessage] : []),
    ...(labels.length > 0 ? ['', 'Your return label:', ...labels] : []),
    '',
    `— ${store}`,
  ].join('\n');
  const labelHtml = input.labels
    .map((l) => {
      const words = escapeHtml([l.carrier, l.number].filter((v) => v !== null).join(' '));
      return l.url ? `<li><a href="${escapeHtml(l.url)}">${words || 'Return label'}</a></li>` : `<li>${words}</li>`;
    })
    .join('');
  const html = `<!doctype html>
<html lang="en"><body style="font-family:sans-serif">
<p>${escapeHtml(intro)}</p>
<p><strong>${escapeHtml(deadline)}</strong></p>
${input.staffMessage ? `<p>${escapeHtml(input.staffMessage)}</p>` : ''}
${labelHtml ? `<p>Your return label:</p><ul>${labelHtml}</ul>` : ''}
<p>— ${escapeHtml(store)}</p>
</body></html>`;
  return {
    to: input.to,
    subject: `Reminder: please send your return for order #${input.orderNumber} by ${date}`,
    text,
    html,
    messageId: input.messageId,
  };
}
