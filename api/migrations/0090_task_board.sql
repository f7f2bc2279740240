-- The tasks board (issue 12; docs/decisions/0024-tasks-board.md). A task gets
-- an assignee, a due day and the article it follows (each cleared, not the
-- task deleted, when the user or the article goes), its place in its column
-- (ascending; new cards go on top, so existing tasks start newest first, as
-- the drawer lists them) and a version that every save raises by one: a save
-- that sends an older version is refused (409), never applied over the other.
ALTER TABLE tasks
  ADD COLUMN assignee_id uuid REFERENCES users (id) ON DELETE SET NULL,
  ADD COLUMN due_date date,
  ADD COLUMN article_id uuid REFERENCES articles (id) ON DELETE SET NULL,
  ADD COLUMN position integer NOT NULL DEFAULT 0,
  ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version >= 1);

UPDATE tasks SET position = ranked.place
FROM (
  SELECT id, (row_number() OVER (PARTITION BY status ORDER BY created_at DESC, seq DESC))::integer - 1 AS place FROM tasks
) AS ranked
WHERE tasks.id = ranked.id;

CREATE INDEX tasks_status_position_idx ON tasks (status, position);
CREATE INDEX tasks_assignee_id_idx ON tasks (assignee_id);
CREATE INDEX tasks_article_id_idx ON tasks (article_id);
