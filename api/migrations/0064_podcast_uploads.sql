-- Who uploaded which podcast file, and how big it is (issue 14, point 5): the
-- per-user and total quotas are sums over this table, and the hourly sweep
-- deletes the uploads no podcast points at.
CREATE TABLE podcast_uploads (
  name text PRIMARY KEY,
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  kind text NOT NULL CHECK (kind IN ('audio', 'cover')),
  size bigint NOT NULL CHECK (size >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX podcast_uploads_user_idx ON podcast_uploads (user_id);
