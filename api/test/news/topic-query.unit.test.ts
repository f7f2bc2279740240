import {
  compileTopicQuery,
  highlightTsquery,
  parseTopicQuery,
  QuerySyntaxError,
  rankQuery,
  sourceNames,
  termTsquery,
} from '../../src/news/topic-query';

function syntaxError(query: string): QuerySyntaxError {
  try {
    parseTopicQuery(query);
  } catch (error) {
    if (error instanceof QuerySyntaxError) return error;
    throw error;
  }
  throw new Error(`"${query}" parsed`);
}

describe('topic query language: parser', () => {
  it('reads words, implicit AND, OR and NOT with the usual precedence', () => {
    expect(parseTopicQuery('climate OR weather -sport')).toEqual({
      type: 'or',
      children: [
        { type: 'term', field: 'text', words: ['climate'], phrase: false, prefix: false },
        {
          type: 'and',
          children: [
            { type: 'term', field: 'text', words: ['weather'], phrase: false, prefix: false },
            { type: 'not', child: { type: 'term', field: 'text', words: ['sport'], phrase: false, prefix: false } },
          ],
        },
      ],
    });
  });

  it('groups with parentheses, keeps phrases, reads prefixes and fields', () => {
    const ast = parseTopicQuery('(Ukraine OR Russia) AND NOT intitle:"peace talks" source:"Le Monde" lang:FR econom*');
    expect(ast).toEqual({
      type: 'and',
      children: [
        {
          type: 'or',
          children: [
            { type: 'term', field: 'text', words: ['ukraine'], phrase: false, prefix: false },
            { type: 'term', field: 'text', words: ['russia'], phrase: false, prefix: false },
          ],
        },
        { type: 'not', child: { type: 'term', field: 'title', words: ['peace', 'talks'], phrase: true, prefix: false } },
        { type: 'source', value: 'Le Monde' },
        { type: 'lang', value: 'fr' },
        { type: 'term', field: 'text', words: ['econom'], phrase: false, prefix: true },
      ],
    });
  });

  it('treats lowercase and/or/not as words and reads Arabic and accented words', () => {
    expect(parseTopicQuery('rock and roll')).toMatchObject({ type: 'and', children: [{}, { words: ['and'] }, {}] });
    expect(parseTopicQuery('"اللاجئين في" élection')).toMatchObject({
      children: [{ words: ['اللاجئين', 'في'], phrase: true }, { words: ['élection'] }],
    });
  });

  it.each([
    ['', 'The query is empty', 0],
    ['   ', 'The query is empty', 0],
    ['"unclosed phrase', 'Unclosed quote at position 0', 0],
    ['a AND', 'AND at position 2 needs a term after it', 2],
    ['OR b', 'OR at position 0 needs a term before it', 0],
    ['a OR OR b', 'OR at position 2 needs a term after it', 2],
    ['NOT', 'NOT at position 0 needs a term after it', 0],
    ['(a OR b', 'The "(" at position 0 is never closed', 0],
    ['a) b', 'Unexpected ")" at position 1', 1],
    ['()', 'Empty parentheses at position 0', 0],
    ['body:x', 'Unknown field "body:" at position 0', 0],
    ['storm cl*', '"cl*" at position 6 is too short a prefix: put at least 3 letters before the *', 6],
    ['intitle:-ab*', '"ab*" at position 9 is too short a prefix', 9],
    ['cl*mate', 'The * at position 2 must end a word', 2],
    ['*climate', 'The * at position 0 must end a word', 0],
    ['"summit sanctions"~', '"~" at position 18 needs a number of words from 0 to 20', 18],
    ['"summit sanctions"~21', '"~" at position 18 needs a number of words', 18],
    ['x "summit"~3', 'A proximity takes two words; the one at position 2 has 1', 2],
    ['"eu summit sanctions"~3', 'A proximity takes two words; the one at position 0 has 3', 0],
    ['summit sanctions~5', '"~" at position 16 needs its two words in quotes', 16],
    ['storm^', '"^" at position 5 needs a whole number from 1 to 10', 5],
    ['storm^11', '"^" at position 5 needs a whole number', 5],
    ['storm^2x', '"^" at position 5 needs a whole number', 5],
    ['"wind farm"^0', '"^" at position 11 needs a whole number', 11],
    ['"wind farm"~3x', '"~" at position 11 needs a number of words', 11],
    ['"wind farm"x', 'Unexpected input at position 11', 11],
    ['lang:english', 'lang: at position 0 needs a two-letter language code', 0],
    ['storm country:FRA', 'country: at position 6 needs a two-letter country code such as FR (got "FRA")', 6],
    ['country:XX', 'country: at position 0 needs a two-letter country code', 0],
    ['person:"!!"', 'person: at position 0 needs a name', 0],
    ['a org:-', 'org: at position 2 needs a name', 2],
    ['place:', '"place:" at position 0 needs a value right after the colon', 0],
    ['x intitle: y', '"intitle:" at position 2 needs a value right after the colon', 2],
    ['a !!!', '"!!!" at position 2 has no letters or digits', 2],
  ])('refuses %j with a message and its position', (query, message, position) => {
    const error = syntaxError(query);
    expect(error.message).toContain(message);
    expect(error.position).toBe(position);
  });
});

describe('topic query language: entities (docs/decisions/0061-entity-terms-in-queries.md)', () => {
  it('reads person:, org:, place: and country: terms, quoted or not', () => {
    expect(parseTopicQuery('person:"Emmanuel Macron" org:OTAN place:القاهرة country:eg')).toEqual({
      type: 'and',
      children: [
        { type: 'entity', kind: 'person', value: 'Emmanuel Macron' },
        { type: 'entity', kind: 'org', value: 'OTAN' },
        { type: 'entity', kind: 'place', value: 'القاهرة' },
        { type: 'country', value: 'EG' },
      ],
    });
  });

  it('compiles a name to the keys the tables know and the folded words of stored names', () => {
    const compiled = compileTopicQuery(parseTopicQuery('person:ماكرون OR place:"São Paulo" OR place:Allemagne'), 1);
    expect(compiled.params).toEqual([
      'person',
      ['person:emmanuel macron'],
      "'ماكرون'",
      'place',
      [],
      "'sao' <-> 'paulo'",
      'place',
      ['country:DE'],
      "'allemagne'",
    ]);
    expect(compiled.sql).toContain('entity_name_words(e.name) @@');
    expect(compiled.sql).toContain('$2');
    expect(compileTopicQuery(parseTopicQuery('country:UA')).params).toEqual(['UA']);
  });

  it('has no words to rank or highlight in an entity term', () => {
    expect(rankQuery(parseTopicQuery('person:macron country:FR'))).toBeNull();
    expect(highlightTsquery(parseTopicQuery('person:macron storm'))).toBe("('storm')");
  });
});

describe('topic query language: proximity, prefixes and boosts', () => {
  it('reads a proximity, a prefix of three letters and boosts on every kind of term', () => {
    expect(parseTopicQuery('"Summit sanctions"~5^2 clim* title:storm^3 NOT "wind farm"~0')).toEqual({
      type: 'and',
      children: [
        { type: 'term', field: 'text', words: ['summit', 'sanctions'], phrase: false, prefix: false, near: 5, boost: 2 },
        { type: 'term', field: 'text', words: ['clim'], phrase: false, prefix: true },
        { type: 'term', field: 'title', words: ['storm'], phrase: false, prefix: false, boost: 3 },
        { type: 'not', child: { type: 'term', field: 'text', words: ['wind', 'farm'], phrase: false, prefix: false, near: 0 } },
      ],
    });
    expect(parseTopicQuery('عاصف*^2')).toEqual({ type: 'term', field: 'text', words: ['عاصف'], phrase: false, prefix: true, boost: 2 });
    expect(parseTopicQuery('"wind farm"^1')).toEqual({ type: 'term', field: 'text', words: ['wind', 'farm'], phrase: true, prefix: false });
  });

  it('compiles a proximity to every distance it allows, in both orders', () => {
    const node = parseTopicQuery('intitle:"summit sanctions"~1');
    expect(compileTopicQuery(node).params).toEqual([
      "('summit':A <-> 'sanctions':A | 'sanctions':A <-> 'summit':A | 'summit':A <2> 'sanctions':A | 'sanctions':A <2> 'summit':A)",
    ]);
    expect(compileTopicQuery(parseTopicQuery('"eu sanctions"~0 OR clim*')).params).toEqual([
      "((('eu' <-> 'sanctions' | 'sanctions' <-> 'eu')) | ('clim':*))",
    ]);
  });

  it('ranks title matches first and adds a boosted term again', () => {
    expect(rankQuery(parseTopicQuery('lang:en NOT storm'))).toBeNull();
    const plain = rankQuery(parseTopicQuery('intitle:storm OR "wind farm" NOT coal'), 3)!;
    expect(plain.columns).toBe(
      "(search_word($4) || to_tsquery('simple', $5)) AS q, (search_word($6, 'A') || to_tsquery('simple', $7)) AS q_title",
    );
    expect(plain.params).toEqual(['storm', "'wind' <-> 'farm'", 'storm', "'wind':A <-> 'farm':A"]);
    expect(plain.rank).toBe('(((a.search @@ hq.q_title)::int + ts_rank(a.search, hq.q, 32)))::real');
    const boosted = rankQuery(parseTopicQuery('storm flood^3'))!;
    expect(boosted.columns).toContain("(search_word($5)) AS q1, (search_word($6, 'A')) AS q1_title");
    expect(boosted.rank).toBe(
      '(((a.search @@ hq.q_title)::int + ts_rank(a.search, hq.q, 32)) + 2 * ((a.search @@ hq.q1_title)::int + ts_rank(a.search, hq.q1, 32)))::real',
    );
  });
});

describe('topic query language: compiler', () => {
  it('compiles to parameterized SQL, numbering after the caller parameters', () => {
    const compiled = compileTopicQuery(parseTopicQuery('intitle:"oil price" OR (lang:en source:Reuters) NOT xyz*'), 2);
    expect(compiled.sql).toBe(
      "((a.search @@ to_tsquery('simple', $3)) OR (((a.language = $4) AND " +
        '(a.source_id = ANY(ARRAY(SELECT s.id FROM sources s WHERE lower(s.name) = lower($5))))) AND ' +
        "(NOT (a.search @@ to_tsquery('simple', $6)))))",
    );
    expect(compiled.params).toEqual(["'oil':A <-> 'price':A", 'en', 'Reuters', "'xyz':*"]);
  });

  it('matches sources by ids resolved beforehand, as a constant array', () => {
    const ast = parseTopicQuery('source:Reuters OR (source:"AP News" NOT source:reuters) OR source:Other');
    expect(sourceNames(ast)).toEqual(['reuters', 'ap news', 'other']);
    const ids = new Map([
      ['reuters', ['00000000-0000-4000-8000-000000000001']],
      ['ap news', []],
    ]);
    const compiled = compileTopicQuery(ast, 1, ids);
    expect(compiled.sql).toBe(
      '((a.source_id = ANY($2::uuid[])) OR ((a.source_id = ANY($3::uuid[])) AND (NOT (a.source_id = ANY($4::uuid[])))) OR ' +
        '(a.source_id = ANY(ARRAY(SELECT s.id FROM sources s WHERE lower(s.name) = lower($5)))))',
    );
    expect(compiled.params).toEqual([['00000000-0000-4000-8000-000000000001'], [], ['00000000-0000-4000-8000-000000000001'], 'Other']);
  });

  it('never puts query text in the SQL, even quotes and semicolons', () => {
    const compiled = compileTopicQuery(parseTopicQuery(`"x'; DROP TABLE articles; --" source:"a'b"`));
    expect(compiled.sql).not.toContain('DROP');
    expect(compiled.sql).not.toContain("a'b");
    expect(compiled.params).toEqual(["'x' <-> 'drop' <-> 'table' <-> 'articles'", "a'b"]);
  });

  it('builds the highlight query from the positive terms only', () => {
    expect(highlightTsquery(parseTopicQuery('intitle:gas OR "wind farm" NOT coal'))).toBe("('gas') | ('wind' <-> 'farm')");
    expect(highlightTsquery(parseTopicQuery('lang:en'))).toBeNull();
    expect(termTsquery({ type: 'term', field: 'title', words: ['a', 'b'], phrase: true, prefix: true })).toBe("'a':A <-> 'b':A*");
  });
});
