DELETE FROM alerts WHERE kind = 'transaction';
ALTER TABLE alerts DROP CONSTRAINT alerts_kind_check;
ALTER TABLE alerts ADD CONSTRAINT alerts_kind_check CHECK (kind IN ('reconciliation', 'refund', 'webhook', 'mail'));
