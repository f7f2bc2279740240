-- The Scheduler's jobs (issue 11; docs/decisions/0023-scheduler.md). One row
-- per job a plugin defines: its cron expression and time zone (kept across
-- restarts once an admin edits them: `customized`), whether it runs, when it
-- runs next and how its last run went. A process claims a due run by moving
-- next_run_at forward with `WHERE next_run_at = <the value it read>`, so two
-- processes on one database never run it twice; a run due while the API was
-- down is still due at the next start and runs once. `lease_until` holds the
-- job while a run is under way (a run that crashed frees it when it passes).
CREATE TABLE scheduled_jobs (
  name text PRIMARY KEY,
  description text NOT NULL DEFAULT '',
  cron text NOT NULL,
  time_zone text NOT NULL DEFAULT 'UTC',
  customized boolean NOT NULL DEFAULT false,
  enabled boolean NOT NULL DEFAULT true,
  next_run_at timestamptz,
  lease_until timestamptz,
  last_started_at timestamptz,
  last_finished_at timestamptz,
  last_duration_ms integer,
  last_status text CHECK (last_status IN ('running', 'ok', 'error')),
  last_error text,
  last_summary text,
  run_count integer NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now()
);
