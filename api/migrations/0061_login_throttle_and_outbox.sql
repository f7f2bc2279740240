-- Sign-in throttling (issue 14, point 4), kept in the database so the limits
-- hold under concurrency and across processes: one row per key
-- ("pair:<email>|<address>" or "account:<email>"), counted atomically by an
-- upsert. `failures` counts attempts since the row was last idle for the
-- window; `next_at` is when the next attempt may be checked.
CREATE TABLE login_throttle (
  key text PRIMARY KEY,
  failures integer NOT NULL,
  next_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

-- Addresses an account has signed in from: the account-wide slowdown (a
-- spread-out attack) never applies to them, so the owner is not locked out.
CREATE TABLE login_known_addresses (
  email text NOT NULL,
  address text NOT NULL,
  last_success timestamptz NOT NULL,
  PRIMARY KEY (email, address)
);

-- Messages to users (a mail sender would read and send these; the product
-- keeps them): the registration notices, so the registration answer itself
-- never tells whether an address has an account.
CREATE TABLE outbox (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  recipient text NOT NULL,
  kind text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);
CREATE INDEX outbox_unsent ON outbox (created_at) WHERE sent_at IS NULL;
