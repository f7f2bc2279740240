-- Two ingestion transactions that add articles to the same story cluster at
-- once both recomputed its pickup row: the second failed on the primary key
-- (and its whole batch of articles was refused), or, with an upsert, would have
-- written counts from before the first one's articles. Refreshing a cluster
-- now takes a transaction lock per cluster, in one order, so the second waits
-- for the first to commit and then counts its articles too.
CREATE OR REPLACE FUNCTION cluster_pickup_refresh(p_clusters uuid[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE k int;
BEGIN
  IF cardinality(p_clusters) = 0 THEN RETURN; END IF;
  FOR k IN SELECT DISTINCT hashtext(c::text) FROM unnest(p_clusters) AS c ORDER BY 1 LOOP
    PERFORM pg_advisory_xact_lock(70720, k);
  END LOOP;
  DELETE FROM cluster_pickup WHERE cluster_id = ANY (p_clusters);
  INSERT INTO cluster_pickup (cluster_id, origin_source_id, first_at, outlets, articles)
  SELECT a.cluster_id, (array_agg(a.source_id ORDER BY a.published_at, a.id))[1], min(a.published_at),
         count(DISTINCT a.source_id)::int, count(*)::int
  FROM articles a WHERE a.cluster_id = ANY (p_clusters)
  GROUP BY a.cluster_id ORDER BY a.cluster_id;
END $$;
