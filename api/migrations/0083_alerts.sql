-- Alerts (issue 11, decision record 0022). A topic's alert policy gains the
-- threshold's window and a cooldown; `alerts` keeps what fired, when and why
-- (in words and numbers), with its articles in `alert_articles`. A storm of
-- matches makes one alert: while `cooldown_until` is ahead, later matches of
-- the same topic and kind join it. `dedup_key` is unique, so the same
-- condition (a source's day, a topic's spike day, a silence) never fires twice.
ALTER TABLE topics
  ADD COLUMN alert_window_hours integer NOT NULL DEFAULT 24 CHECK (alert_window_hours BETWEEN 1 AND 168),
  ADD COLUMN alert_cooldown_minutes integer NOT NULL DEFAULT 60 CHECK (alert_cooldown_minutes BETWEEN 0 AND 10080);

CREATE TABLE alerts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL CHECK (kind IN ('topic-match', 'topic-spike', 'topic-threshold', 'source-volume', 'source-silent')),
  topic_id uuid REFERENCES topics (id) ON DELETE CASCADE,
  source_id uuid REFERENCES sources (id) ON DELETE CASCADE,
  title text NOT NULL,
  reason text NOT NULL,
  details jsonb NOT NULL DEFAULT '{}',
  dedup_key text NOT NULL UNIQUE,
  article_count integer NOT NULL DEFAULT 0,
  fired_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  cooldown_until timestamptz NOT NULL
);

CREATE INDEX alerts_fired_idx ON alerts (fired_at DESC, id DESC);
CREATE INDEX alerts_topic_open_idx ON alerts (topic_id, kind, cooldown_until DESC) WHERE topic_id IS NOT NULL;
CREATE INDEX alerts_source_idx ON alerts (source_id, kind, fired_at DESC) WHERE source_id IS NOT NULL;

CREATE TABLE alert_articles (
  alert_id uuid NOT NULL REFERENCES alerts (id) ON DELETE CASCADE,
  article_id uuid NOT NULL REFERENCES articles (id) ON DELETE CASCADE,
  PRIMARY KEY (alert_id, article_id)
);

-- Read state, per user: one row per alert read one by one; "all read" is a
-- watermark in alert_user_settings.read_all_before (no row per alert).
CREATE TABLE alert_reads (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  alert_id uuid NOT NULL REFERENCES alerts (id) ON DELETE CASCADE,
  read_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, alert_id)
);
