-- Issue 13. A feed that is not well-formed XML is still read (its items
-- recovered by a forgiving parser); the strict parser's message stays in the
-- source's health until a fetch reads the feed cleanly.
ALTER TABLE sources ADD COLUMN last_malformed text;
