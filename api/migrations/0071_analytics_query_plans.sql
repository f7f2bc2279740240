-- Indexes of the analyst's pages chosen by measurement on 1,000,000 articles
-- (issue 10; docs/decisions/0015-analytics-query-plans.md).

-- Counts of the whole corpus over a range of slots (the Daily Report's volume
-- and its 28 days, Explore's share denominator over a year): an index-only
-- scan of the slot and its count. rollup_language has a row per language and
-- slot, rollup_all one per tone bin and slot (a third as many rows here).
CREATE INDEX rollup_language_slot_idx ON rollup_language (slot) INCLUDE (n);

-- Tension reads the negative mass of every topic (its overview) and of the
-- sources of a group over 31 to 395 days: with neg_milli in the slot indexes,
-- index-only scans (the Daily Report and the Media Scale Index read the same
-- indexes for their counts).
DROP INDEX rollup_topic_slot_idx;
CREATE INDEX rollup_topic_slot_idx ON rollup_topic (slot) INCLUDE (topic_id, n, neg_milli);
DROP INDEX rollup_source_slot_idx;
CREATE INDEX rollup_source_slot_idx ON rollup_source (slot) INCLUDE (source_id, n, abs_milli, neg_milli);

-- Source analysis samples one source's articles of 28 days (by a hash of
-- the id) for its top words: with the id in the index, an index-only scan of
-- that source's range instead of every article of those days.
DROP INDEX articles_source_published_idx;
CREATE INDEX articles_source_published_idx ON articles (source_id, published_at DESC) INCLUDE (id);
