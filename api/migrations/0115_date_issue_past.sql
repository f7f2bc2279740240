-- An article dated before 1990 by its feed is stored at its fetch time and
-- marked `past`, like one dated more than a day ahead (`future`): no news item
-- was published on the web before then (api/src/news/prepare-article.ts).
-- NOT VALID, then VALIDATE: the new check does not hold a lock on a large
-- table while every row is read.
ALTER TABLE articles DROP CONSTRAINT IF EXISTS articles_date_issue_check;
ALTER TABLE articles
  ADD CONSTRAINT articles_date_issue_check CHECK (date_issue IN ('missing', 'unreadable', 'future', 'past')) NOT VALID;
ALTER TABLE articles VALIDATE CONSTRAINT articles_date_issue_check;
