-- The owed-refunds read model: one row per refund requested and not yet processed. Refund jobs live
-- in Redis; when Redis is lost, a job waiting there goes with it and nothing else would send that
-- refund. The worker's refund sweep looks here for owed refunds that have no job and queues one
-- (RetryOwedRefunds). A new read model: the projections runner fills it from the first event.
CREATE TABLE owed_refunds (
  order_id text NOT NULL,
  refund_key text NOT NULL,
  requested_at timestamptz NOT NULL,
  PRIMARY KEY (order_id, refund_key)
);
CREATE INDEX ON owed_refunds (requested_at);
