-- Who changed a staff account, a review's visibility or the shop's settings, when, and each field's
-- value before and after: the console shows it where the change matters. These are plain rows, not
-- events, so the entry is written in the transaction of the change itself: one is never kept
-- without the other. No foreign keys, so the record outlives what it describes.
CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  actor jsonb NOT NULL,
  resource text NOT NULL CHECK (resource IN ('staff', 'reviews', 'settings')),
  record_id text NOT NULL,
  action text NOT NULL,
  changes jsonb NOT NULL DEFAULT '{}'
);
CREATE INDEX ON audit_log (resource, record_id, at DESC, id DESC);
CREATE INDEX ON audit_log (at DESC, id DESC);
