-- Historical events (issue 11): dated events entered by hand or proposed from
-- a topic's spike (one proposal per topic and day: the unique index), with
-- their linked articles. Tone and mention count are read from the links.
CREATE TABLE historical_events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  day date NOT NULL,
  title text NOT NULL,
  category text NOT NULL CHECK (category IN ('politics', 'economy', 'conflict', 'disaster', 'society', 'science', 'sport', 'culture', 'other')),
  description text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'confirmed' CHECK (status IN ('proposed', 'confirmed', 'dismissed')),
  topic_id uuid REFERENCES topics (id) ON DELETE SET NULL,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX historical_events_day_idx ON historical_events (day DESC);
-- A spike proposes once per topic and day, whatever the analyst later does with it.
CREATE UNIQUE INDEX historical_events_spike_idx ON historical_events (topic_id, day) WHERE topic_id IS NOT NULL;

CREATE TABLE historical_event_articles (
  event_id uuid NOT NULL REFERENCES historical_events (id) ON DELETE CASCADE,
  article_id uuid NOT NULL REFERENCES articles (id) ON DELETE CASCADE,
  PRIMARY KEY (event_id, article_id)
);

CREATE INDEX historical_event_articles_article_idx ON historical_event_articles (article_id);
