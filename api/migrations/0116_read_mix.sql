-- The read mix on a realistic database (issue 31, point 9;
-- docs/decisions/0011-hardening.md, "Load"). On 100,000 articles the slowest
-- reads of the mix were the topic list (a count of every topic's matches on
-- each call: 264 ms on PostgreSQL), the article table sorted by tone (a scan
-- and sort of the whole table: 447 ms) and pages filtered by language (the
-- newest-first index read and filtered: 28 ms).

-- How many articles each topic matches, kept by statement-level triggers on
-- article_topics (as article_counts is on articles, migration 0063): the
-- topic list reads ten rows instead of counting every match. Counters are
-- written in topic order, so two batches matching the same topics lock their
-- rows in one order.
CREATE TABLE topic_match_counts (
  topic_id uuid PRIMARY KEY REFERENCES topics (id) ON DELETE CASCADE,
  n bigint NOT NULL
);

INSERT INTO topic_match_counts (topic_id, n)
SELECT topic_id, count(*) FROM article_topics GROUP BY topic_id;

CREATE FUNCTION topic_match_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO topic_match_counts AS c (topic_id, n)
  SELECT topic_id, count(*) FROM new_rows GROUP BY topic_id ORDER BY topic_id
  ON CONFLICT (topic_id) DO UPDATE SET n = c.n + EXCLUDED.n;
  RETURN NULL;
END $$;

CREATE FUNCTION topic_match_counts_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE topic_match_counts c SET n = c.n - d.k
  FROM (SELECT topic_id, count(*) AS k FROM old_rows GROUP BY topic_id ORDER BY topic_id) d
  WHERE c.topic_id = d.topic_id;
  RETURN NULL;
END $$;

CREATE TRIGGER topic_match_counts_insert AFTER INSERT ON article_topics
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION topic_match_counts_add();
CREATE TRIGGER topic_match_counts_delete AFTER DELETE ON article_topics
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION topic_match_counts_remove();

-- The table sorted by tone (unknown tone lowest, as SORT_COLUMNS sorts it):
-- a page off the index, either way, as by date.
CREATE INDEX articles_tone_sort_idx ON articles ((COALESCE(tone, -1000)) DESC, id DESC);

-- Pages of one language, newest first: off the index, id breaking ties as the
-- list does. It replaces (language, published_at DESC), which it covers.
CREATE INDEX articles_language_published_id_idx ON articles (language, published_at DESC, id DESC);
DROP INDEX articles_language_idx;

ANALYZE articles;
ANALYZE article_topics;
