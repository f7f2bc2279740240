-- One story, counted once (docs/decisions/0045-one-feed-one-source.md): an
-- article whose normalized URL another source stored first is a repeat (a
-- wire story carried by two outlets, or a feed added twice). The alerts look
-- repeats up by URL across sources; the unique index per source cannot serve
-- that.
CREATE INDEX IF NOT EXISTS articles_normalized_url_idx ON articles (normalized_url);
