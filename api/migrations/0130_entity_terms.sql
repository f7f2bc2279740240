-- The query language's person:, org: and place: terms find entities by the
-- words of their name (docs/decisions/0061-entity-terms-in-queries.md):
-- lowercased, Latin accents removed (as the extraction's keys fold them:
-- "Sánchez" and "sanchez" meet), as 'simple' lexemes, indexed per kind.

CREATE FUNCTION entity_name_words(name text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT to_tsvector('simple', regexp_replace(normalize(lower(name), NFD), '[\u0300-\u036f]', '', 'g'))
$$;

CREATE INDEX entities_name_words_idx ON entities USING gin (entity_name_words(name));
