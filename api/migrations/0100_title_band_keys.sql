-- Story clustering compares a new article's title bands with those of the
-- articles of its language and window (issue 13: ingestion speed). Comparing
-- sixteen text keys with sixteen text keys on every candidate row was the
-- larger part of clustering's time on PGlite; the same test on 32-bit keys
-- costs less than half. The keys are derived from the text bands by the
-- database itself (hashtext), so every row, old or new, has them and the
-- application keeps writing `title_bands` as before. A key shared by chance
-- only adds a candidate: each candidate's title is compared before it joins a
-- cluster.
CREATE FUNCTION title_band_keys(bands text[]) RETURNS int4[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
RETURN ARRAY(SELECT hashtext(band) FROM unnest(bands) AS band);

ALTER TABLE articles ADD COLUMN title_band_keys int4[] GENERATED ALWAYS AS (title_band_keys(title_bands)) STORED;

DROP INDEX articles_title_bands_idx;
CREATE INDEX articles_title_band_keys_idx ON articles USING gin (title_band_keys);
