-- One row per feed fetch.
CREATE TABLE fetch_runs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  source_id uuid NOT NULL REFERENCES sources (id) ON DELETE CASCADE,
  feed_url text NOT NULL,
  trigger text NOT NULL CHECK (trigger IN ('schedule', 'manual', 'created', 'updated')),
  status text NOT NULL CHECK (status IN ('ok', 'not_modified', 'error')),
  http_status integer,
  error text,
  started_at timestamptz NOT NULL,
  finished_at timestamptz NOT NULL,
  bytes integer NOT NULL DEFAULT 0,
  items_found integer NOT NULL DEFAULT 0,
  items_new integer NOT NULL DEFAULT 0,
  items_duplicate integer NOT NULL DEFAULT 0,
  items_dropped integer NOT NULL DEFAULT 0
);

CREATE INDEX fetch_runs_started_idx ON fetch_runs (started_at DESC);
CREATE INDEX fetch_runs_source_idx ON fetch_runs (source_id, started_at DESC);

-- Items per pipeline stage (fetched, parsed, deduplicated, enriched,
-- indexed) and drops per reason, counted per hour.
CREATE TABLE pipeline_counts (
  hour timestamptz NOT NULL,
  stage text NOT NULL,
  reason text NOT NULL DEFAULT '',
  count bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (hour, stage, reason)
);
