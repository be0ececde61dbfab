-- The operations page's own figures (GET /api/admin/operations), kept two days. What the shop keeps
-- anyway (orders, their status changes, the mail outbox, alerts) is counted from those tables when
-- the page asks; these two hold what nothing else stores.

-- Latency of the checkout's requests as histograms per minute: each API process counts its answers
-- per fixed log-spaced bucket (api/src/platform/operations/latency-buckets.ts) and adds its counts
-- every few seconds, so instances add up and a restart loses at most the last few seconds.
CREATE TABLE ops_latency_minute (
  minute timestamptz NOT NULL,
  route text NOT NULL,
  bucket smallint NOT NULL,
  count bigint NOT NULL,
  PRIMARY KEY (minute, route, bucket)
);

-- Gauges sampled once a minute by one worker (the first to claim the minute): projection lag, queue
-- depths, failed jobs, mails being retried. A second worker finds the minute taken and writes nothing.
CREATE TABLE ops_samples (
  minute timestamptz NOT NULL,
  name text NOT NULL,
  value double precision NOT NULL,
  PRIMARY KEY (minute, name)
);

-- The page counts payments and cancellations per minute from the orders' status history, and mails
-- by when they went: without these it would read both tables whole.
CREATE INDEX order_status_history_outcomes ON order_status_history (at)
  WHERE (field = 'paymentStatus' AND "to" IN ('paid', 'failed')) OR (field = 'orderStatus' AND "to" = 'cancelled');
CREATE INDEX mail_outbox_sent_at ON mail_outbox (sent_at) WHERE sent_at IS NOT NULL;
