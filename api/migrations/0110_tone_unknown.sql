-- Tone can be unknown (docs/decisions/0038-unknown-tone.md).
--
-- An article whose language no tone lexicon reads has no tone: NULL, never 0
-- (a 0 would pull every mean toward neutral and fill the histogram's middle
-- bin). The rollups of migration 0070 keep counting such an article in `n`
-- (volumes, shares and spikes count every article) and also in a new
-- `untoned` column; its tone adds nothing to the sums, and in the tables keyed
-- by tone bin it sits in the bin -99 (rollup_tone_bin(NULL)), outside the
-- histogram's -10..9. So every tone figure reads the scored articles,
-- n - untoned, and every page can say how many had none.
--
-- articles.tone_method is the version of the scoring that gave the stored
-- tone (api/src/news/tone/index.ts, TONE_METHOD_VERSION): the rescoring job
-- rescores the articles of another version. Rows stored before this
-- migration were scored by version 1 (English AFINN for every language);
-- the default keeps an insert that does not say so rescored.

ALTER TABLE articles ALTER COLUMN tone DROP NOT NULL, ALTER COLUMN tone DROP DEFAULT;
ALTER TABLE articles ADD COLUMN tone_method smallint NOT NULL DEFAULT 1;
CREATE INDEX articles_tone_method_idx ON articles (tone_method, id);

-- The rescoring job's progress (one row per run of a method version).
CREATE TABLE tone_rescore (
  method smallint PRIMARY KEY,
  total integer NOT NULL,
  done integer NOT NULL DEFAULT 0,
  cursor_id uuid,
  started_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  rate real
);

ALTER TABLE rollup_all ADD COLUMN untoned integer NOT NULL DEFAULT 0;
ALTER TABLE rollup_language ADD COLUMN untoned integer NOT NULL DEFAULT 0;
ALTER TABLE rollup_source ADD COLUMN untoned integer NOT NULL DEFAULT 0;
ALTER TABLE rollup_topic ADD COLUMN untoned integer NOT NULL DEFAULT 0;

-- The covering indexes of migration 0071 carry `untoned` too (index-only scans stay so).
DROP INDEX rollup_language_slot_idx;
CREATE INDEX rollup_language_slot_idx ON rollup_language (slot) INCLUDE (n, untoned);
DROP INDEX rollup_topic_slot_idx;
CREATE INDEX rollup_topic_slot_idx ON rollup_topic (slot) INCLUDE (topic_id, n, neg_milli, untoned);
DROP INDEX rollup_source_slot_idx;
CREATE INDEX rollup_source_slot_idx ON rollup_source (slot) INCLUDE (source_id, n, abs_milli, neg_milli, untoned);

/** The tone histogram's bin: [b, b + 1), from -10 to +9; -99 for an article without tone. */
CREATE OR REPLACE FUNCTION rollup_tone_bin(tone real) RETURNS smallint LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT COALESCE(LEAST(9, GREATEST(-10, floor(tone)))::smallint, -99::smallint) $$;

/** Thousandths; an unknown tone adds 0 to the sums (it is counted in `untoned`). */
CREATE OR REPLACE FUNCTION rollup_milli(value double precision) RETURNS bigint LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT COALESCE(round(value * 1000)::bigint, 0) $$;

DROP FUNCTION rollup_apply(uuid[], timestamptz[], text[], smallint[], integer[], numeric[], numeric[], numeric[]);
DROP FUNCTION rollup_topic_apply(uuid[], timestamptz[], integer[], numeric[], numeric[], numeric[]);

CREATE FUNCTION rollup_apply(
  p_source uuid[], p_slot timestamptz[], p_language text[], p_bin smallint[],
  p_n integer[], p_untoned integer[], p_tone numeric[], p_neg numeric[], p_abs numeric[]
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO rollup_source AS r (source_id, slot, language, tone_bin, n, untoned, tone_milli, neg_milli, abs_milli)
  SELECT * FROM unnest(p_source, p_slot, p_language, p_bin, p_n, p_untoned, p_tone, p_neg, p_abs) ORDER BY 1, 2, 3, 4
  ON CONFLICT (source_id, slot, language, tone_bin) DO UPDATE SET
    n = r.n + EXCLUDED.n, untoned = r.untoned + EXCLUDED.untoned, tone_milli = r.tone_milli + EXCLUDED.tone_milli,
    neg_milli = r.neg_milli + EXCLUDED.neg_milli, abs_milli = r.abs_milli + EXCLUDED.abs_milli;

  INSERT INTO rollup_language AS r (language, slot, n, untoned, tone_milli, neg_milli, abs_milli)
  SELECT l, s, sum(n)::int, sum(u)::int, sum(t), sum(g), sum(a)
  FROM unnest(p_language, p_slot, p_n, p_untoned, p_tone, p_neg, p_abs) AS d(l, s, n, u, t, g, a)
  GROUP BY l, s ORDER BY l, s
  ON CONFLICT (language, slot) DO UPDATE SET
    n = r.n + EXCLUDED.n, untoned = r.untoned + EXCLUDED.untoned, tone_milli = r.tone_milli + EXCLUDED.tone_milli,
    neg_milli = r.neg_milli + EXCLUDED.neg_milli, abs_milli = r.abs_milli + EXCLUDED.abs_milli;

  INSERT INTO rollup_all AS r (slot, tone_bin, n, untoned, tone_milli, neg_milli, abs_milli)
  SELECT s, b, sum(n)::int, sum(u)::int, sum(t), sum(g), sum(a)
  FROM unnest(p_slot, p_bin, p_n, p_untoned, p_tone, p_neg, p_abs) AS d(s, b, n, u, t, g, a)
  GROUP BY s, b ORDER BY s, b
  ON CONFLICT (slot, tone_bin) DO UPDATE SET
    n = r.n + EXCLUDED.n, untoned = r.untoned + EXCLUDED.untoned, tone_milli = r.tone_milli + EXCLUDED.tone_milli,
    neg_milli = r.neg_milli + EXCLUDED.neg_milli, abs_milli = r.abs_milli + EXCLUDED.abs_milli;

  DELETE FROM rollup_source r USING unnest(p_source, p_slot, p_language, p_bin) AS d(src, s, l, b)
  WHERE r.n = 0 AND r.source_id = d.src AND r.slot = d.s AND r.language = d.l AND r.tone_bin = d.b;
  DELETE FROM rollup_language r USING unnest(p_language, p_slot) AS d(l, s)
  WHERE r.n = 0 AND r.language = d.l AND r.slot = d.s;
  DELETE FROM rollup_all r USING unnest(p_slot, p_bin) AS d(s, b)
  WHERE r.n = 0 AND r.slot = d.s AND r.tone_bin = d.b;
END $$;

CREATE FUNCTION rollup_topic_apply(
  p_topic uuid[], p_slot timestamptz[], p_n integer[], p_untoned integer[], p_tone numeric[], p_neg numeric[], p_abs numeric[]
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO rollup_topic AS r (topic_id, slot, n, untoned, tone_milli, neg_milli, abs_milli)
  SELECT t, s, sum(n)::int, sum(u)::int, sum(tm), sum(g), sum(a)
  FROM unnest(p_topic, p_slot, p_n, p_untoned, p_tone, p_neg, p_abs) AS d(t, s, n, u, tm, g, a)
  GROUP BY t, s ORDER BY t, s
  ON CONFLICT (topic_id, slot) DO UPDATE SET
    n = r.n + EXCLUDED.n, untoned = r.untoned + EXCLUDED.untoned, tone_milli = r.tone_milli + EXCLUDED.tone_milli,
    neg_milli = r.neg_milli + EXCLUDED.neg_milli, abs_milli = r.abs_milli + EXCLUDED.abs_milli;
  DELETE FROM rollup_topic r USING unnest(p_topic, p_slot) AS d(t, s)
  WHERE r.n = 0 AND r.topic_id = d.t AND r.slot = d.s;
END $$;

CREATE OR REPLACE FUNCTION rollup_articles_insert() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE d record;
BEGIN
  SELECT array_agg(source_id) AS src, array_agg(slot) AS slot, array_agg(language) AS lang, array_agg(bin) AS bin,
         array_agg(n) AS n, array_agg(u) AS u, array_agg(t) AS t, array_agg(g) AS g, array_agg(a) AS a
  INTO d
  FROM (SELECT source_id, rollup_slot(published_at) AS slot, language, rollup_tone_bin(tone) AS bin, count(*)::int AS n,
               (count(*) FILTER (WHERE tone IS NULL))::int AS u,
               sum(rollup_milli(tone)) AS t, sum(rollup_milli(GREATEST(0, -tone))) AS g, sum(rollup_milli(abs(tone))) AS a
        FROM new_rows GROUP BY 1, 2, 3, 4) x;
  IF d.src IS NOT NULL THEN PERFORM rollup_apply(d.src, d.slot, d.lang, d.bin, d.n, d.u, d.t, d.g, d.a); END IF;
  PERFORM cluster_pickup_refresh(ARRAY(SELECT DISTINCT cluster_id FROM new_rows WHERE cluster_id IS NOT NULL));
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION rollup_articles_delete() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE d record;
BEGIN
  SELECT array_agg(source_id) AS src, array_agg(slot) AS slot, array_agg(language) AS lang, array_agg(bin) AS bin,
         array_agg(n) AS n, array_agg(u) AS u, array_agg(t) AS t, array_agg(g) AS g, array_agg(a) AS a
  INTO d
  FROM (SELECT source_id, rollup_slot(published_at) AS slot, language, rollup_tone_bin(tone) AS bin, -count(*)::int AS n,
               -(count(*) FILTER (WHERE tone IS NULL))::int AS u,
               -sum(rollup_milli(tone)) AS t, -sum(rollup_milli(GREATEST(0, -tone))) AS g, -sum(rollup_milli(abs(tone))) AS a
        FROM old_rows GROUP BY 1, 2, 3, 4) x;
  IF d.src IS NOT NULL THEN PERFORM rollup_apply(d.src, d.slot, d.lang, d.bin, d.n, d.u, d.t, d.g, d.a); END IF;
  PERFORM cluster_pickup_refresh(ARRAY(SELECT DISTINCT cluster_id FROM old_rows WHERE cluster_id IS NOT NULL));
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION rollup_articles_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE d record;
BEGIN
  -- Only rows whose rolled-up fields changed move (clustering and rescoring to the same tone move none).
  SELECT array_agg(source_id) AS src, array_agg(slot) AS slot, array_agg(language) AS lang, array_agg(bin) AS bin,
         array_agg(n) AS n, array_agg(u) AS u, array_agg(t) AS t, array_agg(g) AS g, array_agg(a) AS a
  INTO d
  FROM (SELECT source_id, rollup_slot(published_at) AS slot, language, rollup_tone_bin(tone) AS bin, sum(sign)::int AS n,
               COALESCE(sum(sign) FILTER (WHERE tone IS NULL), 0)::int AS u,
               sum(sign * rollup_milli(tone)) AS t, sum(sign * rollup_milli(GREATEST(0, -tone))) AS g, sum(sign * rollup_milli(abs(tone))) AS a
        FROM (SELECT o.source_id, o.published_at, o.language, o.tone, -1 AS sign
              FROM old_rows o JOIN new_rows w ON w.id = o.id
              WHERE (w.source_id, w.published_at, w.language, w.tone) IS DISTINCT FROM (o.source_id, o.published_at, o.language, o.tone)
              UNION ALL
              SELECT w.source_id, w.published_at, w.language, w.tone, 1
              FROM old_rows o JOIN new_rows w ON w.id = o.id
              WHERE (w.source_id, w.published_at, w.language, w.tone) IS DISTINCT FROM (o.source_id, o.published_at, o.language, o.tone)) m
        GROUP BY 1, 2, 3, 4) x;
  IF d.src IS NOT NULL THEN PERFORM rollup_apply(d.src, d.slot, d.lang, d.bin, d.n, d.u, d.t, d.g, d.a); END IF;

  -- A match's slot and tone follow its article.
  SELECT array_agg(topic_id) AS topic, array_agg(slot) AS slot, array_agg(n) AS n, array_agg(u) AS u,
         array_agg(t) AS t, array_agg(g) AS g, array_agg(a) AS a
  INTO d
  FROM (SELECT x.topic_id, rollup_slot(m.published_at) AS slot, sum(m.sign)::int AS n,
               COALESCE(sum(m.sign) FILTER (WHERE m.tone IS NULL), 0)::int AS u, sum(m.sign * rollup_milli(m.tone)) AS t,
               sum(m.sign * rollup_milli(GREATEST(0, -m.tone))) AS g, sum(m.sign * rollup_milli(abs(m.tone))) AS a
        FROM (SELECT o.id, o.published_at, o.tone, -1 AS sign FROM old_rows o JOIN new_rows w ON w.id = o.id
              WHERE (w.published_at, w.tone) IS DISTINCT FROM (o.published_at, o.tone)
              UNION ALL
              SELECT w.id, w.published_at, w.tone, 1 FROM old_rows o JOIN new_rows w ON w.id = o.id
              WHERE (w.published_at, w.tone) IS DISTINCT FROM (o.published_at, o.tone)) m
        JOIN article_topics x ON x.article_id = m.id
        GROUP BY 1, 2) y;
  IF d.topic IS NOT NULL THEN PERFORM rollup_topic_apply(d.topic, d.slot, d.n, d.u, d.t, d.g, d.a); END IF;

  PERFORM cluster_pickup_refresh(ARRAY(
    SELECT DISTINCT v.cluster FROM (
      SELECT o.cluster_id AS before, w.cluster_id AS after FROM old_rows o JOIN new_rows w ON w.id = o.id
      WHERE (w.cluster_id, w.source_id, w.published_at) IS DISTINCT FROM (o.cluster_id, o.source_id, o.published_at)) z,
      LATERAL (VALUES (z.before), (z.after)) AS v(cluster)
    WHERE v.cluster IS NOT NULL));
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION rollup_article_topics_before_delete() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE topics uuid[];
BEGIN
  SELECT array_agg(topic_id) INTO topics FROM article_topics WHERE article_id = OLD.id;
  IF topics IS NOT NULL THEN
    PERFORM rollup_topic_apply(
      topics,
      array_fill(rollup_slot(OLD.published_at), ARRAY[cardinality(topics)]),
      array_fill(-1, ARRAY[cardinality(topics)]),
      array_fill(CASE WHEN OLD.tone IS NULL THEN -1 ELSE 0 END, ARRAY[cardinality(topics)]),
      array_fill((-rollup_milli(OLD.tone))::numeric, ARRAY[cardinality(topics)]),
      array_fill((-rollup_milli(GREATEST(0, -OLD.tone)))::numeric, ARRAY[cardinality(topics)]),
      array_fill((-rollup_milli(abs(OLD.tone)))::numeric, ARRAY[cardinality(topics)]));
  END IF;
  RETURN OLD;
END $$;

CREATE OR REPLACE FUNCTION rollup_article_topics_insert() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE d record;
BEGIN
  SELECT array_agg(topic_id) AS topic, array_agg(slot) AS slot, array_agg(n) AS n, array_agg(u) AS u,
         array_agg(t) AS t, array_agg(g) AS g, array_agg(a) AS a
  INTO d
  FROM (SELECT x.topic_id, rollup_slot(a.published_at) AS slot, count(*)::int AS n, (count(*) FILTER (WHERE a.tone IS NULL))::int AS u,
               sum(rollup_milli(a.tone)) AS t, sum(rollup_milli(GREATEST(0, -a.tone))) AS g, sum(rollup_milli(abs(a.tone))) AS a
        FROM new_rows x JOIN articles a ON a.id = x.article_id GROUP BY 1, 2) y;
  IF d.topic IS NOT NULL THEN PERFORM rollup_topic_apply(d.topic, d.slot, d.n, d.u, d.t, d.g, d.a); END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION rollup_article_topics_delete() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE d record;
BEGIN
  SELECT array_agg(topic_id) AS topic, array_agg(slot) AS slot, array_agg(n) AS n, array_agg(u) AS u,
         array_agg(t) AS t, array_agg(g) AS g, array_agg(a) AS a
  INTO d
  FROM (SELECT x.topic_id, rollup_slot(a.published_at) AS slot, -count(*)::int AS n, -(count(*) FILTER (WHERE a.tone IS NULL))::int AS u,
               -sum(rollup_milli(a.tone)) AS t, -sum(rollup_milli(GREATEST(0, -a.tone))) AS g, -sum(rollup_milli(abs(a.tone))) AS a
        FROM old_rows x JOIN articles a ON a.id = x.article_id GROUP BY 1, 2) y;
  IF d.topic IS NOT NULL THEN PERFORM rollup_topic_apply(d.topic, d.slot, d.n, d.u, d.t, d.g, d.a); END IF;
  RETURN NULL;
END $$;
