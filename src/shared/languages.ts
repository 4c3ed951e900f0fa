/** The languages a store writes its catalogue in (its profile's `languages`, one of them its default). */
export interface StoreLanguages {
  languages: string[];
  defaultLanguage: string;
}

const primary = (tag: string) => tag.split('-')[0];

/** The store language a tag asks for: the same tag (any case), else one with the same primary language. */
function storeLanguageFor(store: StoreLanguages, tag: string): string | undefined {
  const wanted = tag.toLowerCase();
  return (
    store.languages.find((l) => l.toLowerCase() === wanted) ??
    store.languages.find((l) => primary(l.toLowerCase()) === primary(wanted))
  );
}

/** Accept-Language's tags, most wanted first (RFC 9110 §12.5.4); q=0 and malformed entries are left out. */
function acceptedTags(header: string): string[] {
  return header
    .split(',')
    .map((entry, index) => {
      const [tag, ...params] = entry.trim().split(';');
      const weight = params.find((p) => /^\s*q\s*=/i.test(p));
      // A weight that is not a number from 0 to 1 (three decimals at most) rules its entry out, like q=0.
      const q = weight === undefined ? 1 : Number(/^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(weight)?.[1] ?? NaN);
      return { tag: tag.trim(), q: q <= 1 ? q : NaN, index };
    })
    .filter((entry) => entry.q > 0 && /^(\*|[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*)$/.test(entry.tag))
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

/**
 * The language a storefront answer is written in: the `lang` parameter if the store has it, else the most wanted
 * language of Accept-Language the store has, else the store's default. A store with one language skips the parsing.
 */
export function negotiateLanguage(store: StoreLanguages, lang?: string, acceptLanguage?: string): string {
  if (store.languages.length <= 1) return store.defaultLanguage;
  const asked = lang ? storeLanguageFor(store, lang) : undefined;
  if (asked) return asked;
  for (const tag of acceptLanguage ? acceptedTags(acceptLanguage) : []) {
    const found = tag === '*' ? store.defaultLanguage : storeLanguageFor(store, tag);
    if (found) return found;
  }
  return store.defaultLanguage;
}
