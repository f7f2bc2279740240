-- Only http(s) links are stored as article URLs (issue 14): the repository
-- drops any other scheme before inserting; this CHECK backs it up for every
-- writer. NOT VALID: rows stored before are not re-checked here, they are
-- cleaned below.
DELETE FROM articles WHERE url !~* '^https?://';
ALTER TABLE articles ADD CONSTRAINT articles_url_web CHECK (url ~* '^https?://') NOT VALID;
