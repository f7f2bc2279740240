-- ThinkBoard (issue 12, point 4): boards of cards and labelled links, each
-- board one document (cards and links as JSON, checked by the API's schema)
-- with a version that every save must name: a save made on an older version
-- is refused (409), never applied over a newer one. Private boards are their
-- owner's; shared boards are the team's.
CREATE TABLE thinkboards (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  title text NOT NULL,
  shared boolean NOT NULL DEFAULT false,
  owner_id uuid REFERENCES users (id) ON DELETE CASCADE,
  version integer NOT NULL DEFAULT 1 CHECK (version >= 1),
  cards jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(cards) = 'array'),
  links jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(links) = 'array'),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX thinkboards_owner_idx ON thinkboards (owner_id, updated_at DESC);
CREATE INDEX thinkboards_shared_idx ON thinkboards (updated_at DESC) WHERE shared;
-- "Which boards hold this article" (the reader) is a containment query on the cards.
CREATE INDEX thinkboards_cards_idx ON thinkboards USING gin (cards jsonb_path_ops);
