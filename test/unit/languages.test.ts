import { negotiateLanguage } from '../../src/shared/languages';

const store = { languages: ['en', 'de', 'pt-BR'], defaultLanguage: 'en' };

describe('when a storefront request names the languages it reads', () => {
  it.each([
    [undefined, undefined, 'en'],
    ['de', undefined, 'de'],
    ['DE', undefined, 'de'],
    ['de-AT', undefined, 'de'],
    ['pt', undefined, 'pt-BR'],
    ['fr', 'de', 'de'],
    ['de', 'en', 'de'],
    [undefined, 'fr-CH, de;q=0.8, en;q=0.5', 'de'],
    [undefined, 'de;q=0.2, en;q=0.9', 'en'],
    [undefined, 'de;q=0.5, pt-br;q=0.5', 'de'],
    [undefined, 'de;q=0, fr', 'en'],
    [undefined, 'fr, *;q=0.1, de;q=0.05', 'en'],
    [undefined, 'de;q=abc, en;q=0.3', 'en'],
    [undefined, '12, de;q=0.4', 'de'],
    [undefined, '', 'en'],
  ])('then lang %j with Accept-Language %j answers in %j', (lang, acceptLanguage, language) => {
    expect(negotiateLanguage(store, lang, acceptLanguage)).toBe(language);
  });

  it('then a store with one language answers in it whatever is asked', () => {
    expect(negotiateLanguage({ languages: ['de'], defaultLanguage: 'de' }, 'en', 'en')).toBe('de');
  });
});
