import {
  compileTopicQuery,
  highlightTsquery,
  parseTopicQuery,
  QuerySyntaxError,
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
    ['title:x', 'Unknown field "title:" at position 0', 0],
    ['lang:english', 'lang: at position 0 needs a two-letter language code', 0],
    ['x intitle: y', '"intitle:" at position 2 needs a value right after the colon', 2],
    ['a !!!', '"!!!" at position 2 has no letters or digits', 2],
  ])('refuses %j with a message and its position', (query, message, position) => {
    const error = syntaxError(query);
    expect(error.message).toContain(message);
    expect(error.position).toBe(position);
  });
});

describe('topic query language: compiler', () => {
  it('compiles to parameterized SQL, numbering after the caller parameters', () => {
    const compiled = compileTopicQuery(parseTopicQuery('intitle:"oil price" OR (lang:en source:Reuters) NOT x*'), 2);
    expect(compiled.sql).toBe(
      "((a.search @@ to_tsquery('simple', $3)) OR (((a.language = $4) AND " +
        '(a.source_id = ANY(ARRAY(SELECT s.id FROM sources s WHERE lower(s.name) = lower($5))))) AND ' +
        "(NOT (a.search @@ to_tsquery('simple', $6)))))",
    );
    expect(compiled.params).toEqual(["'oil':A <-> 'price':A", 'en', 'Reuters', "'x':*"]);
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
