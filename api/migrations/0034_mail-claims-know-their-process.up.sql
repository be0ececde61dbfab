-- The process (its liveness lock's key, api/src/platform/database/process-instance.ts) that has
-- claimed a mail for sending: a sender killed mid-send leaves its lease to be taken over at once by
-- another, not after the lease runs out. Null when no sender holds the mail.
ALTER TABLE mail_outbox ADD COLUMN claimed_by integer;
