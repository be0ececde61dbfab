DELETE FROM alerts WHERE kind = 'mail';
ALTER TABLE alerts DROP CONSTRAINT alerts_kind_check;
ALTER TABLE alerts ADD CONSTRAINT alerts_kind_check CHECK (kind IN ('reconciliation', 'refund', 'webhook'));
DROP TABLE mail_outbox;
