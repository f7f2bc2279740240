import { extractEntities, type ExtractedEntity } from '../../src/news/entities';

// The entity extraction of docs/decisions/0047-entities-method.md: known
// sentences with known entities in every language we read, the alias table
// merging spellings and scripts, and ambiguous places resolved by the
// article's country.

const keys = (entities: ExtractedEntity[], kind?: ExtractedEntity['kind']) =>
  entities
    .filter((entity) => kind === undefined || entity.kind === kind)
    .map((entity) => entity.key)
    .sort();

describe('extractEntities', () => {
  it.each([
    [
      'en',
      'French President Emmanuel Macron met Chancellor Olaf Scholz in Berlin, while the European Union and NATO discussed Ukraine. The Bank of England held rates.',
      {
        person: ['person:emmanuel macron', 'person:olaf scholz'],
        org: ['org:bank of england', 'org:european union', 'org:nato'],
        place: ['city:2950159', 'country:UA'],
      },
    ],
    [
      'fr',
      "Le président Emmanuel Macron a rencontré Olaf Scholz à Berlin. L'Union européenne et l'OTAN ont discuté de l'Ukraine.",
      {
        person: ['person:emmanuel macron', 'person:olaf scholz'],
        org: ['org:european union', 'org:nato'],
        place: ['city:2950159', 'country:UA'],
      },
    ],
    [
      'es',
      'El presidente Pedro Sánchez se reunió con Emmanuel Macron en Madrid. La Unión Europea y la OTAN hablaron de Ucrania.',
      {
        person: ['person:emmanuel macron', 'person:pedro sanchez'],
        org: ['org:european union', 'org:nato'],
        place: ['city:3117735', 'country:UA'],
      },
    ],
    [
      'de',
      'Bundeskanzler Olaf Scholz traf Emmanuel Macron in Berlin. Die Europäische Union und die Deutsche Bank sprachen über die Ukraine.',
      {
        person: ['person:emmanuel macron', 'person:olaf scholz'],
        org: ['org:deutsche bank', 'org:european union'],
        place: ['city:2950159', 'country:UA'],
      },
    ],
    [
      'pt',
      'O presidente Lula da Silva encontrou Emmanuel Macron em Brasília. A União Europeia e o Banco Central do Brasil comentaram.',
      {
        person: ['person:emmanuel macron', 'person:luiz inacio lula da silva'],
        org: ['org:banco central do brasil', 'org:european union'],
        place: ['city:3469058'],
      },
    ],
    [
      'it',
      "La premier Giorgia Meloni ha incontrato Emmanuel Macron a Roma. L'Unione europea e la Banca d'Italia hanno commentato.",
      {
        person: ['person:emmanuel macron', 'person:giorgia meloni'],
        org: ['org:banca d italia', 'org:european union'],
        place: ['city:3169070'],
      },
    ],
    [
      'ar',
      'التقى الرئيس الفرنسي إيمانويل ماكرون في باريس مع المستشار الألماني. وقالت الأمم المتحدة إن فرنسا وألمانيا تتفقان.',
      { person: ['person:emmanuel macron'], org: ['org:united nations'], place: ['city:2988507', 'country:DE', 'country:FR'] },
    ],
  ])('finds the people, organizations and places of a %s text', (language, text, expected) => {
    const found = extractEntities('', text, language);
    expect(keys(found, 'person')).toEqual(expected.person);
    expect(keys(found, 'org')).toEqual(expected.org);
    expect(keys(found, 'place')).toEqual(expected.place);
  });

  it('gives a place its country and coordinates, a person a canonical name', () => {
    const [berlin] = extractEntities('', 'They met in Berlin.', 'en');
    expect(berlin).toMatchObject({ kind: 'place', name: 'Berlin', country: 'DE' });
    expect(berlin!.lat).toBeCloseTo(52.52, 1);
    expect(berlin!.lon).toBeCloseTo(13.41, 1);
    const [france] = extractEntities('', 'Elections in France.', 'en');
    expect(france).toMatchObject({ key: 'country:FR', country: 'FR' });
  });

  it('counts mentions in the title and the text, and says which were in the title', () => {
    const found = extractEntities('Berlin votes', 'Voters in Berlin went to the polls. Berlin results tonight.', 'en');
    expect(found).toEqual([expect.objectContaining({ key: 'city:2950159', mentions: 3, inTitle: true })]);
  });

  describe('aliases', () => {
    it('merges a surname with the full name of the same article', () => {
      const found = extractEntities('', 'Jacinda Ardern spoke on Monday. Later, Ardern said the plan would go ahead.', 'en');
      expect(found.filter((entity) => entity.kind === 'person')).toEqual([
        expect.objectContaining({ key: 'person:jacinda ardern', name: 'Jacinda Ardern', mentions: 2 }),
      ]);
    });

    it('makes "Macron", "Emmanuel Macron" and "ماكرون" one entity with one canonical name', () => {
      const english = extractEntities('', 'Critics said Macron had gone too far.', 'en');
      const french = extractEntities('', 'Emmanuel Macron a parlé.', 'fr');
      const arabic = extractEntities('', 'قال ماكرون إن الاتفاق ممكن.', 'ar');
      for (const found of [english, french, arabic]) {
        expect(found.filter((entity) => entity.kind === 'person')).toEqual([
          expect.objectContaining({ key: 'person:emmanuel macron', name: 'Emmanuel Macron' }),
        ]);
      }
    });

    it('makes an organization one entity in every language (UN, ONU, الأمم المتحدة)', () => {
      const texts: Array<[string, string]> = [
        ['en', 'The UN said aid was blocked.'],
        ['fr', "L'ONU a demandé un cessez-le-feu."],
        ['ar', 'قالت الأمم المتحدة إن المساعدات متوقفة.'],
      ];
      for (const [language, text] of texts) {
        expect(keys(extractEntities('', text, language), 'org')).toEqual(['org:united nations']);
      }
    });

    it('leaves out a lone capitalized word that is no known name', () => {
      expect(extractEntities('', 'The report, written by Hargreaves, was long.', 'en')).toEqual([]);
    });
  });

  describe('ambiguous places', () => {
    it('takes the most populous sense without context: Paris is in France', () => {
      expect(extractEntities('', 'Protests in Paris on Saturday.', 'en')).toEqual([
        expect.objectContaining({ key: 'city:2988507', country: 'FR' }),
      ]);
    });

    it('takes the sense named right after it: "Paris, Texas" is in the United States', () => {
      expect(extractEntities('', 'A storm hit Paris, Texas on Monday.', 'en')).toEqual([
        expect.objectContaining({ key: 'city:4717560', country: 'US' }),
        expect.objectContaining({ key: 'region:US-TX', name: 'Texas', country: 'US' }),
      ]);
    });

    it('takes the sense in the country the article is about (CLIFF-CLAVIN style)', () => {
      // Córdoba: the Spanish city is the most populous "Cordoba" of the gazetteer after Argentina's; the article says Argentina.
      const argentina = extractEntities('', 'Argentina votes today. In Córdoba and Rosario, Argentina expects a high turnout.', 'es');
      const cordoba = argentina.find((entity) => entity.name === 'Córdoba');
      expect(cordoba?.country).toBe('AR');
      const spain = extractEntities('', 'España vota hoy. En Córdoba y Sevilla, España espera mucha participación.', 'es');
      expect(spain.find((entity) => entity.name === 'Córdoba')?.country).toBe('ES');
    });

    it('takes a small city, or one named like a person, only where the article names its country', () => {
      expect(keys(extractEntities('', 'Clinton spoke to Obama and Alice on Monday.', 'en'), 'place')).toEqual([]);
      expect(keys(extractEntities('', 'In Japan, the town of Obama welcomed tourists.', 'en'), 'place')).toEqual([
        'city:1854849',
        'country:JP',
      ]);
    });

    it('does not take a common word for a city ("Nice weather", "Reading list")', () => {
      expect(keys(extractEntities('', 'Nice weather today. Reading lists are long.', 'en'), 'place')).toEqual([]);
    });

    it('does not take a city inside a longer name ("La Unión Europea" is no city of Peru)', () => {
      expect(keys(extractEntities('', 'Mañana, la Unión Europea decide.', 'es'), 'place')).toEqual([]);
    });
  });

  it('finds nothing in an empty or lowercase text', () => {
    expect(extractEntities('', '', 'en')).toEqual([]);
    expect(extractEntities('nothing here', 'just some words without names at all.', 'fr')).toEqual([]);
  });
});
