import { randomBase62 } from './ids';

/** URL handle from a title: lower-case ASCII words joined by hyphens. */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
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
