/** The languages a store's mails are written in: German for any `de…` tag, English otherwise. */
export type MailLanguage = 'en' | 'de';

export const mailLanguageOf = (tag: string): MailLanguage => (tag.toLowerCase().startsWith('de') ? 'de' : 'en');
