DROP INDEX IF EXISTS mail_outbox_sent_at;
DROP INDEX IF EXISTS order_status_history_outcomes;
DROP TABLE IF EXISTS ops_samples;
DROP TABLE IF EXISTS ops_latency_minute;
