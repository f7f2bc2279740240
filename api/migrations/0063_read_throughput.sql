-- Read throughput (issue 14, point 8; docs/decisions/0010-read-throughput.md).

-- The warehouse table's default order (newest first, id to break ties) is
-- one index: a page is read straight off it, and a keyset cursor seeks in it.
CREATE INDEX articles_published_id_idx ON articles (published_at DESC, id DESC);

-- How many articles each source has per language, kept by statement-level
-- triggers, so the table's total (unfiltered, or by source, group or
-- language) is a sum over a few hundred rows instead of a scan of the table.
CREATE TABLE article_counts (
  source_id uuid NOT NULL,
  language text NOT NULL,
  n bigint NOT NULL,
  PRIMARY KEY (source_id, language)
);

INSERT INTO article_counts (source_id, language, n)
SELECT source_id, language, count(*) FROM articles GROUP BY source_id, language;

CREATE FUNCTION article_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO article_counts AS c (source_id, language, n)
  SELECT source_id, language, count(*) FROM new_rows GROUP BY source_id, language
  ON CONFLICT (source_id, language) DO UPDATE SET n = c.n + EXCLUDED.n;
  RETURN NULL;
END $$;

CREATE FUNCTION article_counts_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE article_counts c SET n = c.n - d.k
  FROM (SELECT source_id, language, count(*) AS k FROM old_rows GROUP BY source_id, language) d
  WHERE c.source_id = d.source_id AND c.language = d.language;
  RETURN NULL;
END $$;

CREATE FUNCTION article_counts_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE article_counts c SET n = c.n - d.k
  FROM (SELECT o.source_id, o.language, count(*) AS k FROM old_rows o JOIN new_rows n ON n.id = o.id
        WHERE n.source_id <> o.source_id OR n.language <> o.language GROUP BY o.source_id, o.language) d
  WHERE c.source_id = d.source_id AND c.language = d.language;
  INSERT INTO article_counts AS c (source_id, language, n)
  SELECT n.source_id, n.language, count(*) FROM old_rows o JOIN new_rows n ON n.id = o.id
  WHERE n.source_id <> o.source_id OR n.language <> o.language GROUP BY n.source_id, n.language
  ON CONFLICT (source_id, language) DO UPDATE SET n = c.n + EXCLUDED.n;
  RETURN NULL;
END $$;

CREATE TRIGGER article_counts_insert AFTER INSERT ON articles
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION article_counts_add();
CREATE TRIGGER article_counts_delete AFTER DELETE ON articles
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION article_counts_remove();
CREATE TRIGGER article_counts_update AFTER UPDATE ON articles
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION article_counts_move();

ANALYZE articles;
