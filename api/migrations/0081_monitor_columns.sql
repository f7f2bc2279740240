-- The Monitor page's watchlist (issue 11, point 4): one column per topic, per
-- user, in the order the user put them.
CREATE TABLE monitor_columns (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  topic_id uuid NOT NULL REFERENCES topics (id) ON DELETE CASCADE,
  position integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, topic_id)
);
CREATE INDEX monitor_columns_topic_idx ON monitor_columns (topic_id);
