import type { OutgoingMail } from '../mail/mailer';
import { BUTTON_STYLE, escapeHtml } from '../mail/sign-in-mail';

interface Frame {
  to: string;
  storeName: string;
  subject: string;
  intro: string;
  button: string;
  link: string;
  footer: string;
  footerLink: string;
  messageId?: string;
}

function render(f: Frame): OutgoingMail {
  const text = [f.intro, '', f.link, '', f.footer, f.footerLink, '', `— ${f.storeName}`].join('\n');
  const html = `<!doctype html>
<html lang="en"><body style="font-family:sans-serif">
<p>${escapeHtml(f.intro)}</p>
<p><a href="${escapeHtml(f.link)}" style="${BUTTON_STYLE}">${escapeHtml(f.button)}</a></p>
<p style="font-size:12px;color:#555">${escapeHtml(f.footer)}
<a href="${escapeHtml(f.footerLink)}">${escapeHtml(f.footerLink)}</a></p>
<p>— ${escapeHtml(f.storeName)}</p>
</body></html>`;
  return { to: f.to, subject: f.subject, text, html, link: f.link, messageId: f.messageId };
}

/** Double opt-in: an unknown address gets alerts only after it opens this link. */
export function renderConfirmMail(m: {
  to: string;
  storeName: string;
  item: string;
  confirmLink: string;
  unsubscribeLink: string;
}) {
  return render({
    to: m.to,
    storeName: m.storeName,
    subject: `Confirm your alert for ${m.item}`,
    intro: `Confirm that ${m.storeName} may e-mail you once ${m.item} is back in stock.`,
    button: 'Confirm the alert',
    link: m.confirmLink,
    footer: 'Did not ask for this? Ignore this mail, or cancel the alert:',
    footerLink: m.unsubscribeLink,
  });
}

/** The alert itself, once per sign-up; the Message-ID is the sign-up's, so a retried batch's copy can be dropped. */
export function renderBackInStockMail(m: {
  to: string;
  storeName: string;
  item: string;
  productLink: string;
  unsubscribeLink: string;
  messageId: string;
}) {
  return render({
    to: m.to,
    storeName: m.storeName,
    subject: `${m.item} is back in stock`,
    intro: `Good news: ${m.item} is back in stock at ${m.storeName}. Stock is limited.`,
    button: 'Shop it now',
    link: m.productLink,
    footer: 'No more alerts for this item:',
    footerLink: m.unsubscribeLink,
    messageId: m.messageId,
  });
}
