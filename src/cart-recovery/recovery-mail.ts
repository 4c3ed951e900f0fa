import type { OutgoingMail } from '../mail/mailer';
import { mailLanguageOf, type MailLanguage } from '../mail/mail-language';
import { BUTTON_STYLE, escapeHtml } from '../mail/sign-in-mail';

export interface RecoveryMailInput {
  to: string;
  /** The store's language: German for any `de…` tag, English otherwise. */
  language: string;
  storeName: string;
  units: number;
  restoreLink: string;
  unsubscribeLink: string;
  discountCode: string | null;
  /** Stable for the cart and step, so a receiver can drop a copy a crash between send and commit made. */
  messageId: string;
}

interface Words {
  subject: (store: string) => string;
  intro: (units: number, store: string) => string;
  button: string;
  offer: (code: string) => string;
  leave: string;
  unsubscribe: string;
}

const WORDS: Record<MailLanguage, Words> = {
  en: {
    subject: (store) => `Your cart at ${store} is waiting`,
    intro: (units, store) => `You left ${units} item${units === 1 ? '' : 's'} in your cart at ${store}.`,
    button: 'Back to your cart',
    offer: (code) => `Use the code ${code} for a discount at checkout.`,
    leave: 'No more reminders like this:',
    unsubscribe: 'unsubscribe',
  },
  de: {
    subject: (store) => `Ihr Warenkorb bei ${store} wartet`,
    intro: (units, store) => `Sie haben ${units} Artikel in Ihrem Warenkorb bei ${store} gelassen.`,
    button: 'Zurück zum Warenkorb',
    offer: (code) => `Mit dem Code ${code} erhalten Sie an der Kasse einen Rabatt.`,
    leave: 'Keine weiteren Erinnerungen dieser Art:',
    unsubscribe: 'abmelden',
  },
};

/** One reminder of a recovery sequence, as plain text and HTML. */
export function renderRecoveryMail(input: RecoveryMailInput): OutgoingMail {
  const language = mailLanguageOf(input.language);
  const w = WORDS[language];
  const store = input.storeName;
  const intro = w.intro(input.units, store);
  const offer = input.discountCode ? w.offer(input.discountCode) : '';
  const text = [intro, '', input.restoreLink, '', offer, w.leave, input.unsubscribeLink, '', `— ${store}`]
    .filter((line, i, all) => line !== '' || all[i - 1] !== '')
    .join('\n');
  const html = `<!doctype html>
<html lang="${language}"><body style="font-family:sans-serif">
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(input.restoreLink)}" style="${BUTTON_STYLE}">${escapeHtml(w.button)}</a></p>
${offer ? `<p>${escapeHtml(offer)}</p>` : ''}
<p style="font-size:12px;color:#555">${escapeHtml(w.leave)}
<a href="${escapeHtml(input.unsubscribeLink)}">${escapeHtml(w.unsubscribe)}</a></p>
<p>— ${escapeHtml(store)}</p>
</body></html>`;
  return {
    to: input.to,
    subject: w.subject(store),
    text,
    html,
    link: input.restoreLink,
    messageId: input.messageId,
  };
}
