-- Notes and editorial considerations (issue 12, points 2 and 3;
-- docs/decisions/0025-notes.md). A note is its owner's: private unless shared
-- with the team; a note flagged as a consideration for a day is read by the
-- whole team (the Daily Report of that day shows it). `version` grows by one
-- on every save: a save names the version it was made on, and a stale one is
-- refused (409), so an autosave never overwrites a newer save from another tab.
CREATE TABLE notes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  title text NOT NULL,
  body text NOT NULL DEFAULT '',
  tags text[] NOT NULL DEFAULT '{}',
  shared boolean NOT NULL DEFAULT false,
  consideration_day date,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- Full-text search on the 'simple' configuration, as the articles' (any language, no stemming).
  search tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('simple', title), 'A') || setweight(to_tsvector('simple', left(body, 200000)), 'B')
  ) STORED
);

CREATE INDEX notes_search_idx ON notes USING gin (search);
CREATE INDEX notes_owner_idx ON notes (owner_id, updated_at DESC);
CREATE INDEX notes_tags_idx ON notes USING gin (tags);
CREATE INDEX notes_consideration_idx ON notes (consideration_day) WHERE consideration_day IS NOT NULL;

-- What a note links to: exactly one of an article, a topic or another note.
CREATE TABLE note_links (
  note_id uuid NOT NULL REFERENCES notes (id) ON DELETE CASCADE,
  article_id uuid REFERENCES articles (id) ON DELETE CASCADE,
  topic_id uuid REFERENCES topics (id) ON DELETE CASCADE,
  linked_note_id uuid REFERENCES notes (id) ON DELETE CASCADE,
  CHECK (num_nonnulls(article_id, topic_id, linked_note_id) = 1),
  CHECK (linked_note_id IS DISTINCT FROM note_id)
);

CREATE UNIQUE INDEX note_links_article_idx ON note_links (note_id, article_id) WHERE article_id IS NOT NULL;
CREATE UNIQUE INDEX note_links_topic_idx ON note_links (note_id, topic_id) WHERE topic_id IS NOT NULL;
CREATE UNIQUE INDEX note_links_note_idx ON note_links (note_id, linked_note_id) WHERE linked_note_id IS NOT NULL;
CREATE INDEX note_links_by_article_idx ON note_links (article_id) WHERE article_id IS NOT NULL;
CREATE INDEX note_links_by_note_idx ON note_links (linked_note_id) WHERE linked_note_id IS NOT NULL;

-- The version history: the text of each saved version. Saves by the same
-- person within a few minutes of each other (an autosave while typing) update
-- the newest entry instead of adding one, so the history lists editing
-- sessions, not keystrokes.
CREATE TABLE note_versions (
  note_id uuid NOT NULL REFERENCES notes (id) ON DELETE CASCADE,
  version integer NOT NULL,
  title text NOT NULL,
  body text NOT NULL,
  tags text[] NOT NULL DEFAULT '{}',
  saved_by uuid REFERENCES users (id) ON DELETE SET NULL,
  saved_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (note_id, version)
);
