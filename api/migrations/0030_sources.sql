-- News outlets the worker polls, with their feed health. feed_urls is the
-- source of truth for what to fetch; source_feeds keeps the HTTP cache state
-- of each feed (conditional GET and body hash).
CREATE TABLE sources (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  homepage text NOT NULL,
  feed_urls text[] NOT NULL CHECK (cardinality(feed_urls) BETWEEN 1 AND 10),
  language text NOT NULL CHECK (language ~ '^[a-z]{2}$'),
  country text NOT NULL CHECK (country ~ '^[A-Z]{2}$'),
  media_type text NOT NULL DEFAULT 'online'
    CHECK (media_type IN ('newspaper', 'broadcaster', 'agency', 'magazine', 'online', 'blog', 'other')),
  reach bigint CHECK (reach >= 0),
  reach_tier text CHECK (reach_tier IN ('local', 'regional', 'national', 'international')),
  active boolean NOT NULL DEFAULT true,
  poll_interval_minutes integer NOT NULL DEFAULT 30 CHECK (poll_interval_minutes BETWEEN 5 AND 1440),
  ignore_http_cache boolean NOT NULL DEFAULT false,
  fetch_full_text boolean NOT NULL DEFAULT false,
  -- health, written by the worker
  last_attempt_at timestamptz,
  last_success_at timestamptz,
  last_new_article_at timestamptz,
  consecutive_failures integer NOT NULL DEFAULT 0,
  last_status integer,
  last_error text,
  supports_304 boolean NOT NULL DEFAULT false,
  -- when the next scheduled poll is due; null = due now
  next_poll_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX sources_due_idx ON sources (next_poll_at) WHERE active;
CREATE INDEX sources_name_idx ON sources (lower(name));

-- Per-feed HTTP cache state (etag, last-modified, body hash).
CREATE TABLE source_feeds (
  source_id uuid NOT NULL REFERENCES sources (id) ON DELETE CASCADE,
  url text NOT NULL,
  etag text,
  last_modified text,
  body_hash text,
  last_fetched_at timestamptz,
  PRIMARY KEY (source_id, url)
);

CREATE TABLE source_groups (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
  description text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE UNIQUE INDEX source_groups_name_key ON source_groups (lower(name));

CREATE TABLE source_group_members (
  group_id uuid NOT NULL REFERENCES source_groups (id) ON DELETE CASCADE,
  source_id uuid NOT NULL REFERENCES sources (id) ON DELETE CASCADE,
  PRIMARY KEY (group_id, source_id)
);

CREATE INDEX source_group_members_source_idx ON source_group_members (source_id);
