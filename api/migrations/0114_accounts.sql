-- Accounts (docs/decisions/0042-accounts-and-ownership.md).
--
-- token_version: a claim of every access token; a password change or reset,
-- "sign out everywhere" and disabling the account raise it, and
-- authentication refuses a token whose claim differs, so every session made
-- before ends at once. disabled_at: set by an admin; a disabled account
-- cannot sign in and its tokens stop working.
ALTER TABLE users ADD COLUMN token_version integer NOT NULL DEFAULT 0;
ALTER TABLE users ADD COLUMN disabled_at timestamptz;
-- Open registration makes a viewer; an admin promotes.
ALTER TABLE users ALTER COLUMN role SET DEFAULT 'viewer';

-- Invitations (MEDIAWATCH_REGISTRATION=invite): an admin invites an address;
-- the link's token is kept only as its SHA-256, used once, before it expires.
CREATE TABLE invitations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL CHECK (email = lower(email)),
  token_hash text NOT NULL UNIQUE,
  invited_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX invitations_email_idx ON invitations (email);

-- Password resets: the e-mailed link's token, kept only as its SHA-256,
-- single-use, valid for an hour.
CREATE TABLE password_resets (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX password_resets_user_idx ON password_resets (user_id);
