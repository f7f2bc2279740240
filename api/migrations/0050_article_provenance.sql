-- Issue 13. The URL stored is the canonical one (tracking parameters
-- removed); original_url keeps the feed's when it differed. A date that the
-- feed did not give, that could not be read or that lay more than a day
-- ahead is stored as the fetch time (for ordering) and marked: date_issue
-- says why, date_text keeps what the feed wrote.
ALTER TABLE articles
  ADD COLUMN original_url text,
  ADD COLUMN date_issue text CHECK (date_issue IN ('missing', 'unreadable', 'future')),
  ADD COLUMN date_text text;
