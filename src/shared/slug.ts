import { transliterate } from 'transliteration';
import { randomBase62 } from './ids';

/**
 * URL handle from a title: lower-case ASCII words joined by hyphens. Other scripts are spelled in Latin letters
 * first ("Привет мир" → privet-mir, "Straße" → strasse), so a title in any language keeps a readable handle.
 */
export function slugify(text: string): string {
  const slug = transliterate(text.normalize('NFKC'))
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 200)
    .replace(/-+$/g, '');
  return slug || 'item';
}

/** A handle with a short random suffix, for when the plain slug is taken. */
export function suffixedSlug(slug: string): string {
  return `${slug}-${randomBase62(6).toLowerCase()}`;
}
