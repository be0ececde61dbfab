-- Each process's heartbeat also carries how many round trips to Postgres it has made since it
-- started, so a benchmark can tell what a checkout costs each process; API instances beat too.
ALTER TABLE process_heartbeats ADD COLUMN postgres_round_trips bigint NOT NULL DEFAULT 0;
