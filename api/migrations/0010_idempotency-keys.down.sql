DROP TABLE idempotency_keys;
