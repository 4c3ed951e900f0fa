import type { OutgoingMail } from '../mail/mailer';
import { mailLanguageOf, type MailLanguage } from '../mail/mail-language';
import { BUTTON_STYLE, escapeHtml } from '../mail/sign-in-mail';

interface Frame {
  to: string;
  language: MailLanguage;
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
<html lang="${f.language}"><body style="font-family:sans-serif">
<p>${escapeHtml(f.intro)}</p>
<p><a href="${escapeHtml(f.link)}" style="${BUTTON_STYLE}">${escapeHtml(f.button)}</a></p>
<p style="font-size:12px;color:#555">${escapeHtml(f.footer)}
<a href="${escapeHtml(f.footerLink)}">${escapeHtml(f.footerLink)}</a></p>
<p>— ${escapeHtml(f.storeName)}</p>
</body></html>`;
  return { to: f.to, subject: f.subject, text, html, link: f.link, messageId: f.messageId };
}

type Words = Pick<Frame, 'subject' | 'intro' | 'button' | 'footer'>;

const CONFIRM: Record<MailLanguage, (store: string, item: string) => Words> = {
  en: (store, item) => ({
    subject: `Confirm your alert for ${item}`,
    intro: `Confirm that ${store} may e-mail you once ${item} is back in stock.`,
    button: 'Confirm the alert',
    footer: 'Did not ask for this? Ignore this mail, or cancel the alert:',
  }),
  de: (store, item) => ({
    subject: `Bestätigen Sie Ihre Benachrichtigung für ${item}`,
    intro: `Bestätigen Sie, dass ${store} Ihnen schreiben darf, sobald ${item} wieder vorrätig ist.`,
    button: 'Benachrichtigung bestätigen',
    footer: 'Nicht von Ihnen angefordert? Ignorieren Sie diese E-Mail, oder beenden Sie die Benachrichtigung:',
  }),
};

const BACK_IN_STOCK: Record<MailLanguage, (store: string, item: string) => Words> = {
  en: (store, item) => ({
    subject: `${item} is back in stock`,
    intro: `Good news: ${item} is back in stock at ${store}. Stock is limited.`,
    button: 'Shop it now',
    footer: 'No more alerts for this item:',
  }),
  de: (store, item) => ({
    subject: `${item} ist wieder vorrätig`,
    intro: `Gute Nachricht: ${item} ist bei ${store} wieder vorrätig. Der Vorrat ist begrenzt.`,
    button: 'Jetzt kaufen',
    footer: 'Keine weiteren Benachrichtigungen für diesen Artikel:',
  }),
};

interface AlertMail {
  to: string;
  /** The store's language: German for any `de…` tag, English otherwise. */
  language: string;
  storeName: string;
  item: string;
  unsubscribeLink: string;
}

/** Double opt-in: an unknown address gets alerts only after it opens this link. */
export function renderConfirmMail(m: AlertMail & { confirmLink: string }) {
  const language = mailLanguageOf(m.language);
  return render({
    ...CONFIRM[language](m.storeName, m.item),
    to: m.to,
    language,
    storeName: m.storeName,
    link: m.confirmLink,
    footerLink: m.unsubscribeLink,
  });
}

/** The alert itself, once per sign-up; the Message-ID is the sign-up's, so a retried batch's copy can be dropped. */
export function renderBackInStockMail(m: AlertMail & { productLink: string; messageId: string }) {
  const language = mailLanguageOf(m.language);
  return render({
    ...BACK_IN_STOCK[language](m.storeName, m.item),
    to: m.to,
    language,
    storeName: m.storeName,
    link: m.productLink,
    footerLink: m.unsubscribeLink,
    messageId: m.messageId,
  });
}
