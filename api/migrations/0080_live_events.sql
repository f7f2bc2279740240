-- The live events log (issue 11, points 3 and 7): every new article (with its
-- topic matches) and every alert, in commit order. The bigserial id is the SSE
-- event id: a client resumes after the last id it saw (Last-Event-ID). The
-- table is bounded: the repository prunes old rows as it writes.
CREATE TABLE live_events (
  id bigserial PRIMARY KEY,
  type text NOT NULL CHECK (type IN ('article', 'alert')),
  topic_ids uuid[] NOT NULL DEFAULT '{}',
  source_id uuid,
  group_ids uuid[] NOT NULL DEFAULT '{}',
  language text,
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX live_events_created_idx ON live_events (created_at);

-- Every API process listening on this database hears of new rows: the notice
-- carries the newest id only; listeners read the rows after the last id they
-- saw. The channel is named after the schema, so schemas sharing one database
-- (the test suites) do not wake each other.
CREATE FUNCTION live_events_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('mw_live_' || current_schema(), (SELECT max(id) FROM new_rows)::text);
  RETURN NULL;
END;
$$;

CREATE TRIGGER live_events_notify AFTER INSERT ON live_events
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION live_events_notify();
