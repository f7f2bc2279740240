-- Tasks of the tasks drawer (spec sections 3 and 7). Status values are the
-- spec's, stored as the API answers them. clock_timestamp(), not now(): tasks
-- added in one transaction keep their order.
CREATE TABLE tasks (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  estimation text NOT NULL DEFAULT '' CHECK (length(estimation) <= 50),
  status text NOT NULL DEFAULT 'TO DO' CHECK (status IN ('TO DO', 'In Progress', 'DONE')),
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  updated_at timestamptz NOT NULL DEFAULT clock_timestamp()
);

CREATE INDEX tasks_status_created_at_idx ON tasks (status, created_at DESC);
CREATE INDEX tasks_created_at_idx ON tasks (created_at DESC);
