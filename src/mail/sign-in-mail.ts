import type { OutgoingMail } from './mailer';
import { mailLanguageOf, type MailLanguage } from './mail-language';

export interface SignInMailInput {
  to: string;
  storeName: string;
  language: string;
  link: string;
  expiresInMinutes: number;
}

interface Texts {
  subject: (store: string) => string;
  intro: (store: string) => string;
  button: string;
  expiry: (minutes: number) => string;
  ignore: string;
}

const TEXTS: Record<MailLanguage, Texts> = {
  en: {
    subject: (store) => `Your sign-in link for ${store}`,
    intro: (store) => `Use this link to sign in to ${store}:`,
    button: 'Sign in',
    expiry: (minutes) => `The link works once and expires in ${minutes} minutes.`,
    ignore: 'If you did not ask to sign in, you can ignore this e-mail.',
  },
  de: {
    subject: (store) => `Ihr Anmeldelink für ${store}`,
    intro: (store) => `Mit diesem Link melden Sie sich bei ${store} an:`,
    button: 'Anmelden',
    expiry: (minutes) => `Der Link funktioniert einmal und läuft in ${minutes} Minuten ab.`,
    ignore: 'Wenn Sie keine Anmeldung angefordert haben, können Sie diese E-Mail ignorieren.',
  },
};

export const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** The store's language picks the texts: German for any `de…` tag, English otherwise. */
export function textsFor(language: string): Texts {
  return TEXTS[mailLanguageOf(language)];
}

/** The passwordless sign-in e-mail, as plain text and HTML. */
export const BUTTON_STYLE =
  'display:inline-block;padding:10px 16px;background:#111;color:#fff;text-decoration:none;border-radius:4px';

export function renderSignInMail(input: SignInMailInput): OutgoingMail {
  const t = textsFor(input.language);
  const store = input.storeName;
  const text = [t.intro(store), '', input.link, '', t.expiry(input.expiresInMinutes), t.ignore, '', `— ${store}`].join(
    '\n',
  );
  const html = `<!doctype html>
<html lang="${mailLanguageOf(input.language)}"><body style="font-family:sans-serif">
<p>${escapeHtml(t.intro(store))}</p>
<p><a href="${escapeHtml(input.link)}" style="${BUTTON_STYLE}">${escapeHtml(t.button)}</a></p>
<p style="font-size:12px;color:#555">${escapeHtml(input.link)}</p>
<p>${escapeHtml(t.expiry(input.expiresInMinutes))}<br>${escapeHtml(t.ignore)}</p>
<p>— ${escapeHtml(store)}</p>
</body></html>`;
  return { to: input.to, subject: t.subject(store), text, html, link: input.link };
}
