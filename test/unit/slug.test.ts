import { slugify, suffixedSlug } from '../../src/shared/slug';

describe('when a handle is made from a title', () => {
  it.each([
    ['Stoneware Mug Déluxe', 'stoneware-mug-deluxe'],
    ['Straße Schuh', 'strasse-schuh'],
    ['Привет мир', 'privet-mir'],
    ['東京 Tシャツ', 'dong-jing-tsiyatu'],
    ['Ελληνικό λάδι', 'elliniko-ladi'],
    ['  Crème brûlée – 50% OFF!  ', 'creme-brulee-50-off'],
  ])('then %j reads as %j', (title, handle) => {
    expect(slugify(title)).toBe(handle);
  });

  it('then a title with nothing to spell in ASCII falls back to "item", and a long one stops at 200 characters', () => {
    expect(slugify('🎉🎉')).toBe('item');
    const long = slugify('Привет '.repeat(60));
    expect(long).toHaveLength(200);
    expect(long).toMatch(/^(privet-)+priv$/);
  });

  it('then a taken slug gets a short lower-case suffix', () => {
    expect(suffixedSlug('privet-mir')).toMatch(/^privet-mir-[0-9a-z]{6}$/);
  });
});
