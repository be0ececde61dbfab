ALTER TABLE provider_events DROP COLUMN error;
DROP TABLE alerts;
