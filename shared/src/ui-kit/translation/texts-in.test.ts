import { LANGUAGES } from '@mediawatch/shared';

import { PLURAL_CATEGORIES, textsMismatches } from './texts-in';

describe('textsMismatches', () => {
  it('knows the plural categories Intl reports for each language', () => {
    for (const { code } of LANGUAGES) {
      const categories = new Intl.PluralRules(code).resolvedOptions().pluralCategories;
      expect([...categories].sort()).toEqual([...PLURAL_CATEGORIES[code]].sort());
    }
  });

  it('asks for every key, each plural in the language’s forms, and no empty text', () => {
    const english = { title: 'Title', list: { items_one: '{{count}} item', items_other: '{{count}} items' } };
    expect(
      textsMismatches(
        english,
        { title: 'Titre', list: { items_one: '{{count}} élément', items_many: '{{count}} d’éléments', items_other: '{{count}} éléments' } },
        'fr',
      ),
    ).toEqual([]);
    expect(textsMismatches(english, { title: ' ', extra: 'x', list: { items_one: 'a', items_other: 'b' } }, 'fr')).toEqual([
      'fr: missing list.items_many',
      'fr: empty title',
      'fr: unexpected extra',
    ]);
  });
});
