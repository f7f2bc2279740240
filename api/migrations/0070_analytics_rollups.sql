-- Analytics rollups (issue 10; docs/decisions/0012-analytics-rollups.md).
--
-- The analyst's pages read aggregates, never loops over articles: counts,
-- tone sums and tone histograms per 15-minute slot (UTC), per source and
-- language, per language, for the whole corpus, and per topic; and, per story
-- cluster, the outlet that carried it first and how many carried it. A
-- 15-minute slot makes the day, week and month of every time zone in use
-- (offsets are whole quarter hours) an exact sum of slots.
--
-- They are kept by triggers on articles and article_topics, in the writing
-- statement's transaction, so the ingestion engine, the retention purge, a
-- deleted source or topic and the demo import need no change and the numbers
-- stay exact. Statement-level triggers read the statement's transition tables
-- (one upsert per statement, not per row); the one row-level trigger takes an
-- article's topic matches out before the foreign key's cascade deletes them.
--
-- Tone is kept in thousandths as integers (each article's tone rounded to
-- 0.001), so adding and removing the same articles returns exactly to zero.
-- (No CHECK (n >= 0): PostgreSQL checks the proposed row of an upsert before
-- it finds the conflict, and a removal is an upsert of a negative delta; the
-- API suites compare every rollup with a recount instead.)

/** The 15-minute UTC slot of a time. */
CREATE FUNCTION rollup_slot(t timestamptz) RETURNS timestamptz LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT date_bin('15 minutes', t, TIMESTAMPTZ '2000-01-01 00:00:00+00') $$;

/** The tone histogram's bin: [b, b + 1), from -10 to +9 (tones beyond fall in the end bins). */
CREATE FUNCTION rollup_tone_bin(tone real) RETURNS smallint LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT LEAST(9, GREATEST(-10, floor(tone)))::smallint $$;

CREATE FUNCTION rollup_milli(value double precision) RETURNS bigint LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT round(value * 1000)::bigint $$;

-- n articles; tone_milli = Σ tone; neg_milli = Σ max(0, -tone); abs_milli = Σ |tone| (thousandths)
CREATE TABLE rollup_all (
  slot timestamptz NOT NULL,
  tone_bin smallint NOT NULL,
  n integer NOT NULL,
  tone_milli bigint NOT NULL,
  neg_milli bigint NOT NULL,
  abs_milli bigint NOT NULL,
  PRIMARY KEY (slot, tone_bin)
);

CREATE TABLE rollup_language (
  language text NOT NULL,
  slot timestamptz NOT NULL,
  n integer NOT NULL,
  tone_milli bigint NOT NULL,
  neg_milli bigint NOT NULL,
  abs_milli bigint NOT NULL,
  PRIMARY KEY (language, slot)
);

CREATE TABLE rollup_source (
  source_id uuid NOT NULL,
  slot timestamptz NOT NULL,
  language text NOT NULL,
  tone_bin smallint NOT NULL,
  n integer NOT NULL,
  tone_milli bigint NOT NULL,
  neg_milli bigint NOT NULL,
  abs_milli bigint NOT NULL,
  PRIMARY KEY (source_id, slot, language, tone_bin)
);

-- Every source over a range (the Daily Report's top sources and spikes, the Media Scale Index).
CREATE INDEX rollup_source_slot_idx ON rollup_source (slot) INCLUDE (source_id, n, abs_milli);

CREATE TABLE rollup_topic (
  topic_id uuid NOT NULL,
  slot timestamptz NOT NULL,
  n integer NOT NULL,
  tone_milli bigint NOT NULL,
  neg_milli bigint NOT NULL,
  abs_milli bigint NOT NULL,
  PRIMARY KEY (topic_id, slot)
);

CREATE INDEX rollup_topic_slot_idx ON rollup_topic (slot) INCLUDE (topic_id, n);

-- Per story cluster: the outlet that published first (ties: the earlier id),
-- when, how many outlets and articles carried it. The pickup of the Media
-- Scale Index and the Daily Report's leading stories read it.
CREATE TABLE cluster_pickup (
  cluster_id uuid PRIMARY KEY,
  origin_source_id uuid NOT NULL,
  first_at timestamptz NOT NULL,
  outlets integer NOT NULL,
  articles integer NOT NULL
);

CREATE INDEX cluster_pickup_first_idx ON cluster_pickup (first_at) INCLUDE (origin_source_id, outlets, articles);

-- ----------------------------------------------------------------------
-- Applying a delta (signed counts and sums per source, slot, language, bin;
-- sums arrive as numeric, which is what sum(bigint) gives).

CREATE FUNCTION rollup_apply(
  p_source uuid[], p_slot timestamptz[], p_language text[], p_bin smallint[],
  p_n integer[], p_tone numeric[], p_neg numeric[], p_abs numeric[]
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- Keys in one order in every statement, so concurrent writers lock rows alike.
  INSERT INTO rollup_source AS r (source_id, slot, language, tone_bin, n, tone_milli, neg_milli, abs_milli)
  SELECT * FROM unnest(p_source, p_slot, p_language, p_bin, p_n, p_tone, p_neg, p_abs) ORDER BY 1, 2, 3, 4
  ON CONFLICT (source_id, slot, language, tone_bin) DO UPDATE SET
    n = r.n + EXCLUDED.n, tone_milli = r.tone_milli + EXCLUDED.tone_milli,
    neg_milli = r.neg_milli + EXCLUDED.neg_milli, abs_milli = r.abs_milli + EXCLUDED.abs_milli;

  INSERT INTO rollup_language AS r (language, slot, n, tone_milli, neg_milli, abs_milli)
  SELECT l, s, sum(n)::int, sum(t), sum(g), sum(a) FROM unnest(p_language, p_slot, p_n, p_tone, p_neg, p_abs) AS d(l, s, n, t, g, a)
  GROUP BY l, s ORDER BY l, s
  ON CONFLICT (language, slot) DO UPDATE SET
    n = r.n + EXCLUDED.n, tone_milli = r.tone_milli + EXCLUDED.tone_milli,
    neg_milli = r.neg_milli + EXCLUDED.neg_milli, abs_milli = r.abs_milli + EXCLUDED.abs_milli;

  INSERT INTO rollup_all AS r (slot, tone_bin, n, tone_milli, neg_milli, abs_milli)
  SELECT s, b, sum(n)::int, sum(t), sum(g), sum(a) FROM unnest(p_slot, p_bin, p_n, p_tone, p_neg, p_abs) AS d(s, b, n, t, g, a)
  GROUP BY s, b ORDER BY s, b
  ON CONFLICT (slot, tone_bin) DO UPDATE SET
    n = r.n + EXCLUDED.n, tone_milli = r.tone_milli + EXCLUDED.tone_milli,
    neg_milli = r.neg_milli + EXCLUDED.neg_milli, abs_milli = r.abs_milli + EXCLUDED.abs_milli;

  -- Empty cells go, so a range reads only slots that hold articles.
  DELETE FROM rollup_source r USING unnest(p_source, p_slot, p_language, p_bin) AS d(src, s, l, b)
  WHERE r.n = 0 AND r.source_id = d.src AND r.slot = d.s AND r.language = d.l AND r.tone_bin = d.b;
  DELETE FROM rollup_language r USING unnest(p_language, p_slot) AS d(l, s)
  WHERE r.n = 0 AND r.language = d.l AND r.slot = d.s;
  DELETE FROM rollup_all r USING unnest(p_slot, p_bin) AS d(s, b)
  WHERE r.n = 0 AND r.slot = d.s AND r.tone_bin = d.b;
END $$;

CREATE FUNCTION rollup_topic_apply(
  p_topic uuid[], p_slot timestamptz[], p_n integer[], p_tone numeric[], p_neg numeric[], p_abs numeric[]
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO rollup_topic AS r (topic_id, slot, n, tone_milli, neg_milli, abs_milli)
  SELECT t, s, sum(n)::int, sum(tm), sum(g), sum(a) FROM unnest(p_topic, p_slot, p_n, p_tone, p_neg, p_abs) AS d(t, s, n, tm, g, a)
  GROUP BY t, s ORDER BY t, s
  ON CONFLICT (topic_id, slot) DO UPDATE SET
    n = r.n + EXCLUDED.n, tone_milli = r.tone_milli + EXCLUDED.tone_milli,
    neg_milli = r.neg_milli + EXCLUDED.neg_milli, abs_milli = r.abs_milli + EXCLUDED.abs_milli;
  DELETE FROM rollup_topic r USING unnest(p_topic, p_slot) AS d(t, s)
  WHERE r.n = 0 AND r.topic_id = d.t AND r.slot = d.s;
END $$;

/** Recomputes the pickup rows of the given clusters from their articles. */
CREATE FUNCTION cluster_pickup_refresh(p_clusters uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(p_clusters) = 0 THEN RETURN; END IF;
  DELETE FROM cluster_pickup WHERE cluster_id = ANY (p_clusters);
  INSERT INTO cluster_pickup (cluster_id, origin_source_id, first_at, outlets, articles)
  SELECT a.cluster_id, (array_agg(a.source_id ORDER BY a.published_at, a.id))[1], min(a.published_at),
         count(DISTINCT a.source_id)::int, count(*)::int
  FROM articles a WHERE a.cluster_id = ANY (p_clusters)
  GROUP BY a.cluster_id ORDER BY a.cluster_id;
END $$;

-- ----------------------------------------------------------------------
-- Triggers on articles

CREATE FUNCTION rollup_articles_insert() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE d record;
BEGIN
  SELECT array_agg(source_id) AS src, array_agg(slot) AS slot, array_agg(language) AS lang, array_agg(bin) AS bin,
         array_agg(n) AS n, array_agg(t) AS t, array_agg(g) AS g, array_agg(a) AS a
  INTO d
  FROM (SELECT source_id, rollup_slot(published_at) AS slot, language, rollup_tone_bin(tone) AS bin, count(*)::int AS n,
               sum(rollup_milli(tone)) AS t, sum(rollup_milli(GREATEST(0, -tone))) AS g, sum(rollup_milli(abs(tone))) AS a
        FROM new_rows GROUP BY 1, 2, 3, 4) x;
  IF d.src IS NOT NULL THEN PERFORM rollup_apply(d.src, d.slot, d.lang, d.bin, d.n, d.t, d.g, d.a); END IF;
  PERFORM cluster_pickup_refresh(ARRAY(SELECT DISTINCT cluster_id FROM new_rows WHERE cluster_id IS NOT NULL));
  RETURN NULL;
END $$;

CREATE FUNCTION rollup_articles_delete() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE d record;
BEGIN
  SELECT array_agg(source_id) AS src, array_agg(slot) AS slot, array_agg(language) AS lang, array_agg(bin) AS bin,
         array_agg(n) AS n, array_agg(t) AS t, array_agg(g) AS g, array_agg(a) AS a
  INTO d
  FROM (SELECT source_id, rollup_slot(published_at) AS slot, language, rollup_tone_bin(tone) AS bin, -count(*)::int AS n,
               -sum(rollup_milli(tone)) AS t, -sum(rollup_milli(GREATEST(0, -tone))) AS g, -sum(rollup_milli(abs(tone))) AS a
        FROM old_rows GROUP BY 1, 2, 3, 4) x;
  IF d.src IS NOT NULL THEN PERFORM rollup_apply(d.src, d.slot, d.lang, d.bin, d.n, d.t, d.g, d.a); END IF;
  PERFORM cluster_pickup_refresh(ARRAY(SELECT DISTINCT cluster_id FROM old_rows WHERE cluster_id IS NOT NULL));
  RETURN NULL;
END $$;

CREATE FUNCTION rollup_articles_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE d record;
BEGIN
  -- Only rows whose rolled-up fields changed move (clustering changes none of them).
  SELECT array_agg(source_id) AS src, array_agg(slot) AS slot, array_agg(language) AS lang, array_agg(bin) AS bin,
         array_agg(n) AS n, array_agg(t) AS t, array_agg(g) AS g, array_agg(a) AS a
  INTO d
  FROM (SELECT source_id, rollup_slot(published_at) AS slot, language, rollup_tone_bin(tone) AS bin, sum(sign)::int AS n,
               sum(sign * rollup_milli(tone)) AS t, sum(sign * rollup_milli(GREATEST(0, -tone))) AS g, sum(sign * rollup_milli(abs(tone))) AS a
        FROM (SELECT o.source_id, o.published_at, o.language, o.tone, -1 AS sign
              FROM old_rows o JOIN new_rows w ON w.id = o.id
              WHERE (w.source_id, w.published_at, w.language, w.tone) IS DISTINCT FROM (o.source_id, o.published_at, o.language, o.tone)
              UNION ALL
              SELECT w.source_id, w.published_at, w.language, w.tone, 1
              FROM old_rows o JOIN new_rows w ON w.id = o.id
              WHERE (w.source_id, w.published_at, w.language, w.tone) IS DISTINCT FROM (o.source_id, o.published_at, o.language, o.tone)) m
        GROUP BY 1, 2, 3, 4) x;
  IF d.src IS NOT NULL THEN PERFORM rollup_apply(d.src, d.slot, d.lang, d.bin, d.n, d.t, d.g, d.a); END IF;

  -- A match's slot and tone follow its article.
  SELECT array_agg(topic_id) AS topic, array_agg(slot) AS slot, array_agg(n) AS n, array_agg(t) AS t, array_agg(g) AS g, array_agg(a) AS a
  INTO d
  FROM (SELECT x.topic_id, rollup_slot(m.published_at) AS slot, sum(m.sign)::int AS n, sum(m.sign * rollup_milli(m.tone)) AS t,
               sum(m.sign * rollup_milli(GREATEST(0, -m.tone))) AS g, sum(m.sign * rollup_milli(abs(m.tone))) AS a
        FROM (SELECT o.id, o.published_at, o.tone, -1 AS sign FROM old_rows o JOIN new_rows w ON w.id = o.id
              WHERE (w.published_at, w.tone) IS DISTINCT FROM (o.published_at, o.tone)
              UNION ALL
              SELECT w.id, w.published_at, w.tone, 1 FROM old_rows o JOIN new_rows w ON w.id = o.id
              WHERE (w.published_at, w.tone) IS DISTINCT FROM (o.published_at, o.tone)) m
        JOIN article_topics x ON x.article_id = m.id
        GROUP BY 1, 2) y;
  IF d.topic IS NOT NULL THEN PERFORM rollup_topic_apply(d.topic, d.slot, d.n, d.t, d.g, d.a); END IF;

  PERFORM cluster_pickup_refresh(ARRAY(
    SELECT DISTINCT v.cluster FROM (
      SELECT o.cluster_id AS before, w.cluster_id AS after FROM old_rows o JOIN new_rows w ON w.id = o.id
      WHERE (w.cluster_id, w.source_id, w.published_at) IS DISTINCT FROM (o.cluster_id, o.source_id, o.published_at)) z,
      LATERAL (VALUES (z.before), (z.after)) AS v(cluster)
    WHERE v.cluster IS NOT NULL));
  RETURN NULL;
END $$;

-- Before the row goes: its topic matches are still there (the foreign key's
-- cascade deletes them after the statement, when the article is gone).
CREATE FUNCTION rollup_article_topics_before_delete() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE topics uuid[];
BEGIN
  SELECT array_agg(topic_id) INTO topics FROM article_topics WHERE article_id = OLD.id;
  IF topics IS NOT NULL THEN
    PERFORM rollup_topic_apply(
      topics,
      array_fill(rollup_slot(OLD.published_at), ARRAY[cardinality(topics)]),
      array_fill(-1, ARRAY[cardinality(topics)]),
      array_fill((-rollup_milli(OLD.tone))::numeric, ARRAY[cardinality(topics)]),
      array_fill((-rollup_milli(GREATEST(0, -OLD.tone)))::numeric, ARRAY[cardinality(topics)]),
      array_fill((-rollup_milli(abs(OLD.tone)))::numeric, ARRAY[cardinality(topics)]));
  END IF;
  RETURN OLD;
END $$;

CREATE TRIGGER rollup_articles_insert AFTER INSERT ON articles
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rollup_articles_insert();
CREATE TRIGGER rollup_articles_delete AFTER DELETE ON articles
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION rollup_articles_delete();
CREATE TRIGGER rollup_articles_update AFTER UPDATE ON articles
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rollup_articles_update();
CREATE TRIGGER rollup_article_topics_before_delete BEFORE DELETE ON articles
  FOR EACH ROW EXECUTE FUNCTION rollup_article_topics_before_delete();

-- ----------------------------------------------------------------------
-- Triggers on article_topics: a match counts while both its article and its
-- topic exist. When the article is being deleted, the row trigger above took
-- its matches out and the join below finds no article.

CREATE FUNCTION rollup_article_topics_insert() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE d record;
BEGIN
  SELECT array_agg(topic_id) AS topic, array_agg(slot) AS slot, array_agg(n) AS n, array_agg(t) AS t, array_agg(g) AS g, array_agg(a) AS a
  INTO d
  FROM (SELECT x.topic_id, rollup_slot(a.published_at) AS slot, count(*)::int AS n, sum(rollup_milli(a.tone)) AS t,
               sum(rollup_milli(GREATEST(0, -a.tone))) AS g, sum(rollup_milli(abs(a.tone))) AS a
        FROM new_rows x JOIN articles a ON a.id = x.article_id GROUP BY 1, 2) y;
  IF d.topic IS NOT NULL THEN PERFORM rollup_topic_apply(d.topic, d.slot, d.n, d.t, d.g, d.a); END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION rollup_article_topics_delete() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE d record;
BEGIN
  SELECT array_agg(topic_id) AS topic, array_agg(slot) AS slot, array_agg(n) AS n, array_agg(t) AS t, array_agg(g) AS g, array_agg(a) AS a
  INTO d
  FROM (SELECT x.topic_id, rollup_slot(a.published_at) AS slot, -count(*)::int AS n, -sum(rollup_milli(a.tone)) AS t,
               -sum(rollup_milli(GREATEST(0, -a.tone))) AS g, -sum(rollup_milli(abs(a.tone))) AS a
        FROM old_rows x JOIN articles a ON a.id = x.article_id GROUP BY 1, 2) y;
  IF d.topic IS NOT NULL THEN PERFORM rollup_topic_apply(d.topic, d.slot, d.n, d.t, d.g, d.a); END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER rollup_article_topics_insert AFTER INSERT ON article_topics
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rollup_article_topics_insert();
CREATE TRIGGER rollup_article_topics_delete AFTER DELETE ON article_topics
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION rollup_article_topics_delete();

-- ----------------------------------------------------------------------
-- What is there already.

INSERT INTO rollup_source (source_id, slot, language, tone_bin, n, tone_milli, neg_milli, abs_milli)
SELECT source_id, rollup_slot(published_at), language, rollup_tone_bin(tone), count(*), sum(rollup_milli(tone)),
       sum(rollup_milli(GREATEST(0, -tone))), sum(rollup_milli(abs(tone)))
FROM articles GROUP BY 1, 2, 3, 4;

INSERT INTO rollup_language (language, slot, n, tone_milli, neg_milli, abs_milli)
SELECT language, slot, sum(n), sum(tone_milli), sum(neg_milli), sum(abs_milli) FROM rollup_source GROUP BY 1, 2;

INSERT INTO rollup_all (slot, tone_bin, n, tone_milli, neg_milli, abs_milli)
SELECT slot, tone_bin, sum(n), sum(tone_milli), sum(neg_milli), sum(abs_milli) FROM rollup_source GROUP BY 1, 2;

INSERT INTO rollup_topic (topic_id, slot, n, tone_milli, neg_milli, abs_milli)
SELECT x.topic_id, rollup_slot(a.published_at), count(*), sum(rollup_milli(a.tone)), sum(rollup_milli(GREATEST(0, -a.tone))), sum(rollup_milli(abs(a.tone)))
FROM article_topics x JOIN articles a ON a.id = x.article_id GROUP BY 1, 2;

SELECT cluster_pickup_refresh(ARRAY(SELECT DISTINCT cluster_id FROM articles WHERE cluster_id IS NOT NULL));

-- The Media Scale Index's weights (admin, saved here; the page shows them).
CREATE TABLE media_scale_weights (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  reach real NOT NULL CHECK (reach >= 0),
  volume real NOT NULL CHECK (volume >= 0),
  pickup real NOT NULL CHECK (pickup >= 0),
  tone real NOT NULL CHECK (tone >= 0),
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by uuid REFERENCES users (id) ON DELETE SET NULL,
  CHECK (reach + volume + pickup + tone > 0)
);

INSERT INTO media_scale_weights (reach, volume, pickup, tone) VALUES (0.35, 0.25, 0.3, 0.1);
