-- Story clusters: near-identical stories across outlets.
CREATE TABLE story_clusters (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  title text NOT NULL,
  article_count integer NOT NULL DEFAULT 1,
  first_published_at timestamptz NOT NULL,
  last_published_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Cleaned, deduplicated, scored articles. Dedup is per source: by GUID, else
-- normalized URL, else title + content hash; each is a unique index so two
-- racing inserts can't both win. `search` is the full-text index ('simple'
-- configuration: no stemming, the same for every language; title weighted A
-- so intitle: can match on weight).
CREATE TABLE articles (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  source_id uuid NOT NULL REFERENCES sources (id) ON DELETE CASCADE,
  guid text,
  url text NOT NULL,
  normalized_url text NOT NULL,
  title text NOT NULL,
  author text,
  published_at timestamptz NOT NULL,
  fetched_at timestamptz NOT NULL DEFAULT now(),
  language text NOT NULL,
  summary text NOT NULL DEFAULT '',
  content_html text NOT NULL DEFAULT '',
  content_text text NOT NULL DEFAULT '',
  full_text boolean NOT NULL DEFAULT false,
  tone real NOT NULL DEFAULT 0,
  content_hash text NOT NULL,
  -- MinHash LSH bands of the title's trigrams, to find near-duplicates by index
  title_bands text[] NOT NULL DEFAULT '{}',
  cluster_id uuid REFERENCES story_clusters (id) ON DELETE SET NULL,
  search tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('simple', title), 'A') || setweight(to_tsvector('simple', left(content_text, 200000)), 'B')
  ) STORED
);

CREATE UNIQUE INDEX articles_source_guid_key ON articles (source_id, guid) WHERE guid IS NOT NULL;
CREATE UNIQUE INDEX articles_source_url_key ON articles (source_id, normalized_url);
CREATE UNIQUE INDEX articles_source_hash_key ON articles (source_id, content_hash);
CREATE INDEX articles_published_idx ON articles (published_at DESC);
CREATE INDEX articles_source_published_idx ON articles (source_id, published_at DESC);
CREATE INDEX articles_language_idx ON articles (language, published_at DESC);
CREATE INDEX articles_cluster_idx ON articles (cluster_id) WHERE cluster_id IS NOT NULL;
CREATE INDEX articles_search_idx ON articles USING gin (search);
CREATE INDEX articles_title_bands_idx ON articles USING gin (title_bands);

CREATE TABLE article_topics (
  article_id uuid NOT NULL REFERENCES articles (id) ON DELETE CASCADE,
  topic_id uuid NOT NULL REFERENCES topics (id) ON DELETE CASCADE,
  matched_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (article_id, topic_id)
);

CREATE INDEX article_topics_topic_idx ON article_topics (topic_id, article_id);
