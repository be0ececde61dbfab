-- Webhook deliveries from the payment provider, one row per provider event id: a delivery of an
-- event already processed changes nothing, however often the provider sends it.
CREATE TABLE provider_events (
  event_id text PRIMARY KEY,
  event text NOT NULL,
  payload jsonb NOT NULL,
  deliveries integer NOT NULL DEFAULT 1,
  received_at timestamptz NOT NULL DEFAULT now(),
  processed_at timestamptz
);
