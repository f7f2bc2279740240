-- The strict XML parser's refusal of a source's feed, as a code of the
-- catalogue with its parameters (`xml.*`; docs/decisions/0040-server-texts-as-codes.md),
-- beside the English `last_malformed` the pages showed until now (null for a
-- verdict stored before this migration: the English shows).
ALTER TABLE sources ADD COLUMN last_malformed_message jsonb;
