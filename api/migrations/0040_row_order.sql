-- Rows inserted in the same clock tick (PGlite's clock has millisecond
-- resolution) tied on created_at and fell back to their random uuid order.
-- A sequence number breaks the tie in insertion order.
ALTER TABLE tasks ADD COLUMN seq bigserial;
ALTER TABLE podcasts ADD COLUMN seq bigserial;
