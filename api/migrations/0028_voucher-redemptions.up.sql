-- Read model of the vouchers projection: each checkout a voucher paid for, until a placement that
-- never recorded its order has given the amount back. The reconciliation sweep finds here what a
-- placement that died between spending the voucher and recording OrderPlaced left spent.
CREATE TABLE voucher_redemptions (
  code text NOT NULL,
  order_id text NOT NULL,
  amount numeric(12, 2) NOT NULL,
  redeemed_at timestamptz NOT NULL,
  PRIMARY KEY (code, order_id)
);
CREATE INDEX ON voucher_redemptions (redeemed_at);
