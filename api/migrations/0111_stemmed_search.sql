-- Full-text search that knows the forms of a word, in each language
-- (docs/decisions/0039-text-search-per-language.md).
--
-- Every search column keeps what it held: the 'simple' lexemes (surface
-- words, positions, title A / body B), so quoted phrases, prefixes and
-- intitle: match exactly as before. After them come the stems of the same
-- text under the snowball configuration of the row's language (the surface
-- words again for a language without one), each marked with a leading "~"
-- ('~storm' for "storms" in English): no surface word starts with "~" (the
-- parser never keeps one), so a phrase or a prefix of surface words can never
-- land on a stem. A query word matches its marked stem under any
-- configuration we index with (search_word).

-- The text-search configuration of an ISO 639-1 language code; 'simple' for
-- languages without a snowball stemmer (or no language). IMMUTABLE so that a
-- generated column can use it: the configurations named are built in.
CREATE FUNCTION search_config(language text) RETURNS regconfig
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT CASE lower(language)
    WHEN 'ar' THEN 'arabic'::regconfig
    WHEN 'hy' THEN 'armenian'::regconfig
    WHEN 'eu' THEN 'basque'::regconfig
    WHEN 'ca' THEN 'catalan'::regconfig
    WHEN 'da' THEN 'danish'::regconfig
    WHEN 'nl' THEN 'dutch'::regconfig
    WHEN 'en' THEN 'english'::regconfig
    WHEN 'fi' THEN 'finnish'::regconfig
    WHEN 'fr' THEN 'french'::regconfig
    WHEN 'de' THEN 'german'::regconfig
    WHEN 'el' THEN 'greek'::regconfig
    WHEN 'hi' THEN 'hindi'::regconfig
    WHEN 'hu' THEN 'hungarian'::regconfig
    WHEN 'id' THEN 'indonesian'::regconfig
    WHEN 'ga' THEN 'irish'::regconfig
    WHEN 'it' THEN 'italian'::regconfig
    WHEN 'lt' THEN 'lithuanian'::regconfig
    WHEN 'ne' THEN 'nepali'::regconfig
    WHEN 'no' THEN 'norwegian'::regconfig
    WHEN 'nb' THEN 'norwegian'::regconfig
    WHEN 'nn' THEN 'norwegian'::regconfig
    WHEN 'pt' THEN 'portuguese'::regconfig
    WHEN 'ro' THEN 'romanian'::regconfig
    WHEN 'ru' THEN 'russian'::regconfig
    WHEN 'sr' THEN 'serbian'::regconfig
    WHEN 'es' THEN 'spanish'::regconfig
    WHEN 'sv' THEN 'swedish'::regconfig
    WHEN 'ta' THEN 'tamil'::regconfig
    WHEN 'tr' THEN 'turkish'::regconfig
    WHEN 'yi' THEN 'yiddish'::regconfig
    ELSE 'simple'::regconfig
  END
$$;

-- The configurations search_config answers other than 'simple': a query word
-- is stemmed under each of them, since it does not know an article's language.
CREATE FUNCTION search_stem_configs() RETURNS regconfig[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT ARRAY['arabic', 'armenian', 'basque', 'catalan', 'danish', 'dutch', 'english', 'finnish', 'french', 'german',
               'greek', 'hindi', 'hungarian', 'indonesian', 'irish', 'italian', 'lithuanian', 'nepali', 'norwegian',
               'portuguese', 'romanian', 'russian', 'serbian', 'spanish', 'swedish', 'tamil', 'turkish', 'yiddish']::regconfig[]
$$;

-- The stems of `doc` under `cfg`, each lexeme marked with a leading "~",
-- positions kept (so setweight applies). Under 'simple' (no stemmer) the
-- marked part is the surface words, so that a query word's marked
-- alternatives find every document (search_word). The text form of a tsvector
-- is 'lexeme':positions separated by spaces, and lexemes of the default
-- parser hold no space, so a quote at the start or after a space opens a lexeme.
CREATE FUNCTION search_stems(cfg regconfig, doc text) RETURNS tsvector
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
  SELECT regexp_replace(to_tsvector(cfg, doc)::text, '(^| )''', '\1''~', 'g')::tsvector
$$;

-- The search column of a title and a body in `language`: the surface words
-- of both first (title A, body B; positions as before, so a phrase matches
-- as it did), then their marked stems with the same weights.
CREATE FUNCTION search_document(language text, title text, body text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT setweight(to_tsvector('simple', title), 'A') || setweight(to_tsvector('simple', left(body, 200000)), 'B')
    || setweight(search_stems(search_config(language), title), 'A')
    || setweight(search_stems(search_config(language), left(body, 200000)), 'B')
$$;

-- The tsquery of one query word: its stem under every configuration we
-- index with and under 'simple' (the word itself), marked as search_stems
-- marks them; `weight` is '' or 'A' (intitle:). A document holds the marked
-- stem of each of its words except its language's stop words, so a word that
-- is a stop word somewhere also matches its unmarked surface form: a stop
-- word never becomes an empty query, and matches where it is written. Content
-- words have marked alternatives only, which keeps the planner's estimate
-- (the sum of the alternatives' frequencies) close to the true count.
CREATE FUNCTION search_word(word text, weight text DEFAULT '') RETURNS tsquery
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
  WITH stems AS (
    SELECT c.cfg, s.lexeme
    FROM unnest(search_stem_configs() || 'simple'::regconfig) AS c(cfg)
      LEFT JOIN LATERAL unnest(to_tsvector(c.cfg, word)) AS s ON true
  ),
  alternatives AS (
    SELECT '~' || lexeme AS lexeme FROM stems WHERE lexeme IS NOT NULL
    UNION
    SELECT lexeme FROM stems WHERE cfg = 'simple'::regconfig AND lexeme IS NOT NULL
      AND EXISTS (SELECT 1 FROM stems WHERE lexeme IS NULL)
  )
  SELECT string_agg('''' || replace(lexeme, '''', '''''') || '''' || CASE WHEN weight = '' THEN '' ELSE ':' || weight END, ' | '
                    ORDER BY lexeme)::tsquery
  FROM alternatives
$$;

-- A tsquery (websearch_to_tsquery's, for notes and PDFs) with each word
-- outside a phrase widened to search_word's; the words of a phrase (next to a
-- <N> operator) stay exact. The text form of a tsquery separates operands and
-- operators by spaces; "!" sticks to its operand.
CREATE FUNCTION search_expand(q tsquery) RETURNS tsquery
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
AS $$
DECLARE
  parts text[] := regexp_split_to_array(q::text, ' ');
  m text[];
  i integer;
BEGIN
  IF q::text = '' THEN RETURN q; END IF;
  FOR i IN 1 .. coalesce(array_length(parts, 1), 0) LOOP
    m := regexp_match(parts[i], '^(!*)''((?:[^'']|'''')+)''$');
    IF m IS NOT NULL
       AND (i = 1 OR parts[i - 1] !~ '^<[0-9-]+>$')
       AND (i = array_length(parts, 1) OR parts[i + 1] !~ '^<[0-9-]+>$') THEN
      parts[i] := m[1] || '( ' || search_word(replace(m[2], '''''', ''''))::text || ' )';
    END IF;
  END LOOP;
  RETURN array_to_string(parts, ' ')::tsquery;
END
$$;

-- Articles: the language column feeds the configuration. Dropping and adding
-- the generated column rewrites the table once (PostgreSQL 15 cannot change a
-- generated expression in place); the GIN index is rebuilt after the rows.
-- STORAGE MAIN keeps the column in the row (compressed if need be) as long as
-- the row fits a page: with the stems a short article's vector passes the
-- 2 kB at which it would go to the TOAST table, and reading it back from
-- there for every match (the filter, ts_rank) tripled the search's p95.
-- content_text and content_html leave the row first.
DROP INDEX articles_search_idx;
ALTER TABLE articles DROP COLUMN search;
ALTER TABLE articles
  ADD COLUMN search tsvector GENERATED ALWAYS AS (search_document(language, title, content_text)) STORED,
  ALTER COLUMN search SET STORAGE MAIN;
CREATE INDEX articles_search_idx ON articles USING gin (search);

-- Notes: a language detected from the text when it is saved (NULL for notes
-- saved before this migration: surface words only until their next save).
ALTER TABLE notes ADD COLUMN language text;
DROP INDEX notes_search_idx;
ALTER TABLE notes DROP COLUMN search;
ALTER TABLE notes ADD COLUMN search tsvector GENERATED ALWAYS AS (search_document(language, title, body)) STORED;
CREATE INDEX notes_search_idx ON notes USING gin (search);

-- PDF pages: a language detected from each page's text when it is stored.
ALTER TABLE pdf_pages ADD COLUMN language text;
ALTER TABLE pdf_pages DROP COLUMN search;
ALTER TABLE pdf_pages ADD COLUMN search tsvector GENERATED ALWAYS AS (
  to_tsvector('simple', left(text, 200000)) || search_stems(search_config(language), left(text, 200000))
) STORED;
CREATE INDEX pdf_pages_search_idx ON pdf_pages USING gin (search);
