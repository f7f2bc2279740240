-- Saved queries in the topic language. The query is parsed when written;
-- query_ast keeps the parsed form so matching never re-parses.
CREATE TABLE topics (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
  description text NOT NULL DEFAULT '',
  query text NOT NULL CHECK (length(query) BETWEEN 1 AND 2000),
  query_ast jsonb NOT NULL,
  alert_kind text NOT NULL DEFAULT 'none' CHECK (alert_kind IN ('none', 'every', 'spike', 'threshold')),
  alert_threshold integer CHECK (alert_threshold >= 1),
  active boolean NOT NULL DEFAULT true,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (alert_kind <> 'threshold' OR alert_threshold IS NOT NULL)
);

CREATE UNIQUE INDEX topics_name_key ON topics (lower(name));
