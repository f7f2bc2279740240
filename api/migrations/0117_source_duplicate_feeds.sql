-- One feed, one source (docs/decisions/0045-one-feed-one-source.md): a source
-- whose feed another source already polls is refused unless an admin adds it
-- anyway with a reason. Each such addition is kept here: who, when, why, and
-- which source already had the feed. Nothing is deleted with the source's
-- removal but the link (the trace stays).
CREATE TABLE source_duplicate_feeds (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  source_id uuid REFERENCES sources (id) ON DELETE SET NULL,
  existing_source_id uuid REFERENCES sources (id) ON DELETE SET NULL,
  feed_url text NOT NULL,
  reason text NOT NULL CHECK (length(reason) BETWEEN 3 AND 500),
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX source_duplicate_feeds_source_idx ON source_duplicate_feeds (source_id);
