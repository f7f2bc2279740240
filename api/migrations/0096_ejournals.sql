-- E-journal (issue 12, point 5; docs/decisions/0027): curated issues. Each
-- row is one edition: a title, an introduction and sections of articles with
-- an editorial note each (JSON, checked by the API's schema), with a version
-- every save names (a stale save is a 409). Publishing freezes the edition
-- and keeps what its articles showed (`articles`), so it reads the same after
-- the retention deletes them; a new edition is a new row of the same series.
CREATE TABLE ejournal_issues (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  series_id uuid NOT NULL,
  edition integer NOT NULL DEFAULT 1 CHECK (edition >= 1),
  title text NOT NULL,
  introduction text NOT NULL DEFAULT '',
  sections jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(sections) = 'array'),
  -- What the articles showed when the edition was published (null for a draft).
  articles jsonb CHECK (articles IS NULL OR jsonb_typeof(articles) = 'array'),
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published')),
  version integer NOT NULL DEFAULT 1 CHECK (version >= 1),
  owner_id uuid REFERENCES users (id) ON DELETE SET NULL,
  published_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((status = 'published') = (published_at IS NOT NULL)),
  UNIQUE (series_id, edition)
);

-- At most one draft per series: "new edition" reopens it rather than forking a second.
CREATE UNIQUE INDEX ejournal_issues_one_draft ON ejournal_issues (series_id) WHERE status = 'draft';
CREATE INDEX ejournal_issues_updated_idx ON ejournal_issues (updated_at DESC);
-- "Which issues hold this article" (the reader) is a containment query on the sections.
CREATE INDEX ejournal_issues_sections_idx ON ejournal_issues USING gin (sections jsonb_path_ops);

-- A published edition never changes and is never deleted, whoever writes to
-- the table (the API refuses first, with a 409; this is the last guard). Only
-- its owner may be unset (a deleted account).
CREATE FUNCTION ejournal_published_is_frozen() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'a published e-journal edition cannot be deleted' USING ERRCODE = 'check_violation';
  END IF;
  IF NEW.title IS DISTINCT FROM OLD.title OR NEW.introduction IS DISTINCT FROM OLD.introduction
    OR NEW.sections IS DISTINCT FROM OLD.sections OR NEW.articles IS DISTINCT FROM OLD.articles
    OR NEW.status IS DISTINCT FROM OLD.status OR NEW.version IS DISTINCT FROM OLD.version
    OR NEW.edition IS DISTINCT FROM OLD.edition OR NEW.series_id IS DISTINCT FROM OLD.series_id
    OR NEW.published_at IS DISTINCT FROM OLD.published_at THEN
    RAISE EXCEPTION 'a published e-journal edition cannot change' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$;

CREATE TRIGGER ejournal_issues_frozen
  BEFORE UPDATE OR DELETE ON ejournal_issues
  FOR EACH ROW WHEN (OLD.status = 'published')
  EXECUTE FUNCTION ejournal_published_is_frozen();
