-- JWTs are stateless; a logout records the token's id (jti) until the token
-- would have expired anyway, and authentication refuses a recorded token.
CREATE TABLE token_revocations (
  jti text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX token_revocations_expires_at_idx ON token_revocations (expires_at);
