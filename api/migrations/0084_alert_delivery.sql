-- Delivery of alerts (issue 11, decision record 0022): each user's settings
-- (digest off, hourly or daily at a local hour; the "all read" watermark),
-- and the webhooks an admin sets, with their deliveries (the queue retries a
-- delivery; each row keeps its last status, HTTP code, attempts and error).
CREATE TABLE alert_user_settings (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  digest text NOT NULL DEFAULT 'off' CHECK (digest IN ('off', 'hourly', 'daily')),
  digest_hour smallint NOT NULL DEFAULT 8 CHECK (digest_hour BETWEEN 0 AND 23),
  time_zone text NOT NULL DEFAULT 'UTC',
  read_all_before timestamptz,
  -- Alerts fired up to this instant went into a digest already (set when the digest is turned on).
  digest_sent_until timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE alert_webhooks (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
  url text NOT NULL CHECK (length(url) BETWEEN 1 AND 2048),
  secret text NOT NULL CHECK (length(secret) BETWEEN 16 AND 200),
  enabled boolean NOT NULL DEFAULT true,
  kinds text[] NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE alert_webhook_deliveries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  webhook_id uuid NOT NULL REFERENCES alert_webhooks (id) ON DELETE CASCADE,
  alert_id uuid NOT NULL REFERENCES alerts (id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'retrying', 'delivered', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  response_code integer,
  error text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  UNIQUE (webhook_id, alert_id)
);

CREATE INDEX alert_webhook_deliveries_recent_idx ON alert_webhook_deliveries (webhook_id, created_at DESC);
