/** The languages the widget has texts in. */
export type Language = 'en' | 'de';
export type Texts<Keys extends string> = Record<Keys, string>;

/**
 * Every text the loaded modules have added, by language: i18n.ts adds what every element needs, texts-api-errors.ts
 * and texts-shop.ts add theirs when an element that uses them is loaded.
 */
const TEXTS: Record<Language, Record<string, string>> = { en: {}, de: {} };
export const LANGUAGES = Object.keys(TEXTS) as Language[];

/** Adds a feature's texts (German must match English key for key). */
export function addTexts<T extends Record<string, string>>(english: T, german: Record<keyof T, string>): void {
  Object.assign(TEXTS.en, english);
  Object.assign(TEXTS.de, german);
}

/** The texts of one language as the loaded modules have added them. */
export const textsOf = (language: Language): Readonly<Record<string, string>> => TEXTS[language];
