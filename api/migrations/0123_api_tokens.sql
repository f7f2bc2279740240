-- Personal API tokens (docs/decisions/0055-api-tokens.md).
--
-- The secret is 32 random bytes; only its SHA-256 is kept (token_hash), so a
-- copy of the database gives no one a working token. prefix is the secret's
-- first characters, to tell tokens apart in a list. scopes are permissions of
-- the one permissions table (TOKEN_SCOPES). A revoked token keeps its row
-- (revoked_at, revoked_by) so an admin can tell who ended it; lists hide it.
CREATE TABLE api_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  prefix text NOT NULL,
  scopes text[] NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  last_used_at timestamptz,
  revoked_at timestamptz,
  revoked_by uuid REFERENCES users (id) ON DELETE SET NULL
);
CREATE INDEX api_tokens_user_idx ON api_tokens (user_id, created_at DESC) WHERE revoked_at IS NULL;
CREATE INDEX api_tokens_live_idx ON api_tokens (created_at DESC) WHERE revoked_at IS NULL;
