-- Read model of the vouchers projection: which store vouchers each shopper holds, with their
-- balance for a glance. Answers are folded from the vouchers' streams; this only finds them.
-- Rebuilt from the events at will, so no serial columns. `revision` is the last event applied.
CREATE TABLE vouchers (
  code text PRIMARY KEY,
  owner_id text NOT NULL,
  return_id text NOT NULL,
  amount numeric(12, 2) NOT NULL,
  balance numeric(12, 2) NOT NULL,
  issued_at timestamptz NOT NULL,
  revision bigint NOT NULL
);
CREATE INDEX ON vouchers (owner_id, issued_at DESC);
