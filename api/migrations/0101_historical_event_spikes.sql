-- A historical event proposed from a topic's spike keeps the figures it was
-- proposed with (the day's count and the 28-day mean), and whether its title
-- and description are still the generated ones. While they are, each reader
-- sees them worded in their own language (the UI words them from the
-- figures); an analyst's edit of the title or the description fixes the text
-- as written.
ALTER TABLE historical_events
  ADD COLUMN spike_count integer,
  ADD COLUMN spike_mean double precision,
  ADD COLUMN text_generated boolean NOT NULL DEFAULT false;

-- The proposals made before this migration, whose text is still the one the
-- job wrote.
UPDATE historical_events e
SET spike_count = (regexp_match(e.description, '": (\d+) articles against a mean of ([0-9.]+) a day'))[1]::int,
    spike_mean = (regexp_match(e.description, '": (\d+) articles against a mean of ([0-9.]+) a day'))[2]::float8,
    text_generated = true
FROM topics t
WHERE t.id = e.topic_id
  AND e.description = 'A spike of the topic "' || t.name || '": ' || substring(e.description FROM '": (\d+) articles') ||
      ' articles against a mean of ' || substring(e.description FROM 'a mean of ([0-9.]+) a day') || ' a day over the 28 days before.'
  AND e.title = t.name || ': ' || substring(e.description FROM '": (\d+) articles') || ' articles';
