-- Who holds a scheduled job's lease, and when it last said it was alive
-- (docs/decisions/0041-feeds-parsed-off-the-main-thread.md). A run takes a
-- short lease and renews it from a heartbeat while it runs, so a process
-- killed mid-run frees the job within one lease, not an hour. At start a
-- process releases the leases of owners that are gone (on PGlite every lease:
-- one process owns the data folder) and records those runs as interrupted.
ALTER TABLE scheduled_jobs ADD COLUMN lease_owner text;
ALTER TABLE scheduled_jobs ADD COLUMN heartbeat_at timestamptz;
