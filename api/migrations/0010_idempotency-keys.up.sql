-- Answers to writes sent with an Idempotency-Key, per caller and path, kept 24 hours: a repeat of
-- the same request gets the first answer; `answer` is null while the first is still running.
CREATE TABLE idempotency_keys (
  scope text NOT NULL,
  key text NOT NULL,
  fingerprint text NOT NULL,
  status integer,
  answer json,
  claimed_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz,
  PRIMARY KEY (scope, key)
);
CREATE INDEX idempotency_keys_claimed_at ON idempotency_keys (claimed_at);
