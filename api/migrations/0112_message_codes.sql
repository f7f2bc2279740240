-- The server's words as codes (docs/decisions/0040-server-texts-as-codes.md):
-- what a fetch, a source's last attempt and a scheduled job's last run said,
-- as a code of the catalogue with its parameters ({ code, params, text }),
-- beside the English text the rows already keep (rows from before this
-- migration have only the text, and the pages show it); and each user's
-- language, which digests are written in (null: English, until the user's
-- client says which language it reads).
ALTER TABLE fetch_runs ADD COLUMN error_message jsonb;
ALTER TABLE sources ADD COLUMN last_error_message jsonb;
ALTER TABLE scheduled_jobs ADD COLUMN last_error_message jsonb;
ALTER TABLE users ADD COLUMN language text CHECK (language IN ('en', 'fr', 'ar'));
-- The language a webhook's messages are written in (an admin chooses it; English by default).
ALTER TABLE alert_webhooks ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'fr', 'ar'));
-- Why a webhook delivery failed, as a code with its parameters beside the English `error`.
ALTER TABLE alert_webhook_deliveries ADD COLUMN error_message jsonb;
