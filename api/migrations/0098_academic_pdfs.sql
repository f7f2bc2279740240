-- Academic PDFs (issue 12, point 6; docs/decisions/0028-academic-pdfs.md).
-- The file is on disk (<data>/pdfs/<id>.pdf); this row holds its metadata and
-- the extraction's progress. An upload is a row in `processing` at once; the
-- API's worker extracts its text page by page into pdf_pages (pages_done
-- grows), then marks it `ready`, or `failed` with a reason. Rows still in
-- `processing` after a restart are picked up again.
CREATE TABLE pdf_documents (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  uploaded_by uuid REFERENCES users (id) ON DELETE SET NULL,
  file_name text NOT NULL,
  size bigint NOT NULL CHECK (size >= 0),
  title text NOT NULL,
  authors text[] NOT NULL DEFAULT '{}',
  year integer CHECK (year BETWEEN 1500 AND 2200),
  doi text,
  status text NOT NULL DEFAULT 'processing' CHECK (status IN ('processing', 'ready', 'failed')),
  error text,
  pages_total integer,
  pages_done integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX pdf_documents_created_idx ON pdf_documents (created_at DESC);
CREATE INDEX pdf_documents_processing_idx ON pdf_documents (created_at) WHERE status = 'processing';

-- The text of each page, searchable per page so a hit knows its page. The
-- 'simple' configuration, as the articles' and the notes' (any language, no stemming).
CREATE TABLE pdf_pages (
  pdf_id uuid NOT NULL REFERENCES pdf_documents (id) ON DELETE CASCADE,
  page integer NOT NULL CHECK (page >= 1),
  text text NOT NULL,
  search tsvector GENERATED ALWAYS AS (to_tsvector('simple', left(text, 200000))) STORED,
  PRIMARY KEY (pdf_id, page)
);

CREATE INDEX pdf_pages_search_idx ON pdf_pages USING gin (search);

-- The topics a PDF is tagged to.
CREATE TABLE pdf_topics (
  pdf_id uuid NOT NULL REFERENCES pdf_documents (id) ON DELETE CASCADE,
  topic_id uuid NOT NULL REFERENCES topics (id) ON DELETE CASCADE,
  PRIMARY KEY (pdf_id, topic_id)
);

CREATE INDEX pdf_topics_topic_idx ON pdf_topics (topic_id);
