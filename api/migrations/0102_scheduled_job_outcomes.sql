-- What a job's last successful run reported, as data (a key and its figures)
-- beside the English summary: the Scheduler page words it in the reader's
-- language. Null for a run before this migration or a job that reports none.
ALTER TABLE scheduled_jobs ADD COLUMN last_outcome jsonb;
