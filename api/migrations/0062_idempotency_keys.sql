-- Idempotency-Key on POST routes (issue 14, point 10): the first answer to a
-- key is kept for a day, so a client that retries after a dropped connection
-- gets it again instead of creating a second row. `scope` is a hash of the
-- caller's Authorization header, so one caller can never replay another's.
-- `status` is NULL while the first request is still running.
CREATE TABLE idempotency_keys (
  scope text NOT NULL,
  key text NOT NULL,
  fingerprint text NOT NULL,
  status integer,
  content_type text,
  body text,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (scope, key)
);
CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at);
