-- Staff are alerted while a transaction left open in the database holds the shop's events back
-- (one alert per transaction, resolved once it ends).
ALTER TABLE alerts DROP CONSTRAINT alerts_kind_check;
ALTER TABLE alerts ADD CONSTRAINT alerts_kind_check CHECK (kind IN ('reconciliation', 'refund', 'webhook', 'mail', 'transaction'));
