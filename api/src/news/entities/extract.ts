import type { EntityKind } from './aliases';
import { gazetteer, type Sense } from './gazetteer';
import { nameKey, tokenize, type Token } from './normalize';

// ----------------------------------------------------------------------
// People, organizations and places of an article
// (docs/decisions/0047-entities-method.md). One pass over the tokens of the
// title and the text:
//   1. the longest name of the gazetteer (alias table, countries, cities,
//      organizations) starting at a token, when written with a capital
//      (Arabic has none: there only the gazetteer finds names);
//   2. otherwise a span of capitalized words: a person after a title
//      ("President", "ministre", "Frau") or when it starts with a given name
//      and has two words or more; an organization when a word of it says so
//      ("Ministry", "Parti", "Banco"); anything else is left out;
//   3. a lone surname is the person of the article whose name ends with it
//      ("Macron" after "Emmanuel Macron").
// A city's name with several senses is resolved the way CLIFF-CLAVIN does:
// the sense in a state or country named right after it ("Paris, Texas"),
// else the one in the country the article mentions most, else the most
// populous.

export interface ExtractedEntity {
  kind: EntityKind;
  /** Stable across articles and languages: `country:FR`, `city:2988507`, `person:emmanuel macron`, `org:nato`. */
  key: string;
  /** The canonical name. */
  name: string;
  /** Places: ISO 3166-1 alpha-2 of the country. */
  country: string | null;
  lat: number | null;
  lon: number | null;
  /** Mentions in the title and text. */
  mentions: number;
  inTitle: boolean;
}

/** Words that may sit inside a capitalized name ("Bank of England", "Banco de España", "Ursula von der Leyen"). */
const CONNECTORS = new Set([
  'of',
  'the',
  'for',
  'and',
  'de',
  'du',
  'des',
  'la',
  'le',
  'del',
  'y',
  'e',
  'da',
  'do',
  'dos',
  'das',
  'di',
  'della',
  'von',
  'van',
  'der',
  'den',
  'für',
  'fur',
  'bin',
  'al',
  'el',
  'ben',
  "d'",
  'd',
]);

/** Characters of the text read (after the title). */
export const TEXT_LIMIT = 4000;

/** A city of one word and fewer people than this needs its country named in the article. */
const SMALL_CITY = 200_000;

/** At most this many words in a capitalized name. */
const MAX_SPAN = 6;

interface Mention {
  sense: Sense;
  /** Candidate senses of an ambiguous place, resolved once the article's countries are known. */
  senses?: Sense[];
  /** The state or country named right after it (", Texas"). */
  qualifier?: { country: string; admin: string | null };
  inTitle: boolean;
  /** A lone capitalized word that may be the surname of a person of the article. */
  surname?: string;
  /** A city that counts only if the article names its country. */
  needsCountry?: boolean;
}

/** The longest gazetteer name starting at `i`: its length in tokens and senses. */
function lookup(tokens: Token[], i: number): { length: number; senses: Sense[] } | null {
  const { names, longest } = gazetteer();
  const first = tokens[i]!;
  // Arabic writes "and", "in", "to" onto the word: "وفرنسا", "بفرنسا" (normalizeArabic strips one proclitic).
  const max = Math.min(longest.get(first.key) ?? 0, tokens.length - i);
  if (max === 0) return null;
  let key = first.key;
  const keys = [key];
  for (let length = 2; length <= max; length++) {
    key += ' ' + tokens[i + length - 1]!.key;
    keys.push(key);
  }
  for (let length = max; length >= 1; length--) {
    const senses = names.get(keys[length - 1]!);
    if (senses) return { length, senses };
  }
  return null;
}

function capitalized(token: Token | undefined): boolean {
  return token !== undefined && token.upper;
}

/** Extracts the entities of an article (title and text) in `language`. */
export function extractEntities(title: string, text: string, language: string): ExtractedEntity[] {
  const g = gazetteer();
  // The lead says what an article is about; past it, a long text costs time and adds little (decision 0047, "Measured").
  if (text.length > TEXT_LIMIT) text = text.slice(0, text.lastIndexOf(' ', TEXT_LIMIT) + 1 || TEXT_LIMIT);
  const common = g.commonWords(language);
  const mentions: Mention[] = [];
  for (const [part, inTitle] of [
    [title, true],
    [text, false],
  ] as const) {
    const tokens = tokenize(part);
    for (let i = 0; i < tokens.length;) {
      const token = tokens[i]!;
      if (!token.upper && !token.arabic) {
        i++;
        continue;
      }
      // A title before a name: "President Emmanuel Macron", "la ministre Élisabeth Borne".
      if (g.titles.has(token.key) && capitalized(tokens[i + 1]) && !g.titles.has(tokens[i + 1]!.key)) {
        const end = spanEnd(tokens, i + 1);
        const found = lookup(tokens, i + 1);
        if (found && found.senses[0]!.kind === 'person') {
          mentions.push({ sense: found.senses[0]!, inTitle });
          i += 1 + found.length;
          continue;
        }
        if (!found || found.length < end - (i + 1)) {
          mentions.push({ sense: personSense(tokens.slice(i + 1, end)), inTitle });
          i = end;
          continue;
        }
      }
      const found = lookup(tokens, i);
      if (found) {
        const sense = found.senses[0]!;
        const single = found.length === 1;
        // A common word at a sentence's start or in a title-case headline is not a name ("Nice weather", "Reading list").
        const commonWord =
          single &&
          !token.arabic &&
          common.has(token.key) &&
          (token.initial || inTitle || sense.kind !== 'place' || sense.population < 1_000_000);
        // A given name followed by a capitalized word is a person ("Jackson Browne", "Florence Foster"), not the city.
        const personAhead = single && g.givenNames.has(token.key) && capitalized(tokens[i + 1]) && !lookup(tokens, i + 1);
        // A city's name inside a longer name is not the city: "La Unión Europea", "Paris Saint-Germain".
        const after = tokens[i + found.length];
        const inLonger = sense.key.startsWith('city:') && capitalized(after) && !after!.afterComma && !after!.initial;
        // A small city of one word, or one named like a person ("Clinton", "Obama", "Alice"), counts only where the
        // article names its country (checked once the article's countries are known).
        const needsCountry =
          single &&
          sense.key.startsWith('city:') &&
          (sense.population < SMALL_CITY || g.surnames.has(token.key) || g.givenNames.has(token.key));
        if (!commonWord && !personAhead && !inLonger) {
          const mention: Mention = { sense, inTitle, needsCountry };
          const places = found.senses.filter((candidate) => candidate.kind === 'place');
          if (sense.kind === 'place' && places.length > 1 && !sense.key.startsWith('country:')) {
            mention.senses = places;
            const next = tokens[i + found.length];
            if (next?.afterComma) {
              const admin = g.admins.get(next.key);
              const country = lookup(tokens, i + found.length)?.senses.find((candidate) => candidate.key.startsWith('country:'));
              if (admin) mention.qualifier = { country: admin.country, admin: admin.admin };
              else if (country) mention.qualifier = { country: country.country!, admin: null };
            }
          }
          mentions.push(mention);
          i += found.length;
          continue;
        }
      }
      // Arabic has no capitals; a common word starting a sentence ("Die", "La", "The") starts no name.
      if (token.arabic || (token.initial && common.has(token.key))) {
        i++;
        continue;
      }
      const end = spanEnd(tokens, i);
      const span = tokens.slice(i, end);
      const keys = span.map((part) => part.key);
      if (span.length >= 2 && g.givenNames.has(keys[0]!) && !keys.some((key) => g.orgWords.has(key) || g.placeWords.has(key))) {
        mentions.push({ sense: personSense(span), inTitle });
      } else if (span.length >= 2 && keys.some((key) => g.orgWords.has(key))) {
        const name = span.map((part) => part.text).join(' ');
        mentions.push({
          sense: { kind: 'org', key: `org:${nameKey(name)}`, name, country: null, admin: null, lat: null, lon: null, population: 0 },
          inTitle,
        });
      } else {
        if (span.length === 1 && !token.initial && !inTitle && !common.has(token.key) && token.text.length > 2) {
          mentions.push({
            sense: { kind: 'person', key: '', name: token.text, country: null, admin: null, lat: null, lon: null, population: 0 },
            inTitle,
            surname: token.key,
          });
        }
        // Not a name as a whole: its words may hold one ("Residents of Paris").
        i++;
        continue;
      }
      i = end;
    }
  }
  return resolve(mentions);
}

/** The end (exclusive) of the capitalized span starting at `start`, connectors inside allowed. */
function spanEnd(tokens: Token[], start: number): number {
  let end = start + 1;
  while (end < tokens.length && end - start < MAX_SPAN) {
    const token = tokens[end]!;
    if (token.afterComma || token.initial) break;
    if (token.upper) {
      end++;
      continue;
    }
    // "Bank of England": a connector counts only with a capitalized word after it.
    if (CONNECTORS.has(token.key) && capitalized(tokens[end + 1]) && !tokens[end + 1]!.afterComma) {
      end += 2;
      continue;
    }
    break;
  }
  return end;
}

function personSense(span: Token[]): Sense {
  const known = gazetteer()
    .names.get(span.map((token) => token.key).join(' '))
    ?.find((sense) => sense.kind === 'person');
  if (known) return known;
  const name = span.map((token) => token.text).join(' ');
  return { kind: 'person', key: `person:${nameKey(name)}`, name, country: null, admin: null, lat: null, lon: null, population: 0 };
}

/** Ambiguous places to one sense, lone surnames to the article's people, then one entry per entity. */
function resolve(mentions: Mention[]): ExtractedEntity[] {
  // The article's countries: every unambiguous place counts for its country.
  const countryCounts = new Map<string, number>();
  for (const mention of mentions) {
    if (mention.sense.kind !== 'place' || mention.senses || mention.needsCountry) continue;
    const country = mention.sense.country;
    if (country) countryCounts.set(country, (countryCounts.get(country) ?? 0) + 1);
  }
  for (const mention of mentions) {
    if (!mention.senses) continue;
    const qualifier = mention.qualifier;
    const qualified = qualifier
      ? mention.senses.find((sense) => sense.country === qualifier.country && (qualifier.admin === null || sense.admin === qualifier.admin))
      : undefined;
    let best = qualified;
    if (!best) {
      let bestCount = 0;
      for (const sense of mention.senses) {
        const count = countryCounts.get(sense.country ?? '') ?? 0;
        if (count > bestCount) {
          best = sense;
          bestCount = count;
        }
      }
    }
    // Else the first sense: the alias table's, a country's, or the most populous city.
    mention.sense = best ?? [...mention.senses].sort((a, b) => b.population - a.population)[0]!;
  }
  const inCountry = (mention: Mention) =>
    !mention.needsCountry || countryCounts.has(mention.sense.country ?? '') || mention.qualifier !== undefined;

  const people = mentions.filter((mention) => mention.sense.kind === 'person' && !mention.surname);
  const byKey = new Map<string, ExtractedEntity>();
  for (const mention of mentions) {
    if (!inCountry(mention)) continue;
    let sense = mention.sense;
    if (mention.surname) {
      // "Macron" is the article's "Emmanuel Macron"; a lone capitalized word with no such person is left out.
      const full = people.find((person) => nameKey(person.sense.name).split(' ').at(-1) === mention.surname);
      if (!full) continue;
      sense = full.sense;
    }
    const entity = byKey.get(sense.key);
    if (entity) {
      entity.mentions++;
      entity.inTitle ||= mention.inTitle;
    } else {
      byKey.set(sense.key, {
        kind: sense.kind,
        key: sense.key,
        name: sense.name,
        country: sense.country,
        lat: sense.lat,
        lon: sense.lon,
        mentions: 1,
        inTitle: mention.inTitle,
      });
    }
  }
  return [...byKey.values()];
}
