-- Podcasts (spec section 3; field names: docs/decisions/0005-podcast-fields.md).
-- clock_timestamp(), not now(): rows added in one transaction keep their order.
-- seed_key marks a demo podcast, so the seed adds only the missing ones.
CREATE TABLE podcasts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  author text NOT NULL CHECK (length(author) BETWEEN 1 AND 120),
  description text NOT NULL DEFAULT '',
  cover_art_url text,
  audio_url text NOT NULL,
  duration_seconds integer CHECK (duration_seconds >= 0),
  featured boolean NOT NULL DEFAULT false,
  seed_key text UNIQUE,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  updated_at timestamptz NOT NULL DEFAULT clock_timestamp()
);

CREATE INDEX podcasts_created_at_idx ON podcasts (created_at, id);
CREATE INDEX podcasts_featured_idx ON podcasts (featured) WHERE featured;
