-- What the shop could not do by itself and staff should know about: an order reconciliation
-- cannot settle, a refund the provider keeps refusing, a signed webhook that could not be applied.
-- One row per thing (`key`), however often it fails; `next_attempt_at` spaces the automatic
-- retries out (the jobs that retry read it), and `resolved_at` is set once a retry succeeds.
CREATE TABLE alerts (
  key text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('reconciliation', 'refund', 'webhook')),
  order_id text,
  message text NOT NULL,
  attempts integer NOT NULL DEFAULT 1,
  first_at timestamptz NOT NULL DEFAULT now(),
  last_at timestamptz NOT NULL DEFAULT now(),
  next_attempt_at timestamptz,
  resolved_at timestamptz
);
CREATE INDEX alerts_open ON alerts (kind, next_attempt_at) WHERE resolved_at IS NULL;

-- A signed webhook that could not be applied is still acknowledged; why it was not is kept here.
ALTER TABLE provider_events ADD COLUMN error text;
